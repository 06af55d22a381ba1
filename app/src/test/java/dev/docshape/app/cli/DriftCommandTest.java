package dev.docshape.app.cli;

import dev.docshape.storage.testing.WireServer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DriftCommandTest {
    private static final String S7 = Examples.path("s7-patron-address.docshape");
    @RegisterExtension
    static final WireServer server = new WireServer();

    @Test
    void exitStatusGatesCi() throws Exception {
        CliRun.ok("push", S7, "--mongodb", server.uri(), "--db", "library", "--scale", "0.001");
        CliRun clean = CliRun.of("drift", S7, "--mongodb", server.uri(), "--db", "library");
        assertEquals(0, clean.status(), clean.out() + clean.err());
        assertTrue(clean.out().contains("No drift"), clean.out());

        try (MongoClient client = MongoClients.create(server.uri())) {
            client.getDatabase("library").getCollection("loans").insertOne(new Document("book", 1));
        }
        CliRun drifted = CliRun.of("drift", S7, "--mongodb", server.uri(), "--db", "library", "--json");
        assertEquals(1, drifted.status(), drifted.err());
        JsonNode report = new ObjectMapper().readTree(drifted.out());
        JsonNode finding = report.get("findings").get(0);
        assertEquals("loans", finding.get("collection").asText());
        assertEquals("UNKNOWN_COLLECTION", finding.get("kind").asText());

        CliRun unreachable = CliRun.of("drift", S7, "--mongodb", "mongodb://127.0.0.1:1", "--db", "library", "--server-timeout", "0.5");
        assertEquals(2, unreachable.status(), unreachable.err());
    }
}
