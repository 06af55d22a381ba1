package dev.docshape.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MeasureCommandTest {
    private static final String S7 = Examples.path("s7-patron-address.docshape");

    @Test
    void measuredRoundTripsMatchTheEstimate(@TempDir Path dir) throws Exception {
        String store = dir.resolve("s7.db").toString();
        CliRun.ok("sample", S7, "--design", "referenced", "--scale", "0.001", "--store", store);
        CliRun run = CliRun.ok("measure", S7, "--store", store, "--json", "--samples", "5");
        JsonNode report = new ObjectMapper().readTree(run.out());
        assertEquals("referenced", report.get("design").asText());
        JsonNode read = report.get("patterns").get(0);
        assertEquals(2, read.get("roundTrips").asInt(), run.out());
        assertEquals(read.get("estRoundTrips").asInt(), read.get("roundTrips").asInt());
        assertTrue(report.get("weakLinks").isEmpty());
    }

    @Test
    void designOtherThanTheSampledOneIsRefusedWithTheFix(@TempDir Path dir) {
        String store = dir.resolve("s7.db").toString();
        CliRun.ok("sample", S7, "--design", "embedded", "--scale", "0.001", "--store", store);
        CliRun run = CliRun.refused("measure", S7, "--store", store, "--design", "referenced");
        assertTrue(run.err().contains("holds design 'embedded', not 'referenced'"), run.err());
        assertTrue(run.err().contains("--design referenced' first"), run.err());
    }

    @Test
    void missingStoreSaysHowToMakeOne(@TempDir Path dir) {
        CliRun run = CliRun.refused("measure", S7, "--store", dir.resolve("none.db").toString());
        assertTrue(run.err().contains("create one with 'docshape sample"), run.err());
    }
}
