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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Posts keeping copies of their 3 latest comments (or of all of them) and the number of their comments, the posts
 * embedded in their author's document or in a collection of their own: "delete a comment", its mongosh template run by mongosh on the
 * design's sample, pulls the comment's copy from the post that held it and takes one off that post's count, and
 * leaves every other post as it was (decisions 0516, 0518). Before, the count of a post embedded in its author was left
 * as it was: the count beside an array inside an array item was never written.
 */
class CountBesideNestedCopiesRunTest {
    /** Per design, the array of comment copies each post keeps: its latest (a subset) or all of them. */
    private static final Map<String, String> COPIES = Map.of("posts-in-user", "recentComments",
            "posts-in-user-all-comments", "comments", "posts-apart", "recentComments");
    private static final List<String> DESIGNS = List.of("posts-in-user", "posts-in-user-all-comments", "posts-apart");
    private static final String COUNT = "countOfComments";
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();
    @TempDir
    static Path dir;
    private static MongoshScripts mongosh;
    private static final Map<String, Deleted> deleted = new HashMap<>();

    /** The database a design's delete ran on, the comment deleted, and every post before it. */
    private record Deleted(MongoDatabase db, String posts, ObjectId comment, Map<Object, Document> before) {
    }

    @BeforeAll
    static void deleteACommentOnEachDesign() throws Exception {
        Project project = ProjectFiles.load(Path.of(CountBesideNestedCopiesRunTest.class
                .getResource("/workloads/posts-in-user-latest-comments.docshape").toURI()));
        DataModel model = project.model();
        mongosh = new MongoshScripts(dir);
        for (String name : DESIGNS) {
            Design design = project.design(name).orElseThrow();
            Projection projection = Projector.project(model, design);
            String templates = TemplatesByPatternId.mongosh(model, design, projection, project.name());
            MongoDatabase db = runner.load(model, design, projection);
            String posts = name.startsWith("posts-in-user") ? "User" : "Post";
            Map<Object, Document> before = posts(db, posts);
            Object post = aPostHoldingTwo(before, COPIES.get(name));
            ObjectId comment = (ObjectId) copyIds(before.get(post), COPIES.get(name)).get(0);
            deleted.put(name, new Deleted(db, posts, comment, before));
            mongosh.add(name, db.getName(), templates + TemplatesByPatternId.call("delete-comment",
                    "{ id: ObjectId(\"" + comment.toHexString() + "\"), relatedId: " + idLiteral(post) + " }"));
        }
        mongosh.run(runner.address() + "/admin" + WireServer.PATIENT);
    }

    @Test
    void thePostThatHeldTheCommentLosesItsCopyAndOneOfItsCount() {
        for (String design : DESIGNS) {
            mongosh.output(design);
            Deleted d = deleted.get(design);
            Map<Object, Document> after = posts(d.db(), d.posts());
            assertEquals(d.before().keySet(), after.keySet(), design + ": the same posts");
            String copies = COPIES.get(design);
            int held = 0;
            for (var post : d.before().entrySet()) {
                Document was = post.getValue();
                Document is = after.get(post.getKey());
                if (!copyIds(was, copies).contains(d.comment())) {
                    assertEquals(was, is, design + ": post " + post.getKey() + " did not hold the comment");
                    continue;
                }
                held++;
                assertFalse(copyIds(is, copies).contains(d.comment()), design + ": the copy is pulled from post " + post.getKey());
                assertEquals(was.getInteger(COUNT) - 1, is.getInteger(COUNT), design + ": the count of post " + post.getKey());
            }
            assertEquals(1, held, design + ": one post held the comment");
        }
    }

    /** Every post of the sample by its id, from their own documents or from inside their authors'. */
    private static Map<Object, Document> posts(MongoDatabase db, String collection) {
        Map<Object, Document> posts = new LinkedHashMap<>();
        for (Document doc : db.getCollection(collection).find()) {
            if (collection.equals("Post")) {
                posts.put(doc.get("_id"), doc);
            } else {
                for (Document post : doc.getList("posts", Document.class, List.of())) posts.put(post.get("id"), post);
            }
        }
        assertFalse(posts.isEmpty(), "the sample has posts in " + collection);
        return posts;
    }

    /** The id of a post holding more than one comment among its latest. */
    private static Object aPostHoldingTwo(Map<Object, Document> posts, String copies) {
        for (var post : posts.entrySet()) {
            List<Object> ids = copyIds(post.getValue(), copies);
            assertNotNull(post.getValue().getInteger(COUNT), "the post keeps its count: " + post.getValue().toJson());
            if (ids.size() > 1 && post.getValue().getInteger(COUNT) > 1) {
                assertTrue(ids.get(0) instanceof ObjectId, "ids are ObjectIds");
                return post.getKey();
            }
        }
        throw new AssertionError("no post holds two comments");
    }

    /** The post's id as mongosh reads it (the application knows the post of the comment it deletes, decision 0516). */
    private static String idLiteral(Object id) {
        return id instanceof ObjectId o ? "ObjectId(\"" + o.toHexString() + "\")" : String.valueOf(id);
    }

    private static List<Object> copyIds(Document post, String copies) {
        List<Object> ids = new ArrayList<>();
        for (Document copy : post.getList(copies, Document.class, List.of())) ids.add(copy.get("id"));
        return ids;
    }
}
