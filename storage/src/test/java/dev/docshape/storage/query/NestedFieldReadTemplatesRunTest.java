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
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Orders keeping a copy of their customer's address, or only its id: "an order with its customer's city", a read naming
 * {@code address.city}, run from its mongosh template by mongosh and from its driver code on each design's sample,
 * returns the customer's city from the copy of the address in the order's own document, in one request; where the
 * order holds only the id, the customer comes back in a second request with its city alone (decision 0563). Before, the
 * copies design read the customer too, a second request the application does not need.
 */
class NestedFieldReadTemplatesRunTest {
    private static final String PATTERN = "order-city";
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();
    @TempDir
    static Path dir;
    private static MongoshScripts mongosh;
    private static final Map<String, Read> reads = new HashMap<>();

    /** The database a design's read ran on, the order it read and its customer's city. */
    private record Read(MongoDatabase db, Document order, String city) {
    }

    @BeforeAll
    static void readAnOrderOnEachDesign() throws Exception {
        Project project = project();
        DataModel model = project.model();
        mongosh = new MongoshScripts(dir);
        for (Design design : project.designs()) {
            Projection projection = Projector.project(model, design);
            MongoDatabase db = runner.load(model, design, projection);
            Document order = db.getCollection("Order").find().first();
            assertNotNull(order, design.name() + ": the sample has orders");
            Document customer = db.getCollection("Customer").find(new Document("_id", customerId(order))).first();
            assertNotNull(customer, design.name() + ": the order's customer");
            reads.put(design.name(), new Read(db, order, customer.get("address", Document.class).getString("city")));
            mongosh.add(design.name(), db.getName(), TemplatesByPatternId.mongosh(model, design, projection, project.name())
                    + "const read = run[\"" + PATTERN + "\"](db, { id: ObjectId(\"" + order.getObjectId("_id").toHexString() + "\") });\n"
                    + "print(EJSON.stringify({ read: read }, { relaxed: false }));\n");
        }
        mongosh.run(runner.address() + "/admin" + WireServer.PATIENT);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"copies", "referenced"})
    void mongoshReturnsTheCityInTheRequestsEstimated(String design) throws Exception {
        Document printed = mongosh.output(design).stream().filter(l -> l.startsWith("{\"read\":")).map(Document::parse)
                .findFirst().orElseThrow(() -> new AssertionError("no read printed: " + mongosh.output(design)));
        assertTheCity(design, printed.get("read", Document.class));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"copies", "referenced"})
    void theDriverCodeReturnsTheCityInTheRequestsEstimated(String design) throws Exception {
        Project project = project();
        DataModel model = project.model();
        Design d = project.design(design).orElseThrow();
        String java = QueryLanguage.JAVA.render(project.name(), QueryTemplates.of(model, d, Projector.project(model, d),
                Estimator.estimate(model, d, Profile.mongodb())));
        Class<?> compiled = TemplateRunner.compile(java);
        String method = new FunctionNames(Identifiers.JAVA_RESERVED).next(model.pattern(PATTERN).orElseThrow().name());
        Read r = reads.get(design);
        @SuppressWarnings("unchecked")
        Map<String, Object> results = (Map<String, Object>) compiled.getMethod(method, MongoDatabase.class, Document.class,
                com.mongodb.client.ClientSession.class).invoke(null, r.db(), new Document("id", r.order().get("_id")), null);
        assertTheCity(design, new Document(results));
    }

    /**
     * The read's steps hold the order's customer's city, and no other city: on the copies design in the one step reading
     * the order (the copy of the address), else in the second, whose customer comes back without its street.
     */
    private static void assertTheCity(String design, Document read) {
        Read r = reads.get(design);
        List<String> steps = read.keySet().stream().filter(k -> k.startsWith("step")).sorted().toList();
        assertEquals(design.equals("copies") ? 1 : 2, steps.size(), design + ": the template's requests: " + read.toJson());
        List<Object> cities = new ArrayList<>();
        List<Object> streets = new ArrayList<>();
        collect(read.get(steps.get(steps.size() - 1)), "city", cities);
        assertEquals(List.of(r.city()), cities.stream().distinct().toList(), design + ": the customer's city: " + read.toJson());
        if (design.equals("referenced")) {
            collect(read.get(steps.get(1)), "street", streets);
            assertEquals(List.of(), streets, design + ": the customer is read for its city alone: " + read.toJson());
        }
    }

    /** Every value under {@code key} in the documents and arrays of {@code value}. */
    private static void collect(Object value, String key, List<Object> out) {
        if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (e.getKey().equals(key)) out.add(e.getValue());
                else collect(e.getValue(), key, out);
            }
        } else if (value instanceof List<?> list) {
            for (Object item : list) collect(item, key, out);
        }
    }

    private static Object customerId(Document order) {
        Object copy = order.get("customer");
        return copy instanceof Document d ? d.get("id") : order.get("customerId");
    }

    private static Project project() throws Exception {
        return ProjectFiles.load(Path.of(NestedFieldReadTemplatesRunTest.class
                .getResource("/workloads/customers-address-copies.docshape").toURI()));
    }
}
