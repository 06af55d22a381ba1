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
}
