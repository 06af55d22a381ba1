package dev.docshape.storage.mongodb;

import dev.docshape.model.Entity;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A live database's orders with a status of 3 values: the import declares 3, and none for the unique order numbers. */
class MongoDistinctValuesImportTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @Test
    void aStatusOfThreeValuesInTheSampledDocumentsIsDeclared() throws Exception {
        try (MongoConnection mongo = MongoConnection.open(server.settings("statuses"))) {
            List<Document> orders = new ArrayList<>();
            List<String> statuses = List.of("new", "paid", "shipped");
            for (int i = 0; i < 500; i++) {
                orders.add(new Document("number", "ORD-" + i).append("status", statuses.get(i % 3)).append("lines", i % 7 + 1));
            }
            mongo.database().getCollection("orders").insertMany(orders);

            MongoImport.Result result = MongoImport.importDatabase(mongo, 200, "Shop", Progress.NONE);
            Entity order = result.project().model().entities().stream().filter(e -> e.name().equals("orders")).findFirst().orElseThrow();
            assertEquals(3, order.field("status").orElseThrow().distinctValues());
            assertEquals(7, order.field("lines").orElseThrow().distinctValues());
            assertNull(order.field("number").orElseThrow().distinctValues());
            // decision 0555: the few strings are listed too, not numbers, not unique order numbers
            assertEquals(List.of("new", "paid", "shipped"), order.field("status").orElseThrow().values());
            assertNull(order.field("lines").orElseThrow().values());
            assertNull(order.field("number").orElseThrow().values());
        }
    }
}
