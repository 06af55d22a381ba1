package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Project;
import dev.docshape.storage.imports.sql.SqlImport;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The meal-planning schema imported ({@code CHECK (day_of_week BETWEEN 1 AND 7)}, {@code CHECK (prep_minutes >= 0)}):
 * the sample keeps each column in its range, the JSON Schema and the validator say the bounds, ajv accepts the sample
 * and rejects a planned meal on day 38 (docs/exports.md "Declared ranges", decision 0528).
 */
class RangeExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void theSampleKeepsTheCheckedRangesAndTheSchemasRefuseAValueOutside() throws Exception {
        Path ddl = Path.of(getClass().getResource("/ddl/postgres-recipes.sql").toURI());
        Project project = SqlImport.read(ddl, "meals", Progress.NONE).project();
        Exporter.Result result = Exporter.export(project, SqlImport.RELATIONAL, SampleOptions.of(3, 0.2), dir.resolve("out"), Progress.NONE);
        var meals = result.collections().values().stream().filter(f -> f.schema().getFileName().toString().startsWith("planned_meal"))
                .findFirst().orElseThrow(() -> new AssertionError("no planned meals among " + result.collections().keySet()));
        var recipes = result.collections().values().stream().filter(f -> f.schema().getFileName().toString().startsWith("recipe"))
                .findFirst().orElseThrow();

        TreeSet<Integer> days = new TreeSet<>();
        List<String> lines = Files.readAllLines(meals.ndjson());
        for (String line : lines) days.add(JSON.readTree(line).get("day_of_week").asInt());
        assertEquals(new TreeSet<>(List.of(1, 2, 3, 4, 5, 6, 7)), days, "each day of the week, and no other number");
        for (String line : Files.readAllLines(recipes.ndjson())) {
            JsonNode recipe = JSON.readTree(line);
            int servings = recipe.get("servings").asInt();
            assertTrue(servings >= 1 && servings <= 24, line);
            if (recipe.has("prep_minutes")) assertTrue(recipe.get("prep_minutes").asInt() >= 0, line);
        }

        JsonNode day = JSON.readTree(meals.schema().toFile()).at("/properties/day_of_week");
        assertEquals(1, day.get("minimum").asInt(), day.toString());
        assertEquals(7, day.get("maximum").asInt(), day.toString());
        JsonNode validator = JSON.readTree(meals.validator().toFile());
        JsonNode validatedDay = validator.at("/$jsonSchema/properties/day_of_week");
        assertEquals("int", validatedDay.get("bsonType").asText());
        assertEquals(1, validatedDay.get("minimum").asInt(), validatedDay.toString());
        assertEquals(7, validatedDay.get("maximum").asInt(), validatedDay.toString());
        assertEquals(List.of(), MongoJsonSchemaRules.violations(validator));
        JsonNode prep = JSON.readTree(recipes.validator().toFile()).at("/$jsonSchema/properties/prep_minutes");
        assertEquals(0, prep.get("minimum").asInt(), prep.toString());
        assertTrue(prep.get("maximum") == null, prep.toString());

        NodeTools.Run sample = AjvCheck.samples(result, dir);
        assertEquals(0, sample.exitCode(), sample.output());

        ObjectNode day38 = (ObjectNode) JSON.readTree(lines.get(0));
        day38.put("day_of_week", 38);
        NodeTools.Run rejected = AjvCheck.document(meals.schema(), day38, dir);
        assertEquals(1, rejected.exitCode(), rejected.output());
        assertTrue(rejected.output().contains("checked 1 documents, 1 invalid") && rejected.output().contains("maximum"), rejected.output());
    }
}
