package dev.docshape.storage.query;

import com.mongodb.client.MongoDatabase;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplates;
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
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Orders keeping a copy of their customer's address (or only its id): "a customer moves to another city", an update
 * naming {@code address.city}, its mongosh template run by mongosh on each design's sample, sets the city in the
 * customer's document and in the copies of its address, keeps the street, and leaves other customers' copies alone
 * (decision 0562). Before, its templates could not be built: "collection 'Customer' holds none of the fields written".
 */
class NestedFieldWriteTemplatesRunTest {
    private static final String NEW_CITY = "Moved-To-City";
    private static final List<String> DESIGNS = List.of("copies", "referenced");
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();
    @TempDir
    static Path dir;
    private static MongoshScripts mongosh;
    private static final Map<String, Moved> moved = new HashMap<>();

    /** The database a design's move ran on, the customer moved, and the customers and orders before it. */
    private record Moved(MongoDatabase db, ObjectId customer, List<Document> customers, List<Document> orders) {
    }

    @BeforeAll
    static void moveACustomerOnEachDesign() throws Exception {
        Project project = project();
        DataModel model = project.model();
        mongosh = new MongoshScripts(dir);
        for (String name : DESIGNS) {
            Design design = project.design(name).orElseThrow();
            Projection projection = Projector.project(model, design);
            String templates = TemplatesByPatternId.mongosh(model, design, projection, project.name());
            assertTrue(templates.contains("\"address.city\": input?.[\"set\"]?.[\"address.city\"]"), templates);
            MongoDatabase db = runner.load(model, design, projection);
            List<Document> customers = db.getCollection("Customer").find().into(new ArrayList<>());
            List<Document> orders = db.getCollection("Order").find().into(new ArrayList<>());
            ObjectId customer = (ObjectId) customers.get(0).get("_id");
            moved.put(name, new Moved(db, customer, customers, orders));
            mongosh.add(name, db.getName(), templates + TemplatesByPatternId.call("move",
                    "{ id: ObjectId(\"" + customer.toHexString() + "\"), set: { \"address.city\": \"" + NEW_CITY + "\" } }"));
        }
        mongosh.run(runner.address() + "/admin" + WireServer.PATIENT);
    }

    /** The driver code, compiled and run on each design's sample, sends the requests the estimate counts. */
    @Test
    void theJavaTemplatesSendTheEstimatedRoundTrips() throws Exception {
        for (String design : DESIGNS) runner.assertRoundTrips(project(), design);
    }

    /** Cosmos DB patches the city alone, at its JSON path, in the customer and in the copies of its address. */
    @Test
    void cosmosPatchesTheCityAtItsPath() throws Exception {
        Project project = project();
        Design design = project.design("copies").orElseThrow();
        DataModel model = project.model();
        String sql = QueryLanguage.COSMOS_SQL.render(project.name(), QueryTemplates.of(model, design,
                Projector.project(model, design), Estimator.estimate(model, design, Profile.cosmos())));
        assertTrue(sql.contains("\"path\": \"/address/city\""), sql);
        assertTrue(sql.contains("\"path\": \"/customer/address/city\""), sql);
    }

    private static Project project() throws Exception {
        return ProjectFiles.load(Path.of(NestedFieldWriteTemplatesRunTest.class
                .getResource("/workloads/customers-address-copies.docshape").toURI()));
    }

    @Test
    void theCustomerMovesKeepingItsStreetAndNoOtherCustomerDoes() {
        for (String design : DESIGNS) {
            mongosh.output(design);
            Moved m = moved.get(design);
            for (Document before : m.customers()) {
                Document after = m.db().getCollection("Customer").find(new Document("_id", before.get("_id"))).first();
                assertNotNull(after, design + ": customer " + before.get("_id") + " is still there");
                if (!m.customer().equals(before.get("_id"))) {
                    assertEquals(before, after, design + ": another customer");
                    continue;
                }
                Document address = after.get("address", Document.class);
                assertEquals(NEW_CITY, address.getString("city"), design + ": the moved customer's city");
                assertEquals(before.get("address", Document.class).getString("street"), address.getString("street"),
                        design + ": the moved customer's street");
            }
        }
    }

    @Test
    void theCopiesOfTheMovedCustomersAddressMoveAndNoOthers() {
        mongosh.output("copies");
        Moved m = moved.get("copies");
        int copiesOfTheCustomer = 0;
        for (Document before : m.orders()) {
            Document after = m.db().getCollection("Order").find(new Document("_id", before.get("_id"))).first();
            assertNotNull(after, "order " + before.get("_id") + " is still there");
            Document copy = before.get("customer", Document.class);
            assertNotNull(copy, "the order keeps a copy of its customer: " + before.toJson());
            if (!m.customer().equals(copy.get("id"))) {
                assertEquals(before, after, "an order of another customer");
                continue;
            }
            copiesOfTheCustomer++;
            Document address = after.get("customer", Document.class).get("address", Document.class);
            assertEquals(NEW_CITY, address.getString("city"), "the copy in order " + before.get("_id"));
            assertEquals(copy.get("address", Document.class).getString("street"), address.getString("street"),
                    "the copied street in order " + before.get("_id"));
        }
        assertTrue(copiesOfTheCustomer > 0, "the moved customer has orders");
    }
}
