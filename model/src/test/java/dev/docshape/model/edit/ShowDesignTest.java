package dev.docshape.model.edit;

import dev.docshape.model.Project;
import dev.docshape.model.testing.Library;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The design shown is view state: saved with the project, but no undo step and no unsaved change. */
class ShowDesignTest {
    private final Project twoDesigns = Edits.addDesign(Library.project(), "other").apply(Library.project());

    @Test
    void showingAnotherDesignIsNoEditAndNoChange() {
        History history = new History(twoDesigns);
        String first = twoDesigns.activeDesign();
        long revision = history.revision();
        assertTrue(history.showDesign("other"));
        assertEquals("other", history.project().activeDesign());
        assertFalse(history.canUndo());
        assertFalse(history.isModified());
        assertEquals(revision, history.revision());
        assertFalse(history.showDesign("other"), "shown already");
        assertTrue(history.showDesign(first));
        assertThrows(IllegalArgumentException.class, () -> history.showDesign("missing"));
    }

    @Test
    void editsMadeAfterASwitchStillMakeTheProjectModifiedAndUndoBackToSaved() {
        History history = new History(twoDesigns);
        history.execute(Edits.renameProject(history.project(), "Renamed"));
        assertTrue(history.showDesign("other"));
        assertTrue(history.isModified());
        history.undo();
        assertFalse(history.isModified(), "undone back to the saved state, with the design shown now");
        assertEquals("other", history.project().activeDesign());
    }
}
