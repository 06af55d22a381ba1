package dev.docshape.storage.export;

import dev.docshape.model.DataModel;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.model.validate.Problem;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.Shop;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Names MongoDB refuses are reported with their rule and a safe name; every name validate accepts exports. */
class ExportNamesTest {
    @TempDir
    Path dir;

    private static Project shop(DataModel model) {
        return new Project("Shop", "", model, List.of(Shop.hybrid(), Shop.normalized()), "hybrid");
    }

    @Test
    void namesMongoDbRefusesAreReportedByValidateAndExportWithASafeName() throws Exception {
        DataModel model = Shop.model().updateEntity("publisher", e -> e.withName("P".repeat(300)))
                .updateEntity("customer", e -> {
                    List<Field> fields = new ArrayList<>(e.fields());
                    fields.add(Field.string("$where", 10));
                    fields.add(Field.string("a.b", 10));
                    return e.withFields(fields);
                });
        Project project = shop(model);
        List<Problem> problems = ModelValidator.validate(project);
        assertFalse(ModelValidator.hasErrors(problems), problems.toString());
        String found = problems.toString();
        assertTrue(found.contains("must not be longer than 255 bytes (it has 300)") && found.contains("'" + "P".repeat(255) + "'"), found);
        assertTrue(found.contains("'$where'") && found.contains("must not begin with '$'") && found.contains("e.g. 'where'"), found);
        assertTrue(found.contains("'a.b'") && found.contains("must not contain '.'") && found.contains("e.g. 'a_b'"), found);

        Exporter.Result result = Exporter.export(project, "normalized", SampleOptions.of(1, 0.01), dir, Progress.NONE);
        String warnings = String.join("\n", result.warnings());
        assertTrue(warnings.contains("collection '" + "P".repeat(300) + "'") && warnings.contains("left out of the script"), warnings);
        assertTrue(warnings.contains("field '$where' of collection 'Customer'"), warnings);
        String script = Files.readString(result.script());
        assertTrue(script.contains("print(\"skipped collection '" + "P".repeat(300)), script);
        assertFalse(script.contains("createCollection(\"" + "P".repeat(300)), script);
        assertFalse(script.contains("\"a.b\": 1"), "no index through a dotted name: " + script);
    }

    @Test
    void relationshipNamesWithQuotesAndDotsExportAsValidateAcceptsThem() throws Exception {
        DataModel model = Shop.model();
        model = model.updateRelationship("author-books", r -> r.withName("it's \"books\""))
                .updateRelationship("book-reviews", r -> r.withName("../../reviews"))
                .updateRelationship("customer-addresses", r -> r.withName("-rf addresses"));
        Project project = shop(model);
        assertFalse(ModelValidator.hasErrors(ModelValidator.validate(project)));
        for (String design : List.of("hybrid", "normalized")) {
            Path folder = dir.resolve(design);
            Exporter.Result result = Exporter.export(project, design, SampleOptions.of(1, 0.01), folder, Progress.NONE);
            assertTrue(result.documents() > 0);
            try (var files = Files.list(folder)) {
                files.forEach(f -> {
                    assertEquals(folder.toAbsolutePath(), f.toAbsolutePath().getParent());
                    assertFalse(f.getFileName().toString().startsWith("-"), f.toString());
                });
            }
        }
    }

    @Test
    void fileNamesNeverBeginWithADash() {
        assertEquals("rf", ExportFolder.sanitize("-rf"));
        assertEquals("collection", ExportFolder.sanitize("--"));
        assertEquals("x-y", ExportFolder.sanitize("-.-x-y"));
    }
}
