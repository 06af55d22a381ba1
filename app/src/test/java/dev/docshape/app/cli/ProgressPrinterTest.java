package dev.docshape.app.cli;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;

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
    void aCountedPhaseShowsPercentCountAndRateOnceSomethingIsDone() {
        StringWriter err = new StringWriter();
        ProgressPrinter progress = new ProgressPrinter(new PrintWriter(err), "bytes");
        progress.update("reading", 0, 1000);
        progress.update("reading", 1000, 1000);
        String[] lines = err.toString().strip().split("\\R");
        assertEquals("reading:   0% 0 bytes", lines[0]);
        assertTrue(lines[1].matches("reading: 100% 1,000 bytes, [\\d,]+ bytes/s"), lines[1]);
    }

    @Test
    void aPhaseCountedInStepsShowsHowManyOfHowManyWithoutTheUnitOrARate() {
        StringWriter err = new StringWriter();
        ProgressPrinter progress = new ProgressPrinter(new PrintWriter(err), "documents");
        progress.update("writing documents", 500, 1000);
        progress.step("indexing", 0, 6);
        progress.step("indexing", 3, 6);
        String[] lines = err.toString().strip().split("\\R");
        assertTrue(lines[0].startsWith("writing documents:  50% 500 documents, "), lines[0]);
        assertEquals("indexing:   0% (0 of 6)", lines[1]);
        assertEquals("indexing:  50% (3 of 6)", lines[2]);
    }
}
