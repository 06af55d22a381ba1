package dev.docshape.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MigrateCommandTest {
    private static final String S4 = Examples.path("s4-publisher-books.docshape");
    private static final String S7 = Examples.path("s7-patron-address.docshape");

    @TempDir
    Path dir;

    @Test
    void theScriptIsWrittenWithItsEstimate() throws Exception {
        Path out = dir.resolve("scripts/migrate.js");
        CliRun run = CliRun.ok("migrate", S4, "--from", "publisher-holds-ids", "--to", "book-holds-publisher", "--out", out.toString());
        assertTrue(run.out().contains("from design 'publisher-holds-ids' to design 'book-holds-publisher'"), run.out());
        assertTrue(run.out().contains("rebuilt: Publisher, Book"), run.out());
        assertTrue(run.out().contains("documents read"), run.out());
        assertTrue(run.out().contains("measured writing design publisher-holds-ids's sample into the sample store"), run.out());
        String script = Files.readString(out);
        assertTrue(script.contains("renameCollection(\"Book\", true)"), script);
        assertTrue(script.contains("\"$merge\""), script);
    }

    @Test
    void anUnknownDesignIsAUsageErrorNamingTheDesigns() {
        CliRun run = CliRun.refused("migrate", S4, "--from", "nope", "--to", "book-holds-publisher", "--out", dir.resolve("m.js").toString());
        assertTrue(run.err().contains("nope") && run.err().contains("publisher-holds-ids"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void whatCannotBeMigratedIsListedAndTheScriptChangesNothing() throws Exception {
        // A field name with a dot: an aggregation would read it as a path.
        String text = Files.readString(Path.of(S7)).replaceFirst("\"name\": \"name\"", "\"name\": \"first.name\"");
        Path project = Files.writeString(dir.resolve("dotted.docshape"), text);
        Path out = dir.resolve("m.js");
        CliRun run = CliRun.of("migrate", project.toString(), "--from", "embedded", "--to", "referenced", "--out", out.toString());
        assertEquals(2, run.status(), run.out());
        assertTrue(run.err().contains("field 'first.name'"), run.err());
        String script = Files.readString(out);
        assertTrue(script.contains("quit(2);"), script);
        assertFalse(script.contains("aggregate("), script);
    }
}
