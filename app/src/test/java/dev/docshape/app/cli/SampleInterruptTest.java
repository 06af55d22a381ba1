package dev.docshape.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Interrupting {@code docshape sample} (Ctrl+C or a terminate signal, both run the JVM's shutdown
 * hooks) while it writes leaves the store with its previous data, complete.
 */
class SampleInterruptTest {

    @Test
    void interruptedSampleLeavesThePreviousStoreIntact(@TempDir Path dir) throws Exception {
        SampledS1 s1 = SampledS1.in(dir);

        String stderr = InterruptedRun.of(line -> line.startsWith("writing documents") && !line.contains(" 0% "),
                s1.resampleReferenced());
        assertTrue(stderr.contains("interrupted; the store is unchanged"), stderr);

        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + s1.store());
             ResultSet rs = db.createStatement().executeQuery("pragma integrity_check")) {
            assertTrue(rs.next());
            assertEquals("ok", rs.getString(1));
        }
        CliRun measure = CliRun.ok("measure", s1.project(), "--store", s1.store(), "--json", "--samples", "2");
        assertEquals("embedded", new ObjectMapper().readTree(measure.out()).get("design").asText());
    }
}
