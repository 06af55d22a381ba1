package dev.docshape.storage.migrate;

import dev.docshape.model.Project;
import dev.docshape.storage.export.Exporter;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.sample.SampleOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Names reach the migration script only as escaped JavaScript: a line terminator in a name cannot end a comment or a string. */
class MigrationScriptNamesTest {
    @TempDir
    Path dir;

    @Test
    void lineTerminatorsAndQuotesInNamesAreEscaped() throws Exception {
        String text = Files.readString(RepositoryFiles.example("s7-patron-address.docshape"))
                .replace("\"name\": \"Patron\"", "\"name\": \"Pat\\u2028ron\\\"); db.dropDatabase(); //\"")
                .replace("\"name\": \"embedded\"", "\"name\": \"emb\\u2029edded\"")
                .replace("\"activeDesign\": \"embedded\"", "\"activeDesign\": \"emb\\u2029edded\"");
        Project project = ProjectFiles.load(Files.writeString(dir.resolve("hostile.docshape"), text));
        Migration migration = Migration.plan(project, "referenced", "emb\u2029edded");
        assertTrue(migration.supported(), migration.unsupported().toString());
        String script = MigrationScript.of(migration, new Throughput(1000, "a figure of the test"),
                Exporter.collectionSetups(project, migration.to(), SampleOptions.of(1, 0.001)));
        assertTrue(script.chars().allMatch(c -> c == '\n' || (c >= 0x20 && c < 0x7f)), "plain ASCII");
        assertTrue(script.contains("Pat\\u2028ron"), script);
        assertTrue(script.contains("emb\\u2029edded"), script);
        assertTrue(script.contains("\"copy the Pat\\u2028ron\\\"); db.dropDatabase(); // instances of"),
                "the quote stays inside the step's title literal: " + script);
    }
}
