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
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Orders keeping copies of their buyer's and of their seller's handle, both users: the mongosh templates of "rename a
 * user" and "delete a user", run by mongosh on the design's sample, write the copies at both paths, each by its own
 * request, and leave the copies of other users alone (decision 0517). Before, both requests filtered on the buyer's
 * path: a user's copies as a seller kept the old handle, and the orders it bought got its handle as their seller's.
 */
class CopiesByTwoRelationshipsRunTest {
    private static final String ORDERS = "Order";
    private static final String NEW_HANDLE = "renamed-handle";
    private static final List<String> ENDS = List.of("buyer", "seller");
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();
    @TempDir
    static Path dir;
    private static MongoshScripts mongosh;
    /** Per pattern: the database it ran on, the user it wrote, and every order before. */
    private static final Map<String, Written> written = new HashMap<>();

    private record Written(MongoDatabase db, ObjectId user, List<Document> before) {
    }

    @BeforeAll
    static void runTheTemplates() throws Exception {
        Project project = ProjectFiles.load(Path.of(CopiesByTwoRelationshipsRunTest.class
                .getResource("/workloads/orders-buyer-seller.docshape").toURI()));
        DataModel model = project.model();
        Design design = project.design("copies").orElseThrow();
        Projection projection = Projector.project(model, design);
        String templates = TemplatesByPatternId.mongosh(model, design, projection, project.name());
        mongosh = new MongoshScripts(dir);
        for (String pattern : List.of("rename-user", "delete-user")) {
            MongoDatabase db = runner.load(model, design, projection);
            List<Document> before = db.getCollection(ORDERS).find().into(new ArrayList<>());
            ObjectId user = buyerAndSeller(before);
            written.put(pattern, new Written(db, user, before));
            String input = pattern.equals("rename-user")
                    ? "{ id: ObjectId(\"" + user.toHexString() + "\"), set: { handle: \"" + NEW_HANDLE + "\" } }"
                    : "{ id: ObjectId(\"" + user.toHexString() + "\") }";
            mongosh.add(pattern, db.getName(), templates + TemplatesByPatternId.call(pattern, input));
        }
        mongosh.run(runner.address() + "/admin" + WireServer.PATIENT);
    }

    @Test
    void renamingAUserRenamesItsCopiesAsBuyerAndAsSellerAndNoOthers() {
        mongosh.output("rename-user");
        List<Copy> copies = copies(written.get("rename-user"));
        for (Copy c : copies) {
            assertNotNull(c.after(), c + " is still there");
            String handle = c.after().getString("handle");
            assertEquals(c.ofTheUser() ? NEW_HANDLE : c.before().getString("handle"), handle, c.toString());
        }
        assertEquals(ENDS.size(), copies.stream().filter(Copy::ofTheUser).map(Copy::end).distinct().count(),
                "the user has copies as buyer and as seller");
    }

    @Test
    void deletingAUserRemovesItsCopiesAsBuyerAndAsSellerAndNoOthers() {
        mongosh.output("delete-user");
        for (Copy c : copies(written.get("delete-user"))) {
            if (c.ofTheUser()) assertFalse(c.orderAfter().containsKey(c.end()), c + " is removed");
            else assertEquals(c.before(), c.after(), c.toString());
        }
    }

    /** A user's copy in an order as its buyer or seller before the write, and the order after it. */
    private record Copy(Object order, String end, boolean ofTheUser, Document before, Document orderAfter) {
        Document after() {
            return orderAfter.get(end, Document.class);
        }

        @Override
        public String toString() {
            return (ofTheUser ? "the written user's" : "another user's") + " copy as " + end + " in order " + order;
        }
    }

    /** Every copy of a user the orders held before the write, with what the order holds there after it. */
    private static List<Copy> copies(Written w) {
        List<Copy> copies = new ArrayList<>();
        for (Document before : w.before()) {
            Document after = w.db().getCollection(ORDERS).find(new Document("_id", before.get("_id"))).first();
            assertNotNull(after, "the order " + before.get("_id") + " is still there");
            for (String end : ENDS) {
                Document copy = before.get(end, Document.class);
                if (copy != null) {
                    copies.add(new Copy(before.get("_id"), end, w.user().equals(copy.get("id")), copy, after));
                }
            }
        }
        return copies;
    }

    /** A user that bought some orders and sold others. */
    private static ObjectId buyerAndSeller(List<Document> orders) {
        Map<Object, int[]> ends = new HashMap<>();
        for (Document order : orders) {
            for (int i = 0; i < ENDS.size(); i++) {
                Document copy = order.get(ENDS.get(i), Document.class);
                if (copy != null) ends.computeIfAbsent(copy.get("id"), k -> new int[2])[i]++;
            }
        }
        Object user = ends.entrySet().stream().filter(e -> e.getValue()[0] > 0 && e.getValue()[1] > 0)
                .map(Map.Entry::getKey).findFirst().orElse(null);
        assertNotNull(user, "the sample has a user that is a buyer and a seller");
        assertTrue(user instanceof ObjectId, "ids are ObjectIds");
        return (ObjectId) user;
    }
}
