package dev.docshape.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DesignReportCommandTest {
    private static final String S6 = Examples.path("s6-authors-books-hybrid.docshape");

    @Test
    void writesOnePageWithEveryDesign(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("review.html");
        CliRun run = CliRun.ok("report", S6, "--out", out.toString());
        assertTrue(run.out().contains("2 designs"), run.out());
        String html = Files.readString(out).replace("&shy;", ""); // the names as read, without where they may break
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("Design hybrid") && html.contains("Design plain-reference"), "both designs");
        assertTrue(html.contains("list books with author names"), "the access patterns");
        // the example documents hold URLs as text; no element may load anything
        assertFalse(html.matches("(?s).*(src=|href=\"[a-z]+:|<link|<script|url\\().*"), "nothing loaded from elsewhere");
    }

    @Test
    void theChosenDesignComesFirst(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("review.html");
        CliRun run = CliRun.ok("report", S6, "--design", "plain-reference", "--out", out.toString());
        String html = Files.readString(out).replace("&shy;", ""); // the names as read, without where they may break
        assertTrue(html.indexOf("Design plain-reference") < html.indexOf("Design hybrid"));
    }

    @Test
    void anOutputThatIsNotHtmlIsAClearError(@TempDir Path dir) {
        CliRun run = CliRun.refused("report", S6, "--out", dir.resolve("review.pdf").toString());
        assertTrue(run.err().startsWith("docshape report: --out must name an .html file"), run.err());
    }

    @Test
    void aMissingFolderIsAClearError(@TempDir Path dir) {
        CliRun run = CliRun.refused("report", S6, "--out", dir.resolve("no/such/review.html").toString());
        assertTrue(run.err().contains("does not exist"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void aFolderAsOutputIsAClearError(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectory(dir.resolve("out.html"));
        CliRun run = CliRun.refused("report", S6, "--out", folder.toString());
        assertTrue(run.err().contains("is a folder"), run.err());
    }

    @Test
    void aMissingOutOptionAndAnUnknownDesignAreUsageErrors(@TempDir Path dir) {
        CliRun noOut = CliRun.refused("report", S6);
        assertTrue(noOut.err().contains("--out"), noOut.err());
        CliRun unknown = CliRun.refused("report", S6, "--design", "nope", "--out", dir.resolve("r.html").toString());
        assertTrue(unknown.err().contains("no design 'nope'"), unknown.err());
        assertFalse(Files.exists(dir.resolve("r.html")), "nothing written");
    }

    @Test
    void aMissingProjectFileIsAClearError(@TempDir Path dir) {
        CliRun run = CliRun.refused("report", dir.resolve("none.docshape").toString(), "--out", dir.resolve("r.html").toString());
        assertFalse(run.err().contains("Exception"), run.err());
    }
}
