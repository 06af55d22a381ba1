package dev.docshape.app.cli;

import dev.docshape.model.Numbers;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A figure one decimal would print as 0.0 keeps two significant digits in the command line's tables (decision 0570):
 * the blog's comments added 0.0004 times a second are "0.0004 docs written" a second, not "0"; {@code --json} keeps the
 * figure as computed.
 */
class TinyFiguresShownTest {

    /** The blog example, a comment added once in about 40 minutes (0.0004 times a second). */
    static String rareComments(Path dir) throws Exception {
        String text = Files.readString(Path.of(Examples.path("s2-post-comments.docshape")))
                .replace("\"frequency\": 15,", "\"frequency\": 0.0004,");
        return Examples.written(dir, "rare.docshape", text).toString();
    }

    @Test
    void estimateWritesARareWriteWithItsSignificantDigits(@TempDir Path dir) throws Exception {
        String project = rareComments(dir);
        String embedded = CliRun.ok("estimate", project, "--design", "embedded").out();
        assertTrue(embedded.contains("Workload per second: 420 round trips, 420 docs read, 0.0004 docs written,"), embedded);
        String buckets = CliRun.ok("estimate", project, "--design", "subset-bucket").out();
        assertTrue(buckets.contains(", 0.0008 docs written,"), "a comment written into its bucket and the post's subset: " + buckets);
        NumbersShownTest.assertReadable(embedded + buckets);
    }

    @Test
    void jsonKeepsTheFigureAsComputed(@TempDir Path dir) throws Exception {
        String json = CliRun.ok("estimate", rareComments(dir), "--design", "embedded", "--json").out();
        var totals = new ObjectMapper().readTree(json).get("totals");
        assertEquals(0.0004, totals.get("docsWrittenPerSecond").asDouble(), 0, json);
        assertEquals(400 + 20 + 0.0004, totals.get("roundTripsPerSecond").asDouble(), 1e-12, json);
    }

    @Test
    void aShareOfAByteOrOfADocumentIsNoZero() {
        assertEquals("0.3 B", Numbers.bytes(0.3));
        assertEquals("0.00042", Numbers.grouped(0.000416666, 1));
        assertEquals("0.04", Numbers.tenths(0.04));
        assertEquals("0 B", Numbers.bytes(0));
        assertEquals("3.5", Numbers.tenths(3.456), "one decimal from 0.05 on, as before");
        assertEquals("3", Numbers.tenths(3.04), "whole when one decimal makes it whole, as before");
    }
}
