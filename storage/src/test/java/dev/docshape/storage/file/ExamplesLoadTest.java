package dev.docshape.storage.file;

import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.validate.ModelValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every file in {@code examples/} loads, survives a save and a load unchanged, and is stored in the
 * canonical form the program writes (so saving an example from the app gives no diff). Run with
 * {@code -Ddocshape.examples.rewrite=true} to rewrite the examples in canonical form after editing them.
 */
class ExamplesLoadTest {

    @Test
    void everySeedScenarioHasOneExampleFile() {
        List<String> names = RepositoryFiles.examples().stream().map(p -> p.getFileName().toString()).toList();
        assertEquals(8, names.size(), "examples: " + names);
        for (int s = 1; s <= 8; s++) {
            String prefix = "s" + s + "-";
            assertEquals(1, names.stream().filter(n -> n.startsWith(prefix)).count(), "one file for S" + s + " in " + names);
        }
    }

    @ParameterizedTest
    @MethodSource("dev.docshape.storage.file.RepositoryFiles#examples")
    void loadsWithAtLeastTwoDesignsAndSomePatterns(Path example) throws ProjectFileException {
        Project project = ProjectFiles.load(example);
        assertTrue(project.designs().size() >= 2, "alternative designs in " + example.getFileName());
        assertTrue(!project.model().patterns().isEmpty(), "access patterns in " + example.getFileName());
        for (Design design : project.designs()) {
            for (var relationship : project.model().relationships()) {
                assertTrue(design.mappings().containsKey(relationship.id()), "design '" + design.name()
                        + "' of " + example.getFileName() + " maps '" + relationship.id() + "' explicitly");
            }
        }
    }

    @ParameterizedTest
    @MethodSource("dev.docshape.storage.file.RepositoryFiles#examples")
    void theValidatorFindsNothingToWarnAbout(Path example) throws ProjectFileException {
        assertEquals(List.of(), ModelValidator.validate(ProjectFiles.load(example)), example.getFileName().toString());
    }

    @ParameterizedTest
    @MethodSource("dev.docshape.storage.file.RepositoryFiles#examples")
    void roundTripsThroughSaveAndLoad(Path example, @TempDir Path dir) throws ProjectFileException {
        Project loaded = ProjectFiles.load(example);
        Path copy = dir.resolve(example.getFileName());
        ProjectFiles.save(loaded, copy);
        assertEquals(loaded, ProjectFiles.load(copy));
    }

    @ParameterizedTest
    @MethodSource("dev.docshape.storage.file.RepositoryFiles#examples")
    void isStoredInCanonicalForm(Path example) throws IOException {
        String onDisk = Files.readString(example, StandardCharsets.UTF_8);
        String canonical = ProjectJson.write(ProjectFiles.load(example));
        if (Boolean.getBoolean("docshape.examples.rewrite")) {
            Files.writeString(example, canonical, StandardCharsets.UTF_8);
            return;
        }
        assertEquals(canonical, onDisk, example.getFileName() + " differs from what saving it writes;"
                + " run the test with -Ddocshape.examples.rewrite=true to reformat it");
    }
}
