package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Comments with a status of 3 declared values and a priority of 4, exported: the JSON Schema and the validator say the
 * counts in the field's description and constrain nothing, and ajv accepts the sample documents, and a document with a
 * status the sample never drew (docs/exports.md "Declared distinct values", decision 0424).
 */
class DeclaredValuesExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void theSchemasSayTheDeclaredCountsAndAjvAcceptsTheSampleAndOtherValues() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-statuses.docshape").toURI()));
        Exporter.Result result = Exporter.export(project, "embedded", SampleOptions.of(5, 0.0005), dir.resolve("out"), Progress.NONE);
        var posts = result.collections().get("Post");
        JsonNode comment = JSON.readTree(posts.schema().toFile()).at("/properties/comments/items/properties");
        assertTrue(comment.at("/status/description").asText().startsWith("Takes 3 distinct values"), comment.toString());
        assertTrue(comment.at("/priority/description").asText().startsWith("Takes 4 distinct values"), comment.toString());
        assertTrue(comment.at("/text/description").isMissingNode(), "a field without a declaration has no description");
        assertTrue(comment.at("/status/enum").isMissingNode(), "the model holds a count, not the values");
        JsonNode validator = JSON.readTree(posts.validator().toFile());
        JsonNode validatedComment = validator.at("/$jsonSchema/properties/comments/items/properties");
        assertTrue(validatedComment.at("/status/description").asText().startsWith("Takes 3 distinct values"), validatedComment.toString());
        assertEquals(List.of(), MongoJsonSchemaRules.violations(validator));

        List<String> lines = Files.readAllLines(posts.ndjson());
        Set<String> statuses = new HashSet<>();
        for (String line : lines) JSON.readTree(line).get("comments").forEach(c -> statuses.add(c.get("status").asText()));
        assertEquals(3, statuses.size(), "the sample draws the declared 3 statuses: " + statuses);
        assertFalse(statuses.contains("escalated"));
        ObjectNode other = (ObjectNode) JSON.readTree(lines.get(0));
        ((ObjectNode) other.withArray("comments").get(0)).put("status", "escalated");
        Path otherValue = Files.writeString(dir.resolve("other-status.ndjson"), JSON.writeValueAsString(other) + "\n");

        ArrayNode manifest = JSON.createArrayNode();
        for (var files : result.collections().values()) {
            manifest.addObject().put("schema", files.schema().toString()).putArray("documents").add(files.ndjson().toString());
        }
        manifest.addObject().put("schema", posts.schema().toString()).putArray("documents").add(otherValue.toString());
        Path file = Files.writeString(dir.resolve("ajv.json"), JSON.writeValueAsString(manifest));
        NodeTools.Run ajv = NodeTools.run(List.of("node", NodeTools.testScript("validate-ndjson.js").toString(), file.toString()), dir);
        assertEquals(0, ajv.exitCode(), ajv.output());
    }
}
