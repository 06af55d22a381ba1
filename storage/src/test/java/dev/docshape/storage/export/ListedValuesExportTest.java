package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An issue's status listing its values, some with a quote, a backslash, a line break or characters past ASCII: the
 * JSON Schema and the {@code $jsonSchema} validator say them as {@code enum}, ajv accepts the sample and refuses
 * {@code "active"}, and the validator's check agrees (docs/exports.md "Listed values", decision 0555).
 */
class ListedValuesExportTest {
    static final List<Object> STATUSES = List.of("open", "in_progress", "say \"done\"", "back\\slash", "two\nlines", "fermé 🚀");
    private static final ObjectMapper JSON = new ObjectMapper();

    static Project issues() {
        Entity issue = Entity.of("issue", "Issue", List.of(Field.string("title", 40),
                Field.of("status", FieldType.STRING).withValues(STATUSES).withRequired(true),
                Field.of("points", FieldType.INTEGER).withValues(List.of(1, 2, 3, 5, 8)).withRequired(true)), 200);
        return new Project("tracker", "", new DataModel(List.of(issue), List.of(), List.of()), List.of(Design.named("d")), "d");
    }

    @Test
    void listedValuesAreTheSchemasEnumAndOthersAreRefused(@TempDir Path dir) throws Exception {
        Exporter.Result result = Exporter.export(issues(), "d", SampleOptions.of(3, 1), dir.resolve("out"), Progress.NONE);
        Exporter.CollectionFiles files = result.collections().values().iterator().next();
        List<String> lines = Files.readAllLines(files.ndjson());
        assertTrue(lines.size() >= 100, "a sample of issues: " + lines.size());
        Set<Object> seen = new java.util.HashSet<>();
        for (String line : lines) seen.add(JSON.readTree(line).get("status").asText());
        assertEquals(Set.copyOf(STATUSES), seen, "every listed status drawn, no other");

        JsonNode schema = JSON.readTree(files.schema().toFile());
        assertEquals(JSON.valueToTree(STATUSES), schema.at("/properties/status/enum"), schema.toString());
        assertEquals("[1,2,3,5,8]", schema.at("/properties/points/enum").toString());
        JsonNode validator = JSON.readTree(files.validator().toFile());
        assertEquals(JSON.valueToTree(STATUSES), validator.at("/$jsonSchema/properties/status/enum"), validator.toString());
        assertEquals("[1,2,3,5,8]", validator.at("/$jsonSchema/properties/points/enum").toString());
        assertEquals(List.of(), MongoJsonSchemaRules.violations(validator));

        NodeTools.Run sample = AjvCheck.samples(result, dir);
        assertEquals(0, sample.exitCode(), sample.output());
        assertEquals(List.of(), BsonSchemaCheck.violations(BsonDocument.parse(lines.get(0)), validator));
        for (String[] other : new String[][] {{"status", "\"active\""}, {"status", "\"two lines\""}, {"points", "4"}}) {
            ObjectNode changed = (ObjectNode) JSON.readTree(lines.get(0));
            changed.set(other[0], JSON.readTree(other[1]));
            NodeTools.Run refused = AjvCheck.document(files.schema(), changed, dir);
            assertTrue(refused.output().contains("checked 1 documents, 1 invalid"), other[1] + ": " + refused.output());
            List<String> found = BsonSchemaCheck.violations(BsonDocument.parse(changed.toString()), validator);
            assertTrue(found.stream().anyMatch(v -> v.startsWith("." + other[0] + ":")), other[1] + ": " + found);
        }
    }
}
