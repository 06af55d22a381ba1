package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The meal-planning workload's embedded design: a recipe embeds its steps, a meal plan its planned meals. The fields
 * the model marks required (a step's {@code instruction}, a planned meal's {@code meal}) are required inside the
 * arrays' items too, in the JSON Schema and in the validator (docs/exports.md "Validators"); ajv accepts the sample and
 * rejects a plan whose planned meal lacks its {@code meal}.
 */
class EmbeddedRequiredExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void requiredFieldsOfEmbeddedItemsAreRequiredAndAjvRejectsADocumentWithoutOne() throws Exception {
        Project project = ProjectFiles.load(RepositoryFiles.root().resolve("examples/workloads/meal-planning.docshape"));
        Exporter.Result result = Exporter.export(project, "embedded", SampleOptions.of(1, 0.01), dir.resolve("out"), Progress.NONE);
        var recipes = result.collections().get("recipe");
        var plans = result.collections().get("meal_plan");
        JsonNode steps = JSON.readTree(recipes.schema().toFile()).at("/properties/steps/items");
        assertEquals(List.of("id", "position", "instruction"), texts(steps.get("required")), steps.toString());
        JsonNode meals = JSON.readTree(plans.schema().toFile()).at("/properties/planned_meals/items");
        assertTrue(texts(meals.get("required")).containsAll(List.of("id", "day_of_week", "meal")), meals.toString());
        JsonNode validator = JSON.readTree(plans.validator().toFile());
        JsonNode validatedMeals = validator.at("/$jsonSchema/properties/planned_meals/items");
        assertTrue(texts(validatedMeals.get("required")).containsAll(List.of("id", "day_of_week", "meal")), validatedMeals.toString());
        assertEquals(List.of(), MongoJsonSchemaRules.violations(validator));

        NodeTools.Run sample = AjvCheck.samples(result, dir);
        assertEquals(0, sample.exitCode(), sample.output());

        List<String> lines = Files.readAllLines(plans.ndjson());
        ObjectNode plan = null;
        for (String line : lines) {
            ObjectNode candidate = (ObjectNode) JSON.readTree(line);
            if (!candidate.withArray("planned_meals").isEmpty()) {
                plan = candidate;
                break;
            }
        }
        assertTrue(plan != null, "a plan with planned meals");
        ((ObjectNode) plan.withArray("planned_meals").get(0)).remove("meal");
        NodeTools.Run rejected = AjvCheck.document(plans.schema(), plan, dir);
        assertEquals(1, rejected.exitCode(), rejected.output());
        assertTrue(rejected.output().contains("checked 1 documents, 1 invalid") && rejected.output().contains("meal"), rejected.output());
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        if (array != null) array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
