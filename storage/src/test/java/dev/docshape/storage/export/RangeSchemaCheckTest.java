package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.ValueRange;
import dev.docshape.model.edit.Edits;
import dev.docshape.storage.imports.sql.SqlImport;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The hand-written check of exported {@code $jsonSchema} validators ({@link BsonSchemaCheck}) holds a number to its
 * declared range, {@code minimum}/{@code maximum} and MongoDB's {@code exclusiveMinimum}/{@code exclusiveMaximum} flags,
 * and ajv, checking the same documents against the exported JSON Schema, agrees on every one (decision 0537): the
 * meal-planning schema imported, a planned meal's day of 1 to 7, a recipe's servings made above 0 and below 25.
 */
class RangeSchemaCheckTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private record Case(String collection, String field, int value, boolean inRange, Path file) {
    }

    @Test
    void valuesAtAndPastEachBoundAreJudgedAsAjvJudgesThem() throws Exception {
        Path ddl = Path.of(getClass().getResource("/ddl/postgres-recipes.sql").toURI());
        Project project = SqlImport.read(ddl, "meals", Progress.NONE).project();
        String recipe = project.model().entities().stream().filter(e -> e.name().equals("recipe")).map(Entity::id).findFirst().orElseThrow();
        project = Edits.setFieldRange(project, recipe, "servings", new ValueRange(0.0, true, 25.0, true)).apply(project);
        Exporter.Result result = Exporter.export(project, SqlImport.RELATIONAL, SampleOptions.of(3, 0.2), dir.resolve("out"), Progress.NONE);

        List<Case> cases = new ArrayList<>();
        int[][] days = {{0, 0}, {1, 1}, {7, 1}, {8, 0}};
        int[][] servings = {{0, 0}, {1, 1}, {24, 1}, {25, 0}};
        int[][] minutes = {{-1, 0}, {0, 1}};
        for (int[] d : days) cases.add(variant(result, "planned_meal", "day_of_week", d[0], d[1] == 1));
        for (int[] s : servings) cases.add(variant(result, "recipe", "servings", s[0], s[1] == 1));
        for (int[] m : minutes) cases.add(variant(result, "recipe", "prep_minutes", m[0], m[1] == 1));

        ArrayNode manifest = JSON.createArrayNode();
        for (Case c : cases) manifest.addObject().put("schema", files(result, c.collection()).schema().toString())
                .putArray("documents").add(c.file().toString());
        Path file = Files.writeString(dir.resolve("ranges.ajv.json"), JSON.writeValueAsString(manifest));
        NodeTools.Run ajv = NodeTools.run(List.of("node", NodeTools.testScript("validate-ndjson.js").toString(), file.toString()), dir);

        for (Case c : cases) {
            JsonNode validator = JSON.readTree(files(result, c.collection()).validator().toFile());
            String line = Files.readString(c.file()).strip();
            List<String> found = BsonSchemaCheck.violations(BsonDocument.parse(line), validator).stream()
                    .filter(v -> v.startsWith("." + c.field() + ":")).toList();
            String what = c.collection() + "." + c.field() + " = " + c.value();
            assertEquals(c.inRange(), found.isEmpty(), what + ": the validator check says " + found);
            assertEquals(c.inRange(), !ajv.output().contains(c.file() + ":"), what + ": ajv says\n" + ajv.output());
        }
    }

    private Case variant(Exporter.Result result, String collection, String field, int value, boolean inRange) throws Exception {
        String first = Files.readAllLines(files(result, collection).ndjson()).get(0);
        ObjectNode document = (ObjectNode) JSON.readTree(first);
        document.put(field, value);
        Path file = Files.writeString(dir.resolve(collection + "-" + field + "-" + value + ".ndjson"), JSON.writeValueAsString(document) + "\n");
        return new Case(collection, field, value, inRange, file);
    }

    private static Exporter.CollectionFiles files(Exporter.Result result, String collection) {
        return result.collections().values().stream().filter(f -> f.schema().getFileName().toString().startsWith(collection + "."))
                .findFirst().orElseThrow(() -> new AssertionError("no " + collection + " among " + result.collections().keySet()));
    }
}
