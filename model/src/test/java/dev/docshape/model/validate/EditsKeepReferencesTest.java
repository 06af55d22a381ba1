package dev.docshape.model.validate;

import dev.docshape.model.Project;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.testing.RandomEdits;
import dev.docshape.model.testing.RandomProjects;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Random projects whose references all resolve stay that way through any sequence of edits: the
 * cascades of removals and renames leave nothing dangling. Reproducible from the printed seed.
 */
class EditsKeepReferencesTest {
    private static final int SEQUENCES = 200;
    private static final int EDITS = 15;

    @Test
    void noEditLeavesADanglingReference() {
        Random seeds = new Random(Long.getLong("docshape.seed", 20_240_611L));
        for (int i = 0; i < SEQUENCES; i++) {
            long seed = seeds.nextLong();
            Random random = new Random(seed);
            Project project = new RandomProjects(random).project();
            assertEquals(List.of(), dangling(project), "a fresh random project, seed " + seed);
            RandomEdits edits = new RandomEdits(random);
            List<String> applied = new ArrayList<>();
            for (int step = 0; step < EDITS; step++) {
                Edit edit = edits.next(project);
                applied.add(edit.description());
                project = edit.apply(project);
                assertEquals(List.of(), dangling(project), "seed " + seed + " after " + applied);
            }
        }
    }

    private static List<Problem> dangling(Project project) {
        return ModelValidator.validate(project).stream()
                .filter(p -> p.message().contains("does not exist") || p.message().contains("has no field")
                        || p.message().contains("there is no such entity") || p.message().contains("does not touch"))
                .toList();
    }
}
