package dev.docshape.app.cli;

import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ImportJsonCommandTest {

    @Test
    void exportedSamplesImportIntoANewProject(@TempDir Path dir) throws Exception {
        Path samples = dir.resolve("samples");
        CliRun export = CliRun.ok("export", Examples.path("s1-person-contacts.docshape"), "--design", "referenced",
                "--format", "samples", "--out", samples.toString());
        Path out = dir.resolve("people.docshape");

        CliRun run = CliRun.ok("import", "json", samples.toString(), "--out", out.toString());
        assertTrue(run.out().contains("ContactDetail.personId refers to Person (one-to-few; "), run.out());
        Project project = ProjectFiles.load(out);
        assertEquals("people", project.name());
        assertEquals(4, project.model().entities().size(), "Person, ContactDetail, its embedded type, Address");
        assertEquals(3, project.model().relationships().size());

        CliRun again = CliRun.refused("import", "json", samples.toString(), "--out", out.toString());
        assertTrue(again.err().contains("already exists; choose another file or add --force"), again.err());
    }

    @Test
    void invalidJsonIsOneLineNamingFileAndLineAndWritesNothing(@TempDir Path dir) throws Exception {
        Path orders = Examples.written(dir, "orders.ndjson", "{\"_id\":1,\"total\":2.5}\n{\"_id\":2,\"total\":3.5}\n{\"_id\":3,\"total\":}\n");
        Path out = dir.resolve("out.docshape");
        CliRun run = CliRun.refused("import", "json", orders.toString(), "--out", out.toString());
        assertTrue(run.err().startsWith("docshape import json: orders.ndjson line 3, column 18: invalid JSON: "), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertFalse(run.err().contains("\tat "), "no stack trace");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(1, files.count(), "nothing written besides the input");
        }
    }

    @Test
    void mixedShapesAndEmptyCollectionsAreReported(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("things.json"), "[{\"_id\":1,\"size\":1.5},{\"_id\":2,\"size\":\"large\"},{\"_id\":3,\"size\":2.5}]");
        Files.writeString(dir.resolve("nothing.json"), "[]");
        Path out = dir.resolve("out.docshape");
        CliRun run = CliRun.ok("import", "json", dir.toString(), "--out", out.toString());
        assertTrue(run.out().contains("warning: collection 'nothing' has no documents"), run.out());
        assertTrue(run.out().contains("warning: collection 'things', field 'size': mixed types (String 33%, Double 67%)"), run.out());
    }

    @Test
    void aMissingFileIsOneLine(@TempDir Path dir) {
        CliRun run = CliRun.refused("import", "json", dir.resolve("nope.json").toString(), "--out", dir.resolve("x.docshape").toString());
        assertTrue(run.err().contains("nope.json: the file does not exist"), run.err());
    }
}
