package dev.docshape.app.designer;

import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Note;
import dev.docshape.model.Position;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A note is added, written, moved and deleted on the canvas, each one undo step, and saved with the project. */
class NotesJourneyTest extends DesignerTestBase {

    @Test
    void addWriteMoveDeleteAndUndoEachStep() throws Exception {
        show(Models.blog());
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.N);
        write("Check the indexes");
        push(KeyCode.SHORTCUT, KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(1, project().notes().size());
        Note note = project().notes().get(0);
        assertEquals("Check the indexes", note.text());
        assertEquals("Check the indexes", text(note.id()));
        for (String id : vm.diagram().entities().keySet()) {
            assertFalse(screenBounds(canvas().noteView(note.id())).intersects(screenBounds(entityView(id))), "the note is clear of " + id);
        }

        Position before = project().notes().get(0).position();
        drag(centreOf(canvas().noteView(note.id())), MouseButton.PRIMARY).moveBy(30, 20).dropBy(30, 20);
        WaitForAsyncUtils.waitForFxEvents();
        Position moved = project().notes().get(0).position();
        assertNotEquals(before, moved, "moved");
        assertEquals("Check the indexes", project().notes().get(0).text(), "a drag does not edit");

        clickOn("#note-delete-" + note.id());
        assertTrue(project().notes().isEmpty());
        assertNull(canvas().noteView(note.id()), "gone from the canvas");

        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(moved, project().notes().get(0).position(), "undo brings it back where it was");
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(before, project().notes().get(0).position(), "undo the move");
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals("", project().notes().get(0).text(), "undo the text");
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertTrue(project().notes().isEmpty(), "undo the adding");
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.Z);
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.Z);
        assertEquals("Check the indexes", text(note.id()), "redo shows it again");
    }

    @Test
    void doubleClickEditsTheTextAndTheNoteIsSavedInTheProjectFile() throws Exception {
        show(Models.blog().withNotes(List.of(new Note("note-1", "Old text", new Position(250, 220)))));
        doubleClickOn(canvas().noteView("note-1"));
        push(KeyCode.SHORTCUT, KeyCode.A);
        write("New text");
        push(KeyCode.SHORTCUT, KeyCode.ENTER);
        assertEquals("New text", text("note-1"));
        dev.docshape.app.designer.testing.Shots.save(this, canvas(), "canvas-note");

        Path file = home.resolve("with-notes.docshape");
        new FileProjectStore().save(project(), file);
        assertTrue(Files.readString(file).contains("\"notes\""), "written to the file");
        assertEquals(project().notes(), new FileProjectStore().load(file).notes(), "read back the same");
    }

    private String text(String noteId) {
        return lookup("#note-" + noteId + " .note-text").queryAs(Label.class).getText();
    }

    private static Bounds screenBounds(javafx.scene.Node node) {
        return node.localToScreen(node.getLayoutBounds());
    }

}
