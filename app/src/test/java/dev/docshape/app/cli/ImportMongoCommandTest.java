package dev.docshape.app.cli;

import dev.docshape.storage.testing.WireServer;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ImportMongoCommandTest {
    private static final String S6 = Examples.path("s6-authors-books-hybrid.docshape");
    @RegisterExtension
    static final WireServer server = new WireServer();

    @Test
    void importsAPushedDatabaseIntoANewProject(@TempDir Path dir) throws Exception {
        CliRun.ok("push", S6, "--mongodb", server.uri(), "--db", "books", "--scale", "0.01");
        Path out = dir.resolve("books.docshape");
        CliRun run = CliRun.ok("import", "mongodb", server.uri(), "--db", "books", "--out", out.toString(), "--sample", "500");
        assertTrue(run.out().contains("Wrote " + out), run.out());
        // a handful of collections read: their count and the time taken, never "3,000 collections/s" (decision 0549)
        assertFalse(run.err().contains("/s"), run.err());
        assertTrue(run.err().matches("(?s).* collections in \\d+ ms\\R.*"), run.err());
        Project imported = ProjectFiles.load(out);
        Project original = ProjectFiles.load(Path.of(S6));
        for (var entity : original.model().entities()) {
            assertTrue(imported.model().entities().stream().anyMatch(e -> e.name().equals(entity.name())), entity.name() + "\n" + run.out());
        }
        assertFalse(Files.readString(out).contains("mongodb://"));

        CliRun again = CliRun.refused("import", "mongodb", server.uri(), "--db", "books", "--out", out.toString());
        assertTrue(again.err().contains("already exists"), again.err());
    }

    @Test
    void withoutDbTheDatabasesAreListedAndAFailureLeavesNoFile(@TempDir Path dir) {
        CliRun.ok("push", S6, "--mongodb", server.uri(), "--db", "listed", "--scale", "0.001");
        Path out = dir.resolve("x.docshape");
        CliRun list = CliRun.refused("import", "mongodb", server.uri(), "--out", out.toString());
        assertTrue(list.err().contains("--db NAME is needed") && list.err().contains("listed"), list.err());
        CliRun unreachable = CliRun.refused("import", "mongodb", "mongodb://u:pw123456@127.0.0.1:1", "--db", "x", "--out", out.toString(),
                "--server-timeout", "0.5");
        assertFalse(unreachable.err().contains("pw123456"), unreachable.err());
        assertFalse(Files.exists(out), "no half-built project");
    }
}
