package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Note;
import dev.docshape.model.Position;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 15: notes on the canvas are part of the selection like entities: click, Shift+click, rubber band, Select All, Delete, arrow keys, Arrange. */
class NotesSelectionJourneyTest extends DesignerTestBase {
    private static final Position FIRST = new Position(260, 220);
    private static final Position SECOND = new Position(280, 500);

    private void showWithNotes() {
        show(Models.blog().withNotes(List.of(new Note("note-1", "First", FIRST), new Note("note-2", "Second", SECOND))));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aClickedNoteMovesWithTheSelectedEntityOnArrowKeysAndOneUndoPutsBothBack() {
        showWithNotes();
        clickOn(lookup("#note-note-1 .note-text").<javafx.scene.Node>query());
        assertEquals(List.of("note-1"), vm.selection().noteIds());
        assertTrue(isShownSelected(canvas().noteView("note-1")), "the note is drawn selected");
        assertFalse(isShownSelected(canvas().noteView("note-2")));
        press(KeyCode.SHIFT).clickOn(nameOnCard("comment")).release(KeyCode.SHIFT);
        assertEquals(List.of("comment"), vm.selection().entityIds());
        assertEquals(List.of("note-1"), vm.selection().noteIds(), "Shift+click on an entity keeps the note");
        Position comment = positionOf("comment");

        press(KeyCode.RIGHT); // held down: the key repeats
        press(KeyCode.RIGHT);
        release(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        double step = positionOf("comment").x() - comment.x();
        assertTrue(step > 0, "the entity moved right");
        assertEquals(FIRST.translate(step, 0), note("note-1").position(), "the note moved with it");
        assertEquals(FIRST.x() + step, canvas().noteView("note-1").getLayoutX(), 0.01, "and is drawn there");
        assertEquals(SECOND, note("note-2").position(), "an unselected note stays");

        clickOn(canvas().noteView("note-2")); // focus back on the canvas, the selection changes
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(comment, positionOf("comment"), "one undo for the whole burst");
        assertEquals(FIRST, note("note-1").position());
    }

    @Test
    void selectAllRubberBandDeleteAndArrangeTakeNotesAlong() {
        showWithNotes();
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.A);
        assertEquals(List.of("note-1", "note-2"), vm.selection().noteIds().stream().sorted().toList(), "Select All takes the notes");
        assertEquals(4, vm.selection().entityIds().size());
        assertTrue(isShownSelected(canvas().noteView("note-2")), "drawn selected");
        dev.docshape.app.designer.testing.Shots.save(this, canvas(), "canvas-notes-selected");

        push(KeyCode.ESCAPE);
        Bounds second = canvas().noteView("note-2").getBoundsInParent();
        press(KeyCode.SHIFT);
        drag(screenOf(second.getMinX() - 10, second.getMinY() - 10), MouseButton.PRIMARY)
                .dropTo(screenOf(second.getMaxX() + 10, second.getMaxY() + 10));
        release(KeyCode.SHIFT);
        assertEquals(List.of("note-2"), vm.selection().noteIds(), "the rubber band takes the note it touches");
        assertTrue(vm.selection().entityIds().isEmpty(), vm.selection().entityIds().toString());

        push(KeyCode.DELETE);
        assertEquals(List.of("note-1"), project().notes().stream().map(Note::id).toList(), "Delete removes the selected note");
        assertTrue(lookup("#note-note-2").tryQuery().isEmpty(), "and the canvas no longer shows it");
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(2, project().notes().size(), "undo brings it back");

        clickEntity("author");
        press(KeyCode.SHIFT).clickOn(lookup("#note-note-1 .note-text").<javafx.scene.Node>query()).clickOn(lookup("#note-note-2 .note-text").<javafx.scene.Node>query())
                .release(KeyCode.SHIFT);
        clickOn("#menu-model").clickOn("#menu-arrange").clickOn("#menu-" + DesignerAction.ALIGN_LEFT.nodeId());
        WaitForAsyncUtils.waitForFxEvents();
        double left = positionOf("author").x();
        assertEquals(left, note("note-1").position().x(), 0.5, "Align Left lines the notes up with the entity");
        assertEquals(left, note("note-2").position().x(), 0.5);
        assertEquals(left, canvas().noteView("note-2").getLayoutX(), 0.5, "on the canvas too");
        assertEquals(FIRST.y(), note("note-1").position().y(), "only across");
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(FIRST, note("note-1").position(), "one undo puts them back");
        assertEquals(SECOND, note("note-2").position());
    }

    @Test
    void draggingASelectedEntityCarriesTheSelectedNoteAndOneUndoPutsBothBack() {
        showWithNotes();
        clickOn(lookup("#note-note-1 .note-text").<javafx.scene.Node>query());
        press(KeyCode.SHIFT).clickOn(nameOnCard("comment")).release(KeyCode.SHIFT);
        assertEquals(List.of("note-1"), vm.selection().noteIds());
        Position comment = positionOf("comment");

        drag(nameOnCard("comment"), MouseButton.PRIMARY).moveBy(30, 20).moveBy(50, 40);
        double dx = vm.diagram().entity("comment").x().get() - comment.x();
        double dy = vm.diagram().entity("comment").y().get() - comment.y();
        assertTrue(dx > 0 && dy > 0, "the entity follows the pointer: " + dx + ", " + dy);
        assertEquals(FIRST.x() + dx, canvas().noteView("note-1").getLayoutX(), 0.01, "the note follows it while dragging");
        assertEquals(FIRST.y() + dy, canvas().noteView("note-1").getLayoutY(), 0.01);
        drop();
        WaitForAsyncUtils.waitForFxEvents();

        Position moved = positionOf("comment");
        Position noteMoved = FIRST.translate(moved.x() - comment.x(), moved.y() - comment.y());
        assertEquals(noteMoved, note("note-1").position(), "the note is written where it was dropped, with the entity");
        assertEquals(noteMoved.x(), canvas().noteView("note-1").getLayoutX(), 0.01, "and is drawn there");
        assertEquals(SECOND, note("note-2").position(), "an unselected note stays");
        assertEquals(SECOND.x(), canvas().noteView("note-2").getLayoutX(), 0.01);

        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(comment, positionOf("comment"), "one undo for the drag");
        assertEquals(FIRST, note("note-1").position(), "puts the note back too");
        assertEquals(FIRST.x(), canvas().noteView("note-1").getLayoutX(), 0.01);
    }

    private Note note(String id) {
        return project().notes().stream().filter(n -> n.id().equals(id)).findFirst().orElseThrow();
    }

    private static boolean isShownSelected(Node node) {
        return node.getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("selected"));
    }
}
