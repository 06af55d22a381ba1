package dev.docshape.storage.export;

import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Sorts;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The blog with a feed of its 15 latest posts (docs/counting-rules.md "Ordering and feeds"), exported and
 * loaded as a MongoDB user would: the script creates the feed collection with its validator and an index
 * on its order field (and none on the Post collection, whose only ordered read the feed serves), and the
 * feed holds exactly the 15 newest posts of the Post collection.
 */
class FeedExportTest extends MongoshTestBase {

    @Test
    void theScriptCreatesTheFeedHoldingTheLatestPosts() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-feed.docshape").toURI()));
        Exporter.Result result = Exporter.export(project, "feed", SampleOptions.of(5, 0.0005), dir.resolve("out"), Progress.NONE);
        assertEquals(Set.of("User", "Post", "PostFeed", "Comment"), result.collections().keySet());
        String script = Files.readString(result.script());
        assertTrue(script.contains("db.createCollection(\"PostFeed\""), script);
        assertTrue(script.contains("db.getCollection(\"PostFeed\").createIndex({ \"publishedAt\": 1 }"), "the feed's order is indexed:\n" + script);
        assertTrue(!script.contains("db.getCollection(\"Post\").createIndex({ \"publishedAt\": 1 }"),
                "the feed serves every read of the latest posts: Post keeps no index for it:\n" + script);

        NodeTools.Run run = MongoshExportTest.runScriptAndLoad(result, "feed");
        assertEquals(0, run.exitCode(), run.output());
        MongoDatabase db = server.client().getDatabase("feed");
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
    void aFeedPerParentGetsTheIndexOnItsParentAndOrder() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-user-feed.docshape").toURI()));
        Exporter.Result result = Exporter.export(project, "user-feed", SampleOptions.of(5, 0.0002), dir.resolve("out"), Progress.NONE);
        assertEquals(Set.of("User", "Post", "PostFeedByUserId"), result.collections().keySet());
        String script = Files.readString(result.script());
        assertTrue(script.contains("db.getCollection(\"PostFeedByUserId\").createIndex({ \"userId\": 1, \"creationDate\": 1 });"), script);

        NodeTools.Run run = MongoshExportTest.runScriptAndLoad(result, "userfeed");
        assertEquals(0, run.exitCode(), run.output());
        List<Document> keys = new ArrayList<>();
        for (Document index : server.client().getDatabase("userfeed").getCollection("PostFeedByUserId").listIndexes()) {
            keys.add((Document) index.get("key"));
        }
        assertTrue(keys.contains(new Document("userId", 1).append("creationDate", 1)), keys.toString());
    }
}
