package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.mongodb.client.MongoDatabase;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The blog with comments and likes co-located with their post, exported and loaded as a MongoDB
 * user would: one Post collection holds the three kinds of document, each with its type; the
 * validator and the JSON Schema accept each document by exactly one member shape. The export is loaded with the other
 * export tests' by one mongosh ({@link LoadedExports}).
 */
@ExtendWith(LoadedExports.class)
class CoLocatedExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    Path dir;

    @Test
    void thePostCollectionHoldsPostsCommentsAndLikesEachValidatedByItsType(LoadedExports.Loads loads) throws Exception {
        Exporter.Result result = loads.exported("colocated");
        assertEquals(Set.of("User", "Post"), result.collections().keySet(), "comments and likes live in the Post collection");
        JsonNode validator = JSON.readTree(result.collections().get("Post").validator().toFile());
        assertEquals(List.of(), MongoJsonSchemaRules.violations(validator));
        assertEquals(3, validator.at("/$jsonSchema/oneOf").size());

        loads.loaded("colocated");
        MongoDatabase db = loads.database("colocated");
        TreeMap<String, Integer> types = new TreeMap<>();
        for (BsonDocument stored : db.getCollection("Post", BsonDocument.class).find()) {
            String type = stored.getString("type").getValue();
            types.merge(type, 1, Integer::sum);
            int accepted = 0;
            for (JsonNode branch : validator.at("/$jsonSchema/oneOf")) {
                ObjectNode only = JSON.createObjectNode();
                only.set("$jsonSchema", branch);
                boolean fits = BsonSchemaCheck.violations(stored, only).isEmpty()
                        && branch.at("/properties/type/enum/0").asText().equals(type);
                if (fits) accepted++;
            }
            assertEquals(1, accepted, "one member shape accepts " + stored.toJson());
        }
        assertEquals(new TreeSet<>(List.of("Comment", "Like", "Post")), types.navigableKeySet(), types.toString());
        assertEquals(result.collections().get("Post").documents(), types.values().stream().mapToInt(Integer::intValue).sum());

        ArrayNode manifest = JSON.createArrayNode();
        for (var files : result.collections().values()) {
            manifest.addObject().put("schema", files.schema().toString()).putArray("documents").add(files.ndjson().toString());
        }
        Path file = Files.writeString(dir.resolve("ajv.json"), JSON.writeValueAsString(manifest));
        NodeTools.Run ajv = NodeTools.run(List.of("node", NodeTools.testScript("validate-ndjson.js").toString(), file.toString()), dir);
        assertEquals(0, ajv.exitCode(), ajv.output());
    }

    @Test
    void aCommentClaimingToBeAPostIsRefused() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-co-located.docshape").toURI()));
        Exporter.Result result = Exporter.export(project, "co-located", SampleOptions.of(5, 0.0005), dir.resolve("out2"), Progress.NONE);
        List<String> lines = Files.readAllLines(result.collections().get("Post").ndjson());
        List<String> comments = new ArrayList<>();
        for (String line : lines) if (line.contains("\"type\":\"Comment\"")) comments.add(line);
        assertFalse(comments.isEmpty());
        var schema = com.networknt.schema.SchemaRegistry.withDefaultDialect(com.networknt.schema.SpecificationVersion.DRAFT_2020_12)
                .getSchema(Files.readString(result.collections().get("Post").schema()), com.networknt.schema.InputFormat.JSON);
        assertTrue(schema.validate(comments.get(0), com.networknt.schema.InputFormat.JSON).isEmpty(), comments.get(0));
        String disguised = comments.get(0).replace("\"type\":\"Comment\"", "\"type\":\"Post\"");
        assertFalse(schema.validate(disguised, com.networknt.schema.InputFormat.JSON).isEmpty(), "a comment's fields under the Post type");
    }
}
