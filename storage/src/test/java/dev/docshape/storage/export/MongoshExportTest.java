package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.mongodb.client.MongoDatabase;
import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every design of every example exported and used as a MongoDB user would: the generated script run
 * by the real mongosh against a wire-protocol server, the NDJSON loaded by mongosh's Extended JSON
 * parser, the result read back with the Java driver; each validator checked against MongoDB's
 * documented $jsonSchema rules and each JSON Schema, with the documents, by ajv. Every design is exported before the
 * tests, its script and loading run as a part of one mongosh ({@link MongoshScripts}) and every example's documents
 * checked by one ajv run (decision 0453); each test asserts its example's part.
 */
class MongoshExportTest extends MongoshTestBase {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String DOUBLES = "a whole-number double";
    @TempDir
    static Path shared;
    private static final Map<String, Exported> exported = new HashMap<>();
    private static MongoshScripts scripts;
    private static NodeTools.Run ajv;

    /** A design's export and the database its part loads it into; {@code failure} when the export itself threw. */
    private record Exported(Exporter.Result result, String database, Exception failure) {
    }

    @BeforeAll
    static void exportEveryDesignAndLoadThemInOneMongosh() throws Exception {
        scripts = new MongoshScripts(Files.createDirectories(shared.resolve("mongosh")));
        List<String> manifests = new ArrayList<>();
        for (Path example : RepositoryFiles.examples()) {
            Project project = ProjectFiles.load(example);
            Path exampleDir = shared.resolve(example.getFileName().toString());
            ArrayNode ajvManifest = JSON.createArrayNode();
            for (Design design : project.designs()) {
                String key = key(example, design.name());
                String database = "x" + Integer.toHexString(key.hashCode());
                Path folder = exampleDir.resolve(design.name().replaceAll("[^A-Za-z0-9]", "_"));
                try {
                    Exporter.Result result = Exporter.export(project, design.name(), SampleOptions.of(5, 0.0002), folder, Progress.NONE);
                    exported.put(key, new Exported(result, database, null));
                    scripts.add(key, database, MongoshScripts.loading(result));
                    for (var files : result.collections().values()) {
                        ObjectNode entry = ajvManifest.addObject();
                        entry.put("schema", files.schema().toString());
                        ArrayNode documents = entry.putArray("documents").add(files.ndjson().toString());
                        if (files.template() != null) documents.add(files.template().toString());
                    }
                } catch (Exception e) {
                    exported.put(key, new Exported(null, database, e));
                }
            }
            Files.createDirectories(exampleDir);
            manifests.add(Files.writeString(exampleDir.resolve("ajv.json"), JSON.writeValueAsString(ajvManifest)).toString());
        }
        addDoubles();
        scripts.run(server.uri("admin"));
        List<String> command = new ArrayList<>(List.of("node", NodeTools.testScript("validate-ndjson.js").toString()));
        command.addAll(manifests);
        ajv = NodeTools.run(command, shared);
    }

    private static String key(Path example, String design) {
        return example.getFileName() + " / " + design;
    }

    @ParameterizedTest
    @MethodSource("dev.docshape.storage.file.RepositoryFiles#examples")
    void everyDesignOfTheExampleLoadsIntoMongoDbAsExported(Path example) throws Exception {
        Project project = ProjectFiles.load(example);
        for (Design design : project.designs()) {
            String key = key(example, design.name());
            Exported export = exported.get(key);
            assertNotNull(export, "not exported before the tests: " + key);
            if (export.failure() != null) throw new AssertionError(key + ": the export failed", export.failure());
            Exporter.Result result = export.result();
            Map<String, JsonNode> validators = validators(result);
            validators.forEach((name, v) -> assertEquals(List.of(), MongoJsonSchemaRules.violations(v), design.name() + "/" + name));

            scripts.output(key);

            MongoDatabase db = server.client().getDatabase(export.database());
            assertEquals(new TreeSet<>(result.collections().keySet()), db.listCollectionNames().into(new TreeSet<>()), design.name());
            for (CollectionShape c : Projector.project(project.model(), design).collections()) {
                var files = result.collections().get(c.name());
                assertEquals(files.documents(), db.getCollection(c.name()).countDocuments(), c.name() + " documents");
                assertReferencesAreIndexed(db, c, project);
                for (BsonDocument stored : db.getCollection(c.name(), BsonDocument.class).find()) {
                    List<String> wrong = BsonSchemaCheck.violations(stored, validators.get(c.name()));
                    assertEquals(List.of(), wrong, c.name() + ": " + stored.toJson());
                }
            }
        }
        assertValidByAjv(example);
    }

    /** ajv found no document of the example invalid (the lines naming its files are the message). */
    private static void assertValidByAjv(Path example) {
        Path exampleDir = shared.resolve(example.getFileName().toString());
        String summary = exampleDir.resolve("ajv.json") + ": checked ";
        List<String> lines = List.of(ajv.output().split("\n"));
        String checked = lines.stream().filter(l -> l.startsWith(summary)).findFirst()
                .orElseThrow(() -> new AssertionError("ajv did not check " + example.getFileName() + ": " + ajv.output()));
        assertTrue(checked.endsWith(" documents, 0 invalid"), () -> checked + "\n" + String.join("\n",
                lines.stream().filter(l -> l.startsWith(exampleDir.toString())).toList()));
    }

    /** An export of s8 with one more line holding a whole-number double, written the way the export writes doubles. */
    private static void addDoubles() throws Exception {
        Project project = ProjectFiles.load(RepositoryFiles.example("s8-movie-details.docshape"));
        Exporter.Result result = Exporter.export(project, project.designs().get(0).name(), SampleOptions.of(1, 0.0002),
                shared.resolve("doubles"), Progress.NONE);
        String collection = result.collections().keySet().iterator().next();
        Path ndjson = result.collections().get(collection).ndjson();
        String line = Files.readAllLines(ndjson).get(0).replaceFirst("\\{\"\\$oid\":\"[0-9a-f]{24}\"}", "{\"\\$oid\":\"0123456789abcdef01234567\"}");
        Files.writeString(ndjson, line.substring(0, line.length() - 1) + ",\"extra\":{\"$numberDouble\":\"4.0\"}}\n", StandardCharsets.UTF_8);
        exported.put(DOUBLES, new Exported(result, "doubles", null));
        scripts.add(DOUBLES, "doubles", MongoshScripts.loading(result));
    }

    @Test
    void aWholeNumberDoubleStaysADoubleThroughMongosh() {
        scripts.output(DOUBLES);
        Exporter.Result result = exported.get(DOUBLES).result();
        String collection = result.collections().keySet().iterator().next();
        Document stored = server.client().getDatabase("doubles").getCollection(collection).find().first();
        assertTrue(stored.get("extra") instanceof Double, "4.0 read back as " + stored.get("extra").getClass());
    }

    /**
     * Top-level references are indexed (unique for a one-to-one relationship); the id of an
     * embedded child is indexed only when some pattern is about that entity.
     */
    private static void assertReferencesAreIndexed(MongoDatabase db, CollectionShape c, Project project) {
        Map<String, Boolean> uniqueByPath = new java.util.HashMap<>();
        for (Document index : db.getCollection(c.name()).listIndexes()) {
            for (String path : ((Document) index.get("key")).keySet()) uniqueByPath.put(path, Boolean.TRUE.equals(index.get("unique")));
        }
        for (ShapeField f : c.document().fields()) {
            if (f.role() != ShapeField.Role.REFERENCE) continue;
            assertTrue(uniqueByPath.containsKey(f.name()), c.name() + "." + f.name() + " is not indexed: " + uniqueByPath);
            boolean oneToOne = f.kind() == ShapeField.Kind.SCALAR && project.model().relationship(f.relationship())
                    .map(r -> r.cardinality() == dev.docshape.model.Cardinality.ONE_TO_ONE && r.sharedBy() <= 1).orElse(false);
            assertEquals(oneToOne, uniqueByPath.get(f.name()), c.name() + "." + f.name() + " unique");
        }
        Set<String> patternEntities = new HashSet<>();
        project.model().patterns().forEach(p -> patternEntities.add(p.entity()));
        for (ShapeField f : c.document().fields()) {
            if (f.role() != ShapeField.Role.EMBEDDED && f.role() != ShapeField.Role.SUBSET) continue;
            if (uniqueByPath.containsKey(f.name() + ".id")) {
                assertTrue(patternEntities.contains(f.entity()), c.name() + ": index on " + f.name() + ".id, an embedded id no pattern uses");
            }
        }
    }

    private static Map<String, JsonNode> validators(Exporter.Result result) throws Exception {
        Map<String, JsonNode> validators = new java.util.LinkedHashMap<>();
        for (var e : result.collections().entrySet()) validators.put(e.getKey(), JSON.readTree(e.getValue().validator().toFile()));
        return validators;
    }
}
