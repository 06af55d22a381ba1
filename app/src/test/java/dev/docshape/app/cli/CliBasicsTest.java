package dev.docshape.app.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CliBasicsTest {

    @Test
    void versionNamesTheBuiltVersion() {
        CliRun run = CliRun.of("--version");
        assertEquals(0, run.status());
        assertTrue(run.out().matches("DocShape \\d+\\.\\d+\\.\\d+.*\\R"), run.out());
    }

    @Test
    void helpListsTheCommands() {
        CliRun run = CliRun.of("--help");
        assertEquals(0, run.status());
        assertTrue(run.out().contains("Usage: docshape"), run.out());
    }

    @Test
    void unknownOptionIsAUsageErrorWithOneLineReason() {
        CliRun run = CliRun.refused("--frobnicate");
        assertTrue(run.err().startsWith("docshape: Unknown option: '--frobnicate'"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }
}
