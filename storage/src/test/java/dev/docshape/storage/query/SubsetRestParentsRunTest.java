package dev.docshape.storage.query;

import com.mongodb.client.MongoDatabase;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.export.MongoshScripts;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Posts keeping copies of their 3 newest comments, the rest in buckets or in a collection of its own: the mongosh
 * templates, run by mongosh on the design's sample for a comment that is not among its post's 3 newest, return that
 * comment's post (through the bucket or the comment's own document, never the subsets), and deleting that comment
 * takes one off its post's count, leaving the post's 3 newest as they were (decision 0516). Before, the count was
 * decremented only by the subset's pull, which finds the comment in its post's newest 3 alone. Where the comment is
 * also embedded in its user, read there by its id, the post is found through the bucket holding that comment alone (or
 * by the post's id the comment holds), not through the subsets nor the buckets of every comment of the user (decision 0530).
 * In every design the read is two requests: the comment in its own document or the bucket holding it, then its post;
 * before, where the comment is also embedded in its user, it was read there first, a third request (decision 0545).
 */
class SubsetRestParentsRunTest {
    private static final List<String> DESIGNS = List.of("newest-and-bucketed", "newest-bucketed-and-in-users", "newest-and-referenced", "newest-referenced-and-in-users");
    private static final String POSTS = "Post";
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();
    @TempDir
    static Path dir;
    private static MongoshScripts mongosh;
    private static final Map<String, Ran> ran = new HashMap<>();

    /** The database a design's templates ran on, the comment they read and deleted, its post as it was before. */
    private record Ran(MongoDatabase db, ObjectId comment, Document postBefore) {
    }

    @BeforeAll
    static void runTheTemplates() throws Exception {
        Project project = ProjectFiles.load(Path.of(SubsetRestParentsRunTest.class
                .getResource("/workloads/blog-subset-rest-parents.docshape").toURI()));
        DataModel model = project.model();
        mongosh = new MongoshScripts(dir);
        for (String name : DESIGNS) {
            Design design = project.design(name).orElseThrow();
            Projection projection = Projector.project(model, design);
            MongoDatabase db = runner.load(model, design, projection);
            Document post = postWithCommentsBeyondItsNewest(db, name);
            ObjectId comment = commentBeyondTheNewest(db, name, post);
            ran.put(name, new Ran(db, comment, post));
            String id = "ObjectId(\"" + comment.toHexString() + "\")";
            String postId = "ObjectId(\"" + post.getObjectId("_id").toHexString() + "\")";
            String script = TemplatesByPatternId.mongosh(model, design, projection, project.name())
                    + "const read = run[\"comment-with-post\"](db, { id: " + id + " });\n"
                    + "const steps = Object.keys(read).filter(k => k.startsWith(\"step\")).sort();\n"
                    + "print(EJSON.stringify({ posts: [].concat(read[steps[steps.length - 1]]).map(p => p._id), steps: steps.length }, { relaxed: false }));\n"
                    + TemplatesByPatternId.call("delete-comment", "{ id: " + id + ", relatedId: " + postId + " }");
            mongosh.add(name, db.getName(), script);
        }
        mongosh.run(runner.address() + "/admin" + WireServer.PATIENT);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"newest-and-bucketed", "newest-bucketed-and-in-users", "newest-and-referenced", "newest-referenced-and-in-users"})
    void aCommentBeyondItsPostsNewestFindsItsPost(String design) {
        Ran r = ran.get(design);
        Document printed = mongosh.output(design).stream().filter(l -> l.startsWith("{\"posts\":")).map(Document::parse)
                .findFirst().orElseThrow(() -> new AssertionError("no read printed: " + mongosh.output(design)));
        assertEquals(List.of(r.postBefore().get("_id")), printed.getList("posts", Object.class), design + ": comment " + r.comment());
        // the comment where its own document or its bucket names its post, then the post (decision 0545)
        assertEquals(2, printed.getInteger("steps"), design + ": the template's requests");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"newest-and-bucketed", "newest-bucketed-and-in-users", "newest-and-referenced", "newest-referenced-and-in-users"})
    void deletingItTakesOneOffItsPostsCountAndLeavesItsNewestAlone(String design) {
        mongosh.output(design);
        Ran r = ran.get(design);
        Document after = r.db().getCollection(POSTS).find(new Document("_id", r.postBefore().get("_id"))).first();
        assertNotNull(after, "the post is still there");
        assertEquals(r.postBefore().getInteger("countOfComments") - 1, after.getInteger("countOfComments"), design + ": the post's count");
        assertEquals(r.postBefore().get("recentComments"), after.get("recentComments"), design + ": the post's 3 newest");
        assertFalse(commentsOf(r.db(), design, after).contains(r.comment()), design + ": the comment is gone");
    }

    /** A post with more comments than its 3 newest. */
    private static Document postWithCommentsBeyondItsNewest(MongoDatabase db, String design) {
        for (Document post : db.getCollection(POSTS).find()) {
            if (commentsOf(db, design, post).size() > post.getList("recentComments", Document.class).size()) return post;
        }
        throw new AssertionError(design + ": no post has comments beyond its newest");
    }

    private static ObjectId commentBeyondTheNewest(MongoDatabase db, String design, Document post) {
        List<Object> newest = post.getList("recentComments", Document.class).stream().map(c -> c.get("id")).toList();
        return commentsOf(db, design, post).stream().filter(c -> !newest.contains(c)).findFirst().orElseThrow();
    }

    /** Every comment of the post, where every one is kept: its buckets, or the comments' own collection. */
    private static List<ObjectId> commentsOf(MongoDatabase db, String design, Document post) {
        Document byPost = new Document("postId", post.get("_id"));
        List<ObjectId> ids = new ArrayList<>();
        if (design.contains("bucketed")) {
            for (Document bucket : db.getCollection("postCommentBuckets").find(byPost)) {
                bucket.getList("comments", Document.class).forEach(c -> ids.add(c.getObjectId("id")));
            }
        } else {
            db.getCollection("Comment").find(byPost).forEach(c -> ids.add(c.getObjectId("_id")));
        }
        return ids;
    }
}
