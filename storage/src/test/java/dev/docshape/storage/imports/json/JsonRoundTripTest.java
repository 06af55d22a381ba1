package dev.docshape.storage.imports.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.storage.export.ExportPart;
import dev.docshape.storage.export.Exporter;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.imports.infer.InferredSchema;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.BufferedReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Export a design's sample data ({@code export --format samples}), import the folder back, and get
 * the same entities (fields and types), relationships (parent, name, cardinality, mapping) and
 * counts as the data holds. Embedded entities are matched through their relationships, since their
 * names come from field names.
 */
class JsonRoundTripTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} / {1}")
    @CsvSource({
            "s1-person-contacts.docshape, embedded",
            "s1-person-contacts.docshape, referenced",
            "s4-publisher-books.docshape, publisher-holds-ids",
            "s4-publisher-books.docshape, book-holds-publisher",
            "s7-patron-address.docshape, embedded",
            "s7-patron-address.docshape, referenced",
    })
    void exportedSamplesImportBackToTheSameModel(String example, String designName) throws Exception {
        Project original = ProjectFiles.load(RepositoryFiles.example(example));
        Exporter.Result exported = Exporter.export(original, designName, SampleOptions.of(7, 0.001), dir,
                EnumSet.of(ExportPart.SAMPLES), Progress.NONE);

        InferredSchema schema = JsonImport.infer(List.of(dir), Progress.NONE);
        Project imported = schema.toProject("back");
        assertFalse(ModelValidator.hasErrors(ModelValidator.validate(imported)), () -> ModelValidator.validate(imported).toString());

        Map<String, Long> instances = instancesPerPath(dir);
        Map<String, Entity> importedByName = imported.model().entities().stream().collect(Collectors.toMap(Entity::name, e -> e));
        Map<String, Entity> importedById = imported.model().entities().stream().collect(Collectors.toMap(Entity::id, e -> e));
        Map<String, String> pathOf = new HashMap<>();
        Map<String, String> originalToImported = new HashMap<>();
        for (var c : exported.collections().entrySet()) {
            Entity root = importedByName.get(c.getKey());
            assertNotNull(root, "collection " + c.getKey() + " became an entity");
            assertEquals(c.getValue().documents(), root.count(), c.getKey() + " count");
            pathOf.put(root.id(), c.getKey());
            String originalId = original.model().entities().stream().filter(e -> e.name().equals(c.getKey())).findFirst().orElseThrow().id();
            originalToImported.put(originalId, root.id());
        }

        Design originalDesign = original.design(designName).orElseThrow();
        Design importedDesign = imported.active();
        Map<String, Relationship> matchedTo = new HashMap<>();
        boolean progress = true;
        while (progress) {
            progress = false;
            for (Relationship r : original.model().relationships()) {
                if (matchedTo.containsKey(r.id())) continue;
                Relationship back = counterpart(r, originalDesign, imported, originalToImported);
                if (back == null) continue;
                matchedTo.put(r.id(), back);
                originalToImported.putIfAbsent(r.child(), back.child());
                progress = true;
                String where = example + " " + designName + " " + r.name();
                assertEquals(r.cardinality(), back.cardinality(), where + " cardinality");
                assertEquals(originalDesign.mappingFor(r).strategy(), importedDesign.mappingFor(back).strategy(), where + " mapping");
                if (originalDesign.mappingFor(r).strategy().embedsChildren()) {
                    String path = pathOf.get(back.parent()) + "." + back.name();
                    pathOf.put(back.child(), path);
                    assertEquals(instances.getOrDefault(path, 0L), importedById.get(back.child()).count(), where + " embedded count");
                }
                double perParent = (double) importedById.get(back.child()).count() / importedById.get(back.parent()).count();
                if (!r.isManyToMany()) assertEquals(perParent, back.avgCount(), 1e-9, where + " children per parent");
            }
        }
        int matched = matchedTo.size();
        assertEquals(original.model().relationships().size(), matched, "every relationship came back");
        assertEquals(original.model().relationships().size(), imported.model().relationships().size(), "and no others");

        for (Entity e : original.model().entities()) {
            Entity back = importedById.get(originalToImported.get(e.id()));
            assertNotNull(back, e.name() + " came back");
            Function<Entity, Map<String, Object>> shape = x -> x.fields().stream()
                    .collect(Collectors.toMap(Field::name, f -> f.type() + (f.itemType() == null ? "" : "/" + f.itemType())));
            assertEquals(shape.apply(e), shape.apply(back), e.name() + " fields and types");
        }
    }

    /**
     * The imported relationship for {@code r}: by parent and name when the original embeds it (the
     * child's name came from the field), by parent and child when both ends are known.
     */
    private static Relationship counterpart(Relationship r, Design design, Project imported, Map<String, String> toImported) {
        String parent = toImported.get(r.parent());
        if (parent == null) return null;
        String child = toImported.get(r.child());
        boolean embedded = design.mappingFor(r).strategy().embedsChildren();
        return imported.model().relationships().stream()
                .filter(x -> x.parent().equals(parent))
                .filter(x -> embedded ? x.name().equals(r.name()) : x.child().equals(child))
                .findFirst().orElse(null);
    }

    /** How many objects the exported files hold at each path ("Person.addresses"), counted independently with Jackson's tree. */
    private static Map<String, Long> instancesPerPath(Path folder) throws Exception {
        Map<String, Long> counts = new HashMap<>();
        try (var files = Files.list(folder)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".ndjson")).toList()) {
                String collection = f.getFileName().toString().replace(".ndjson", "");
                try (BufferedReader in = Files.newBufferedReader(f)) {
                    String line;
                    while ((line = in.readLine()) != null) {
                        if (!line.isBlank()) count(collection, JSON.readTree(line), counts);
                    }
                }
            }
        }
        return counts;
    }

    private static void count(String path, JsonNode object, Map<String, Long> counts) {
        for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode v = e.getValue();
            String p = path + "." + e.getKey();
            if (v.isObject() && !isWrapper(v)) {
                counts.merge(p, 1L, Long::sum);
                count(p, v, counts);
            } else if (v.isArray()) {
                for (JsonNode item : v) {
                    if (item.isObject() && !isWrapper(item)) {
                        counts.merge(p, 1L, Long::sum);
                        count(p, item, counts);
                    }
                }
            }
        }
    }

    private static boolean isWrapper(JsonNode v) {
        return v.size() >= 1 && v.fieldNames().next().startsWith("$");
    }
}
