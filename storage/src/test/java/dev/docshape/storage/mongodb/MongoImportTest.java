package dev.docshape.storage.mongodb;

import dev.docshape.storage.testing.WireServer;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MongoImportTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @Test
    void aPushedEmbeddedDesignComesBackWithItsEntitiesRelationshipsAndCounts() throws Exception {
        Project original = ProjectFiles.load(Examples.named("s1-"));
        SampleOptions options = SampleOptions.of(2, 0.002);
        try (MongoConnection mongo = MongoConnection.open(server.settings("roundtrip"))) {
            MongoPush.push(original, "embedded", options, mongo, false, Progress.NONE);
            MongoImport.Result result = MongoImport.importDatabase(mongo, 1000, "Imported", Progress.NONE);
            Project imported = result.project();
            var originalModel = original.model();
            assertEquals(originalModel.entities().size(), imported.model().entities().size(), names(imported));
            assertEquals(originalModel.relationships().size(), imported.model().relationships().size());
            for (Relationship r : imported.model().relationships()) {
                assertTrue(imported.active().mappingFor(r).strategy() instanceof Embed, r.name() + " is embedded in the documents");
            }
            SampleGenerator generator = SampleGenerator.of(originalModel, Projector.project(originalModel, original.design("embedded").orElseThrow()), options);
            Entity root = imported.model().entities().stream().filter(e -> result.sampled().containsKey(e.name())).findFirst().orElseThrow();
            long collectionSize = mongo.database().getCollection(root.name()).countDocuments();
            assertEquals(collectionSize, root.count());
            assertEquals(generator.documentCount(root.name()), collectionSize);
        }
    }

    @Test
    void countsAreScaledFromTheSampleToTheCollectionAndIndexesAndValidatorsAreRead() throws Exception {
        try (MongoConnection mongo = MongoConnection.open(server.settings("shop"))) {
            var customers = mongo.database().getCollection("customers");
            var orders = mongo.database().getCollection("orders");
            List<Document> cs = new ArrayList<>();
            for (int i = 0; i < 80; i++) cs.add(new Document("_id", new org.bson.types.ObjectId()).append("name", "c" + i));
            customers.insertMany(cs);
            List<Document> os = new ArrayList<>();
            for (int i = 0; i < 900; i++) {
                os.add(new Document("customerId", cs.get(i % 80).get("_id")).append("total", i * 1.5)
                        .append("lines", List.of(new Document("sku", "a").append("qty", 1), new Document("sku", "b").append("qty", 2))));
            }
            orders.insertMany(os);
            orders.createIndex(new Document("customerId", 1));
            mongo.database().createCollection("audit", new com.mongodb.client.model.CreateCollectionOptions().validationOptions(
                    new com.mongodb.client.model.ValidationOptions().validator(new Document("$jsonSchema", new Document("required", List.of("at"))))));

            MongoImport.Result result = MongoImport.importDatabase(mongo, 100, "Shop", Progress.NONE);
            Entity order = result.project().model().entities().stream().filter(e -> e.name().equals("orders")).findFirst().orElseThrow();
            assertEquals(900, order.count(), "scaled from 100 sampled to the collection's 900");
            assertEquals(100, result.sampled().get("orders")[0]);
            assertTrue(result.indexes().get("orders").contains("{\"customerId\": 1}"), result.indexes().toString());
            assertTrue(result.notes().stream().anyMatch(n -> n.contains("audit")), "the empty collection is named: " + result.notes());
            assertTrue(result.project().model().relationships().stream()
                    .anyMatch(r -> result.project().active().mappingFor(r).strategy() instanceof Reference), "customerId is a reference");
            assertTrue(result.notes().stream().anyMatch(n -> n.contains("'orders'") && n.contains("100 of its 900")), result.notes().toString());
        }
    }

    @Test
    void anEmptyDatabaseSaysSo() throws Exception {
        try (MongoConnection mongo = MongoConnection.open(server.settings("nothing_here"))) {
            MongoProblem problem = assertThrows(MongoProblem.class, () -> MongoImport.importDatabase(mongo, 10, "x", Progress.NONE));
            assertTrue(problem.getMessage().contains("no collections"), problem.getMessage());
        }
    }

    @Test
    void theImportedProjectSavesWithoutCredentials(@TempDir Path dir) throws Exception {
        String uri = "mongodb://127.0.0.1:" + server.port() + "/?appName=x";
        try (MongoConnection mongo = MongoConnection.open(new MongoSettings(uri, "creds", null, null))) {
            mongo.database().getCollection("things").insertOne(new Document("a", 1));
            Project project = MongoImport.importDatabase(mongo, 10, "Things", Progress.NONE).project();
            Path file = dir.resolve("things.docshape");
            ProjectFiles.save(project, file);
            String text = Files.readString(file);
            assertFalse(text.contains("mongodb://"), text);
            assertTrue(text.contains("creds"), "names the database");
        }
    }

    @Test
    void aReferenceIsRecognisedOnTheServerWhenTheSampleMissedMostOfTheReferencedDocuments() throws Exception {
        try (MongoConnection mongo = MongoConnection.open(server.settings("partly"))) {
            List<org.bson.types.ObjectId> customerIds = new ArrayList<>();
            List<Document> customers = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                org.bson.types.ObjectId id = new org.bson.types.ObjectId();
                customerIds.add(id);
                customers.add(new Document("_id", id).append("name", "customer " + i));
            }
            mongo.database().getCollection("customers").insertMany(customers);
            java.util.Random random = new java.util.Random(3);
            List<Document> orders = new ArrayList<>();
            List<Document> accounts = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                orders.add(new Document("_id", i).append("buyer", customerIds.get(random.nextInt(400))).append("total", i * 1.5));
                accounts.add(new Document("_id", i).append("ownerId", 10_000 + i));
            }
            mongo.database().getCollection("orders").insertMany(orders);
            mongo.database().getCollection("accounts").insertMany(accounts);

            MongoImport.Result result = MongoImport.importDatabase(mongo, 40, "Partly", Progress.NONE);

            var guess = result.schema().guesses().stream().filter(g -> g.field().equals("buyer")).findFirst();
            assertTrue(guess.isPresent(), "orders.buyer refers to customers though 40 of 400 customers were sampled: " + result.schema().guesses());
            assertEquals("customers", guess.get().parent());
            assertEquals(guess.get().evidence().distinctValues(), guess.get().evidence().matchedValues(), guess.get().describe());
            assertTrue(result.schema().guesses().stream().noneMatch(g -> g.field().equals("ownerId")),
                    "values that are no _id anywhere make no reference: " + result.schema().guesses());
            assertTrue(result.notes().stream().anyMatch(n -> n.contains("looked up among its _id values on the server")), result.notes().toString());
        }
    }

    private static String names(Project p) {
        return p.model().entities().stream().map(Entity::name).toList().toString();
    }
}
