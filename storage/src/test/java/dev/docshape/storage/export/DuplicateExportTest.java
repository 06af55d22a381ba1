package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.mongodb.client.MongoDatabase;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.file.Files;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The blog keeping every post twice (docs/counting-rules.md "Duplicate collections"), exported and
 * loaded as a MongoDB user would: the script creates the duplicate collection with its validator and
 * its own shard key, and the duplicate holds the same posts as the Post collection. The export is loaded with the
 * other export tests' by one mongosh ({@link LoadedExports}).
 */
@ExtendWith(LoadedExports.class)
class DuplicateExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theScriptCreatesTheDuplicateCollectionHoldingEveryPost(LoadedExports.Loads loads) throws Exception {
        Exporter.Result result = loads.exported("duplicated");
        assertEquals(Set.of("User", "Post", "PostByUserId", "Comment"), result.collections().keySet());
        JsonNode validator = JSON.readTree(result.collections().get("PostByUserId").validator().toFile());
        assertEquals(List.of(), MongoJsonSchemaRules.violations(validator));
        String script = Files.readString(result.script());
        assertTrue(script.contains("db.createCollection(\"PostByUserId\""), script);
        assertTrue(script.contains("\"PostByUserId\", { \"userId\": \"hashed\" }"), "the duplicate's own shard key:\n" + script);
        assertTrue(script.contains("\"Post\", { \"_id\": \"hashed\" }"), "the posts' key:\n" + script);

        loads.loaded("duplicated");
        MongoDatabase db = loads.database("duplicated");
        assertTrue(db.listCollectionNames().into(new java.util.ArrayList<>()).contains("PostByUserId"));
        Set<BsonDocument> posts = new HashSet<>();
        db.getCollection("Post", BsonDocument.class).find().into(posts);
        Set<BsonDocument> copies = new HashSet<>();
        db.getCollection("PostByUserId", BsonDocument.class).find().into(copies);
        assertTrue(!posts.isEmpty());
        assertEquals(posts, copies, "the duplicate holds the same documents");
    }
}
