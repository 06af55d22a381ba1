package dev.docshape.storage.mongodb;

import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MongoConnectionTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @Test
    void connectsAndCountsTheCommandsItSends() {
        try (MongoConnection mongo = MongoConnection.open(server.settings("connect_test"))) {
            mongo.counter().reset();
            mongo.call("inserting", () -> mongo.database().getCollection("c").insertMany(List.of(new Document("a", 1), new Document("a", 2))));
            List<Document> found = mongo.call("reading", () -> mongo.database().getCollection("c").find().into(new ArrayList<>()));
            CommandCounter.Counts counts = mongo.counter().counts();
            assertEquals(2, found.size());
            assertEquals(2, counts.commands(), "one insert, one find");
            assertEquals(2, counts.docsWritten());
            assertEquals(2, counts.docsReturned());
            long expectedBytes = found.stream().mapToLong(d -> CommandCounter.size(d.toBsonDocument())).sum();
            assertEquals(expectedBytes, counts.bytesReturned());
        }
    }

    @Test
    void anUnreachableServerIsNamedInOneLine() throws IOException {
        int port;
        try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = closed.getLocalPort();
        }
        MongoSettings settings = new MongoSettings("mongodb://127.0.0.1:" + port, "shop", Duration.ofMillis(800), Duration.ofSeconds(2));
        MongoProblem problem = assertThrows(MongoProblem.class, () -> MongoConnection.open(settings));
        assertTrue(problem.getMessage().contains("127.0.0.1:" + port), problem.getMessage());
        assertTrue(problem.getMessage().contains("connection refused"), problem.getMessage());
        assertEquals(1, problem.getMessage().lines().count());
    }

    @Test
    void aServerThatNeverAnswersTimesOut() throws IOException {
        try (ServerSocket silent = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            List<Socket> accepted = new ArrayList<>();
            Thread acceptor = new Thread(() -> {
                try {
                    while (!silent.isClosed()) accepted.add(silent.accept());
                } catch (IOException closed) {
                    // the test is over
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            MongoSettings settings = new MongoSettings("mongodb://127.0.0.1:" + silent.getLocalPort(), "shop",
                    Duration.ofMillis(1500), Duration.ofMillis(500));
            MongoProblem problem = assertThrows(MongoProblem.class, () -> MongoConnection.open(settings));
            assertTrue(problem.getMessage().contains("127.0.0.1:" + silent.getLocalPort()), problem.getMessage());
            assertTrue(problem.getMessage().contains("timeout"), problem.getMessage());
            for (Socket s : accepted) s.close();
        }
    }

    @Test
    void refusedCredentialsAreReportedWithoutThePassword() {
        String uri = "mongodb://app:s3cr%40t-pw@127.0.0.1:" + server.port() + "/?authSource=admin";
        MongoSettings settings = new MongoSettings(uri, "shop", Duration.ofSeconds(3), Duration.ofSeconds(5));
        MongoProblem problem = assertThrows(MongoProblem.class, () -> MongoConnection.open(settings));
        assertTrue(problem.getMessage().contains("credentials"), problem.getMessage());
        assertTrue(problem.getMessage().contains("mongodb://app:****@127.0.0.1:" + server.port()), problem.getMessage());
        assertFalse(problem.getMessage().contains("s3cr"), problem.getMessage());
    }

    @Test
    void anInvalidConnectionStringSaysWhy() {
        MongoProblem scheme = assertThrows(MongoProblem.class, () -> MongoConnection.open(MongoSettings.of("http://user:pw@example.com", "shop")));
        assertTrue(scheme.getMessage().contains("must start with mongodb://"), scheme.getMessage());
        assertFalse(scheme.getMessage().contains(":pw@"), scheme.getMessage());
        MongoProblem port = assertThrows(MongoProblem.class, () -> MongoConnection.open(MongoSettings.of("mongodb://u:topsecret@localhost:notaport", "shop")));
        assertTrue(port.getMessage().contains("invalid"), port.getMessage());
        assertFalse(port.getMessage().contains("topsecret"), port.getMessage());
    }

    @Test
    void databaseNamesMongoDbRejectsAreRefusedBeforeConnecting() {
        MongoProblem dot = assertThrows(MongoProblem.class, () -> MongoSettings.of(server.uri(), "my.db"));
        assertTrue(dot.getMessage().contains("'.'"), dot.getMessage());
        assertThrows(MongoProblem.class, () -> MongoSettings.of(server.uri(), "x".repeat(64)));
        assertThrows(MongoProblem.class, () -> MongoSettings.of(server.uri(), ""));
    }

    @Test
    void redactionRemovesPasswordsAndSecretOptions() {
        assertEquals("mongodb+srv://alice:****@cluster0.example.net/shop?retryWrites=true",
                Redaction.uri("mongodb+srv://alice:p%40ss@cluster0.example.net/shop?retryWrites=true"));
        assertEquals("mongodb://h1,h2/?authMechanism=MONGODB-AWS&authMechanismProperties=****",
                Redaction.uri("mongodb://h1,h2/?authMechanism=MONGODB-AWS&authMechanismProperties=AWS_SESSION_TOKEN:abc"));
        assertEquals("mongodb://bob@host", Redaction.uri("mongodb://bob@host"));
        assertEquals("failed for ****", Redaction.scrub("failed for p@ss", "mongodb://alice:p%40ss@host"));
    }
}
