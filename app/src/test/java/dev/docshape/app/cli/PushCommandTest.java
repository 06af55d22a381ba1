package dev.docshape.app.cli;

import dev.docshape.storage.testing.WireServer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PushCommandTest {
    private static final String S2 = Examples.path("s2-post-comments.docshape");
    @RegisterExtension
    static final WireServer server = new WireServer();

    @Test
    void pushThenMeasureOnTheServerBesideTheEstimateAndTheSampleStore(@TempDir Path dir) throws Exception {
        Path project = Files.copy(Path.of(S2), dir.resolve("blog.docshape"));
        byte[] before = Files.readAllBytes(project);
        CliRun.ok("sample", project.toString(), "--scale", "0.001");
        CliRun push = CliRun.ok("push", project.toString(), "--mongodb", server.uri(), "--db", "blog");
        assertTrue(push.out().contains("Pushed "), push.out());
        assertTrue(push.err().contains("the sample store's data"), push.err());

        CliRun again = CliRun.refused("push", project.toString(), "--mongodb", server.uri(), "--db", "blog");
        assertTrue(again.err().contains("is not empty") && again.err().contains("--replace"), again.err());
        assertEquals(1, again.err().lines().filter(l -> l.startsWith("docshape push:")).count(), again.err());
        assertFalse(again.err().contains("\tat "), again.err());

        CliRun measure = CliRun.ok("measure", project.toString(), "--mongodb", server.uri(), "--db", "blog", "--json", "--samples", "3");
        JsonNode report = new ObjectMapper().readTree(measure.out());
        JsonNode first = report.get("patterns").get(0);
        JsonNode sqlite = report.get("sqlite").get(first.get("patternId").asText());
        assertEquals(sqlite.get("roundTrips").asInt(), first.get("roundTrips").asInt(), measure.out());
        assertTrue(first.get("bytesRead").asDouble() > 0, measure.out());
        CliRun text = CliRun.of("measure", project.toString(), "--mongodb", server.uri(), "--db", "blog", "--samples", "2");
        assertTrue(text.out().contains("MongoDB / SQLite sample store / estimate"), text.out());
        assertArrayEquals(before, Files.readAllBytes(project), "the project file is not written");
    }

    @Test
    void anUnreachableServerIsOneLineWithoutThePassword(@TempDir Path dir) throws IOException {
        int port;
        try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = closed.getLocalPort();
        }
        String uri = "mongodb://admin:Hunter2secret@127.0.0.1:" + port + "/?authSource=admin";
        CliRun run = CliRun.refused("push", S2, "--mongodb", uri, "--db", "blog", "--server-timeout", "0.5");
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("127.0.0.1:" + port) && run.err().contains("connection refused"), run.err());
        assertFalse(run.err().contains("Hunter2secret") || run.out().contains("Hunter2secret"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void missingOrBadArgumentsSayWhatIsNeeded() {
        CliRun noDb = CliRun.refused("push", S2, "--mongodb", server.uri());
        assertTrue(noDb.err().contains("--db NAME is needed"), noDb.err());
        CliRun badDb = CliRun.refused("push", S2, "--mongodb", server.uri(), "--db", "a/b");
        assertTrue(badDb.err().contains("does not allow"), badDb.err());
        CliRun badUri = CliRun.refused("push", S2, "--mongodb", "localhost:27017", "--db", "x");
        assertTrue(badUri.err().contains("must start with mongodb://"), badUri.err());
    }
}
