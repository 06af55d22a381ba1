package dev.docshape.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code measure} while another process's {@code sample} is writing the same store measures the
 * last complete data (issue 16: it failed with SQLITE_BUSY in 3 of 13 tries).
 */
class MeasureDuringSampleTest {

    @Test
    void measureReadsTheLastCompleteSampleWhileANewOneIsWritten(@TempDir Path dir) throws Exception {
        String project = Examples.path("s1-person-contacts.docshape");
        String store = dir.resolve("s1.db").toString();
        assertEquals(0, CliRun.of("sample", project, "--design", "embedded", "--scale", "0.001", "--store", store).status());

        Process writer = ChildCli.start("sample", project, "--design", "referenced", "--scale", "1", "--store", store);
        try (BufferedReader err = ChildCli.errors(writer)) {
            String line;
            while ((line = err.readLine()) != null && !line.startsWith("writing documents")) {
                // wait until the other process is inside its write transaction
            }
            assertTrue(line != null, "the other process started writing");
            for (int attempt = 0; attempt < 3; attempt++) {
                CliRun measure = CliRun.of("measure", project, "--store", store, "--json", "--samples", "2");
                assertEquals(0, measure.status(), measure.err());
                assertEquals("embedded", new ObjectMapper().readTree(measure.out()).get("design").asText(),
                        "the last complete sample, not the one being written");
            }
        } finally {
            writer.toHandle().destroy();
            writer.waitFor(60, TimeUnit.SECONDS);
        }
    }
}
