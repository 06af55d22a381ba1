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
        for (String command : new String[] {"validate", "estimate", "import", "search", "migrate", "report"}) {
            assertTrue(run.out().contains("\n  " + command + " "), command + " missing from\n" + run.out());
        }
    }

    @Test
    void aCommandRunWithOnlyItsOwnBranchBuiltKeepsItsNameInHelpAndErrors() {
        CliRun help = CliRun.ok("import", "sql", "--help");
        assertTrue(help.out().startsWith("Usage: docshape import sql "), help.out());
        CliRun missing = CliRun.refused("estimate");
        assertTrue(missing.err().startsWith("docshape estimate: "), missing.err());
    }

    @Test
    void aMisspeltCommandIsAUsageErrorPointingToTheHelp() {
        CliRun run = CliRun.refused("estimat");
        assertTrue(run.err().startsWith("docshape: Unmatched argument at index 0: 'estimat'"), run.err());
        assertTrue(run.err().contains("docshape --help"), run.err());
    }

    @Test
    void unknownOptionIsAUsageErrorWithOneLineReason() {
        CliRun run = CliRun.refused("--frobnicate");
        assertTrue(run.err().startsWith("docshape: Unknown option: '--frobnicate'"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }
}
