package dev.docshape.app.designer.testing;

import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.testing.ValidatorProblems;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The generated test models are projects our own validator accepts: saved, each loads again without problems. They
 * leave some relationships to the default mapping on purpose, which the validator says in a warning (decision 0546).
 */
class ModelsTest {

    @Test
    void everyGeneratedModelIsValidAndLoadsWithoutProblems(@TempDir Path dir) throws Exception {
        int[][] sizes = {{2, 1}, {3, 2}, {6, 10}, {20, 40}, {60, 120}, {500, 1000}};
        for (int[] size : sizes) {
            for (boolean local : new boolean[]{false, true}) {
                for (long seed = 1; seed <= 3; seed++) {
                    Project project = Models.generated(size[0], size[1], seed, local);
                    String which = size[0] + " entities, " + size[1] + " relationships, seed " + seed + (local ? ", local" : "");
                    assertEquals(List.of(), ValidatorProblems.besidesDefaults(project), which);
                    Path file = dir.resolve("generated-" + size[0] + "-" + seed + "-" + local + ".docshape");
                    ProjectFiles.save(project, file);
                    Project loaded = assertDoesNotThrow(() -> ProjectFiles.load(file), which);
                    assertEquals(List.of(), ValidatorProblems.besidesDefaults(loaded), which + ", loaded again");
                }
            }
        }
    }
}
