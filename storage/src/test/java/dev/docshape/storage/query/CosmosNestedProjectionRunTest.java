package dev.docshape.storage.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.Measurer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Five orders with their customers' cities" on the design where an order holds only its customer's id: the second
 * request, a Cosmos DB SQL query of the customers by their ids naming {@code address.city}, run by the Cosmos DB engine
 * (decision 0392), returns each city inside its address, {@code {"id", "address": {"city"}}}, the shape MongoDB's projection returns and the estimate prices, and
 * within 10 % of the bytes the estimate prices for it. A plain {@code SELECT c.address.city} returned {@code {"city"}},
 * and two cities of two objects came back as one (decision 0574).
 */
@ExtendWith(SharedCosmosEngine.class)
class CosmosNestedProjectionRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String CITIES = "cities";
    private static CosmosEngine engine;

    @BeforeAll
    static void start(CosmosEngine shared) {
        engine = shared;
    }

    @Test
    void theCustomersComeBackWithTheirCityInsideTheirAddressAndTheBytesPriced() throws Exception {
        Project project = project(false);
        Design design = project.design("referenced").orElseThrow();
        CosmosTemplateRun run = new CosmosTemplateRun(engine, project.model(), design, CosmosTemplatesRunTest.smallSample(project));
        List<JsonNode> customers = customersRead(run);
        double returned = 0;
        for (JsonNode customer : customers) {
            assertEquals(List.of("id", "address"), names(customer), customer.toString());
            assertEquals(List.of("city"), names(customer.get("address")), customer.toString());
            assertTrue(customer.get("address").get("city").isTextual(), customer.toString());
            returned += JSON.writeValueAsString(customer).getBytes(StandardCharsets.UTF_8).length;
        }
        // the bytes the estimate prices for the request, at the sample's counts, against the documents the engine returned
        Request request = Estimator.estimate(Measurer.atSampleCounts(project.model(), run.sample), design, Profile.cosmos())
                .pattern(CITIES).orElseThrow().requests().get(1);
        double perDocument = returned / customers.size();
        assertEquals(request.bytesReturned() / request.docs(), perDocument, 0.1 * perDocument,
                "bytes returned a customer: estimated " + request.bytesReturned() / request.docs() + ", " + customers);
    }

    @Test
    void twoCitiesOfTwoObjectsComeBackEachInItsObject() throws Exception {
        Project project = project(true);
        List<JsonNode> customers = customersRead(new CosmosTemplateRun(engine, project.model(), project.design("referenced").orElseThrow(),
                CosmosTemplatesRunTest.smallSample(project)));
        for (JsonNode customer : customers) {
            assertEquals(List.of("id", "address", "billing"), names(customer), customer.toString());
            assertEquals(List.of("city"), names(customer.get("address")), customer.toString());
            assertEquals(List.of("city"), names(customer.get("billing")), customer.toString());
        }
    }

    /** The documents the read's second request returned: the customers of the first orders, by their ids. */
    private static List<JsonNode> customersRead(CosmosTemplateRun run) throws Exception {
        QueryTemplate read = run.templates.stream().filter(t -> t.patternId().equals(CITIES)).findFirst().orElseThrow();
        List<CosmosTemplateRun.Step> steps = run.run(read, CosmosTemplateRun.readInput("order", 0));
        assertEquals(2, steps.size(), "the orders, then their customers");
        CosmosTemplateRun.Step last = steps.get(1);
        assertTrue(!last.reply().failed(), last.reply().error() + "\n" + last.sql());
        assertTrue(last.sql().startsWith("SELECT "), "a query, not a point read: " + last.sql());
        assertTrue(!last.reply().documents().isEmpty(), last.sql());
        return last.reply().documents();
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /**
     * The workload {@code customers-address-copies} with one read, "five orders with their customers' cities" (the
     * customers read by a query of their ids), and with {@code billing} a billing address beside the address, whose city
     * the read shows too.
     */
    private static Project project(boolean billing) throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(CosmosTemplatesRunTest.workload("customers-address-copies").toFile());
        ArrayNode fields = JSON.createArrayNode().add("address.city");
        if (billing) {
            ((ArrayNode) root.get("entities").get(0).get("fields")).add(JSON.readTree("{\"name\": \"billing\", \"type\": \"object\","
                    + " \"required\": true, \"fields\": [{\"name\": \"city\", \"type\": \"string\", \"avgSize\": 20, \"required\": true}]}"));
            fields.add("billing.city");
        }
        ObjectNode read = (ObjectNode) JSON.readTree("{\"id\": \"" + CITIES + "\", \"name\": \"five orders with their customers' cities\","
                + " \"kind\": \"read\", \"entity\": \"order\", \"frequency\": 10, \"selection\": \"filter\", \"expectedMatches\": 5,"
                + " \"limit\": 5, \"includes\": [{\"relationship\": \"customer-orders\"}]}");
        ((ObjectNode) read.get("includes").get(0)).set("fields", fields);
        root.putArray("patterns").add(read);
        Path file = Files.createTempFile("cities", ".docshape");
        file.toFile().deleteOnExit();
        JSON.writeValue(file.toFile(), root);
        return ProjectFiles.load(file);
    }
}
