package dev.docshape.app.cli;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgressPrinterTest {

    @Test
    void aPhaseWithNothingToCountShowsItsNameWithoutARate() {
        StringWriter err = new StringWriter();
        ProgressPrinter progress = new ProgressPrinter(new PrintWriter(err), "bytes");
        progress.update("inferring", 0, 0);
        assertEquals("inferring...", err.toString().strip());
    }

    @Test
    void aCountedPhaseShowsPercentCountAndRateOnceItHasRunASecond() {
        assertEquals(List.of("reading:   0% 0 bytes", "reading: 100% 20,000 bytes, 10,000 bytes/s"),
                linesAfter("bytes", "reading", 0, 20_000, 2_000_000_000L, 20_000, 20_000));
    }

    /** Decision 0549: "14,000 runs/s" for 14 runs in a millisecond means nothing; the count and the time taken do. */
    @Test
    void aQuickStepShowsItsCountAndTimeTakenNotARate() {
        StringWriter err = new StringWriter();
        ProgressPrinter progress = new ProgressPrinter(new PrintWriter(err), "runs");
        progress.update("measuring", 14, 14);
        String line = err.toString().strip();
        assertTrue(line.matches("measuring: 100% 14 runs in \\d+ ms"), line);
    }

    @Test
    void fewUnitsOverSecondsShowTheTimeTakenNotARate() {
        assertEquals(List.of("reading collections...", "reading collections: 7 collections in 3.4 s"),
                linesAfter("collections", "reading collections", 0, 0, 3_400_000_000L, 7, 0));
    }

    @Test
    void aPhaseCountedInStepsShowsHowManyOfHowManyWithoutTheUnitOrARate() {
        StringWriter err = new StringWriter();
        ProgressPrinter progress = new ProgressPrinter(new PrintWriter(err), "documents");
        progress.update("writing documents", 500, 1000);
        progress.step("indexing", 0, 6);
        progress.step("indexing", 3, 6);
        String[] lines = err.toString().strip().split("\\R");
        assertTrue(lines[0].startsWith("writing documents:  50% 500 documents in "), lines[0]);
        assertEquals("indexing:   0% (0 of 6)", lines[1]);
        assertEquals("indexing:  50% (3 of 6)", lines[2]);
    }

    /** The lines printed for {@code phase} at {@code firstDone} of {@code total} and then, {@code nanos} later, at {@code done}. */
    private static List<String> linesAfter(String unit, String phase, long firstDone, long total, long nanos, long done, long laterTotal) {
        StringWriter err = new StringWriter();
        long[] now = {0};
        ProgressPrinter progress = new ProgressPrinter(new PrintWriter(err), unit, 0, () -> now[0]);
        progress.update(phase, firstDone, total);
        now[0] = nanos;
        progress.update(phase, done, laterTotal);
        return List.of(err.toString().strip().split("\\R"));
    }
}
