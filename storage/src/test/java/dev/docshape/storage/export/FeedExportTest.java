package dev.docshape.storage.export;

import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Sorts;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The blog with a feed of its 15 latest posts (docs/counting-rules.md "Ordering and feeds"), exported and
 * loaded as a MongoDB user would: the script creates the feed collection with its validator and an index
 * on its order field (and none on the Post collection, whose only ordered read the feed serves), and the
 * feed holds exactly the 15 newest posts of the Post collection. The exports are loaded with the other export tests'
 * by one mongosh ({@link LoadedExports}).
 */
@ExtendWith(LoadedExports.class)
class FeedExportTest {

    @Test
    void theScriptCreatesTheFeedHoldingTheLatestPosts(LoadedExports.Loads loads) throws Exception {
        Exporter.Result result = loads.exported("feed");
        assertEquals(Set.of("User", "Post", "PostFeed", "Comment"), result.collections().keySet());
        String script = Files.readString(result.script());
        assertTrue(script.contains("db.createCollection(\"PostFeed\""), script);
        assertTrue(script.contains("db.getCollection(\"PostFeed\").createIndex({ \"publishedAt\": 1 }"), "the feed's order is indexed:\n" + script);
        assertTrue(!script.contains("db.getCollection(\"Post\").createIndex({ \"publishedAt\": 1 }"),
                "the feed serves every read of the latest posts: Post keeps no index for it:\n" + script);

        loads.loaded("feed");
        MongoDatabase db = loads.database("feed");
        List<BsonDocument> newest = db.getCollection("Post", BsonDocument.class).find()
                .sort(Sorts.orderBy(Sorts.descending("publishedAt"), Sorts.ascending("_id"))).limit(15).into(new ArrayList<>());
        List<BsonDocument> feed = db.getCollection("PostFeed", BsonDocument.class).find()
                .sort(Sorts.orderBy(Sorts.descending("publishedAt"), Sorts.ascending("_id"))).into(new ArrayList<>());
        assertEquals(15, feed.size());
        assertEquals(newest, feed, "the feed holds the 15 newest posts, whole");
    }

    /**
     * A feed of each user's latest 10 posts (decision 0326): the feed's read of one user's first N and its trim filter by
     * the user's id and sort by creation date, so the script gives the feed the compound index on both, and the server
     * holds it after the script ran (decision 0331).
     */
    @Test
    void aFeedPerParentGetsTheIndexOnItsParentAndOrder(LoadedExports.Loads loads) throws Exception {
        Exporter.Result result = loads.exported("userfeed");
        assertEquals(Set.of("User", "Post", "PostFeedByUserId"), result.collections().keySet());
        String script = Files.readString(result.script());
        assertTrue(script.contains("db.getCollection(\"PostFeedByUserId\").createIndex({ \"userId\": 1, \"creationDate\": 1 });"), script);

        loads.loaded("userfeed");
        List<Document> keys = new ArrayList<>();
        for (Document index : loads.database("userfeed").getCollection("PostFeedByUserId").listIndexes()) {
            keys.add((Document) index.get("key"));
        }
        assertTrue(keys.contains(new Document("userId", 1).append("creationDate", 1)), keys.toString());
    }
}
