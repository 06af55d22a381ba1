package dev.docshape.app.cli;

import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SampleCommandTest {

    @Test
    void storesSampleDocumentsAndReportsProgress(@TempDir Path dir) throws Exception {
        Path store = dir.resolve("s7.db");
        CliRun run = CliRun.of("sample", Examples.path("s7-patron-address.docshape"), "--design", "referenced",
                "--scale", "0.001", "--store", store.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("Stored "), run.out());
        assertTrue(run.err().contains("writing documents"), run.err());
        assertTrue(Files.exists(store));
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + store);
             ResultSet rs = db.createStatement().executeQuery(
                     "select count(*) from sqlite_master where type = 'table' and name not like 'sqlite_%'")) {
            assertTrue(rs.next() && rs.getInt(1) >= 2, "patron and address tables");
        }
    }

    @Test
    void nonPositiveScaleIsRejected(@TempDir Path dir) {
        CliRun run = CliRun.of("sample", Examples.path("s7-patron-address.docshape"), "--scale", "0",
                "--store", dir.resolve("x.db").toString());
        assertEquals(2, run.status());
        assertEquals("docshape sample: --scale must be a positive number, was 0.0", run.err().strip());
    }

    @Test
    void withoutScaleTheDesignersScaleIsUsedAndSaidWhy(@TempDir Path dir) {
        String s4 = Examples.path("s4-publisher-books.docshape"); // 5,000 publishers: 20 need one in 200
        CliRun chosen = CliRun.of("sample", s4, "--store", dir.resolve("chosen.db").toString());
        assertEquals(0, chosen.status(), chosen.err());
        assertTrue(chosen.err().contains("scale 0.005: the smallest that gives every access pattern at least 20 instances "
                + "to run over (--scale to change)"), chosen.err());
        CliRun same = CliRun.of("sample", s4, "--scale", "0.005", "--store", dir.resolve("same.db").toString());
        CliRun smaller = CliRun.of("sample", s4, "--scale", "0.001", "--store", dir.resolve("smaller.db").toString());
        assertEquals(documents(same.out()), documents(chosen.out()));
        assertTrue(documents(smaller.out()) < documents(chosen.out()), smaller.out() + " / " + chosen.out());
        assertFalse(same.err().contains("scale 0.005:"), "a scale given is not explained: " + same.err());
    }

    @Test
    void aChosenScaleThatWouldMakeTooManyDocumentsIsRefusedWithTheEstimate(@TempDir Path dir) throws Exception {
        Project posts = ProjectFiles.load(Path.of(Examples.path("s2-post-comments.docshape")));
        var model = posts.model();
        model = model.withEntities(model.entities().stream()
                .map(e -> e.id().equals("comment") ? e.withCount(20_000_000_000L) : e).toList());
        model = model.withRelationships(model.relationships().stream().map(r -> r.withCounts(100_000, null)).toList());
        Path file = dir.resolve("huge.docshape");
        ProjectFiles.save(posts.withModel(model), file);
        Path store = dir.resolve("huge.db");
        CliRun run = CliRun.of("sample", file.toString(), "--store", store.toString());
        assertEquals(2, run.status(), run.err());
        assertTrue(run.err().startsWith("docshape sample: the sample at scale 0.001 would generate about 20,"), run.err());
        assertTrue(run.err().strip().endsWith("or less (--scale)"), run.err());
        assertEquals(1, run.err().strip().lines().count(), "one line, the refusal: " + run.err());
        assertFalse(Files.exists(store), "nothing was written");
    }

    private static long documents(String out) {
        var m = java.util.regex.Pattern.compile("Stored ([0-9,]+) documents").matcher(out);
        assertTrue(m.find(), out);
        return Long.parseLong(m.group(1).replace(",", ""));
    }
}
