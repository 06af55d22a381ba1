package dev.docshape.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Figures as people read them in the command line's text and the report (decision 0561): a noisy average (an import's
 * 39.989999999999995) and a tiny rate (0.0005 a day) are written 39.99 and 0.0005, never with an exponent.
 */
class NumbersShownTest {
    /** An exponent (5.0E-4, 1.0E20) or the noise of a double (39.989999999999995, 0.30000000000000004). */
    static final Pattern UNREADABLE = Pattern.compile("\\d[eE][-+]?\\d|\\d\\.\\d*(9{6,}|0{6,}[1-9])\\d*");

    @Test
    void adviseWritesANoisyAverageAndATinyRateReadably(@TempDir Path dir) throws Exception {
        CliRun run = CliRun.ok("advise", noisyBlog(dir), "--design", "embedded");
        assertTrue(run.out().contains("39.99 on average"), run.out());
        assertReadable(run.out());
    }

    @Test
    void estimateWritesEveryFigureReadably(@TempDir Path dir) throws Exception {
        CliRun run = CliRun.ok("estimate", noisyBlog(dir), "--design", "embedded");
        assertReadable(run.out());
    }

    @Test
    void theReportWritesTheFiguresReadably(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("review.html");
        CliRun.ok("report", noisyBlog(dir), "--design", "embedded", "--out", out.toString());
        // the text a reader sees: without the style sheet, the drawings and the tags
        String shown = Files.readString(out).replace("&shy;", "").replaceAll("(?s)<(style|svg)\\b.*?</\\1>", "")
                .replaceAll("<[^>]*>", " ");
        assertTrue(shown.contains("39.99 on average"), "the advisor's finding in the report");
        assertReadable(shown);
    }

    /** The blog example, its comments per post averaged by an import (39.99 with a double's noise), posts changing rarely. */
    static String noisyBlog(Path dir) throws Exception {
        String text = Files.readString(Path.of(Examples.path("s2-post-comments.docshape")))
                .replace("\"avgCount\": 250,", "\"avgCount\": 39.989999999999995,")
                .replace("\"updatesPerDay\": 0.05,", "\"updatesPerDay\": 0.0005,");
        return Examples.written(dir, "noisy.docshape", text).toString();
    }

    static void assertReadable(String text) {
        var m = UNREADABLE.matcher(text);
        assertFalse(m.find(), () -> "'" + m.group() + "' in: " + text.substring(Math.max(0, m.start() - 200), Math.min(text.length(), m.end() + 100)));
    }
}
