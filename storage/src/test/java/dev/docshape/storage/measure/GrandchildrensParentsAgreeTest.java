package dev.docshape.storage.measure;

import dev.docshape.storage.testing.ValidatorProblems;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Orders embedding their lines and the lines' notes (10 lines an order, 0 to 20; 5 notes a line, 0 to 10): "the order
 * of a note" finds the note by its id in its order's document, the order of a note picked at random, which holds more
 * lines and fuller ones than the average order. The estimate sizes it so (decision 0558) and agrees with {@code measure}
 * within the tolerance on two samples under both profiles; before, it sized the average order, a quarter too small.
 */
class GrandchildrensParentsAgreeTest {
    @TempDir
    Path dir;

    @Test
    void theOrderOfANoteIsSizedAsTheFullerOrdersItsNotesLieIn() throws Exception {
        Project project = WorkloadReads.load("orders-line-notes");
        assertEquals(List.of(), ValidatorProblems.besidesDefaults(project));
        for (AgreementRuns.Runs run : AgreementRuns.seeds(project, dir, 2, (design, measured) -> { })) {
            for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
                PatternMeasure note = run.of(profile).get("embedded").get("order-of-note");
                PatternMeasure order = run.of(profile).get("embedded").get("order");
                String context = profile.name() + ": " + note + "; " + order;
                assertTrue(AgreementRuns.within(note.bytesRead(), note.estBytesRead()), "bytes read: " + context);
                // the order reached through a note is the larger, measured and estimated alike
                assertTrue(note.bytesRead() > 1.2 * order.bytesRead() && note.estBytesRead() > 1.2 * order.estBytesRead(), context);
            }
        }
    }
}
