package dev.docshape.model.edit;

import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.testing.Library;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HistoryTest {
    private final Project library = Library.project();
    private final History history = new History(library);

    private void rename(String id, String name) {
        history.execute(Edits.renameEntity(history.project(), id, name));
    }

    @Test
    void undoAndRedoWalkTheEditsWithTheirDescriptions() {
        assertFalse(history.canUndo());
        assertEquals(Optional.empty(), history.undoDescription());
        rename("author", "Writer");
        rename("book", "Title");
        assertEquals(Optional.of("Rename entity Book to Title"), history.undoDescription());

        history.undo();
        assertEquals(Optional.of("Rename entity Book to Title"), history.redoDescription());
        assertEquals("Book", history.project().model().requireEntity("book").name());
        assertEquals(Optional.of("Rename entity Author to Writer"), history.undoDescription());
        history.undo();
        assertEquals(library, history.project());
        assertFalse(history.canUndo());

        history.redo();
        history.redo();
        assertEquals("Title", history.project().model().requireEntity("book").name());
        assertFalse(history.canRedo());
    }

    @Test
    void identifyingGivesTheIdWithoutAnUndoStepOrAnUnsavedChange() {
        assertEquals(null, library.id());
        long revision = history.revision();
        List<Project> told = new ArrayList<>();
        history.addListener(told::add);
        assertTrue(history.identify("id-1"));
        assertEquals("id-1", history.project().id());
        assertFalse(history.isModified(), "an unchanged project stays unmodified");
        assertFalse(history.canUndo());
        assertEquals(revision, history.revision());
        assertEquals(List.of(history.project()), told);
        assertFalse(history.identify("id-2"), "an id, once given, stays");

        rename("author", "Writer");
        history.undo();
        assertEquals("id-1", history.project().id(), "edits and their undoing carry the id");
        assertFalse(history.isModified());
    }

    @Test
    void identifyingModifiedWorkKeepsItModified() {
        rename("author", "Writer");
        history.identify("id-1");
        assertTrue(history.isModified());
        history.undo();
        assertFalse(history.isModified(), "undone back to the saved state, which has the id too");
        assertEquals("id-1", history.project().id());
    }

    @Test
    void aNewEditClearsTheRedoStack() {
        rename("author", "Writer");
        history.undo();
        rename("book", "Title");
        assertFalse(history.canRedo());
        assertEquals(1, history.undoDepth());
    }

    @Test
    void revisionCountsEveryChangeButNotNoOpsOrFailures() {
        long start = history.revision();
        rename("author", "Writer");
        history.undo();
        history.redo();
        assertEquals(start + 3, history.revision());

        assertFalse(history.execute(Edits.renameEntity(history.project(), "author", "Writer")), "renaming to the same name");
        assertThrows(InvalidEditException.class, () -> history.execute(new EntityRenamed("author", "Author", "X")));
        assertEquals(start + 3, history.revision());
        assertEquals(1, history.undoDepth());
    }

    @Test
    void theUndoStackIsCapped() {
        History small = new History(library, 3);
        for (int i = 0; i < 5; i++) small.execute(Edits.setEntityCount(small.project(), "book", i + 1));
        assertEquals(3, small.undoDepth());
        while (small.canUndo()) small.undo();
        assertEquals(2, small.project().model().requireEntity("book").count(), "the two oldest steps fell off");
    }

    @Test
    void modifiedMeansDifferentFromTheSavedState() {
        assertFalse(history.isModified());
        rename("author", "Writer");
        assertTrue(history.isModified());
        history.markSaved();
        assertFalse(history.isModified());
        history.undo();
        assertTrue(history.isModified(), "before the saved state");
        history.redo();
        assertFalse(history.isModified(), "back at the saved state");
        rename("author", "Author");
        rename("author", "Writer");
        assertFalse(history.isModified(), "a different path to the same state");
    }

    @Test
    void oneDragIsOneUndoStepAndTheNextDragIsAnother() {
        for (int x = 1; x <= 10; x++) history.execute(Edits.moveEntity(history.project(), "book", new Position(x, x)));
        assertEquals(1, history.undoDepth());
        history.preventMerge();
        history.execute(Edits.moveEntity(history.project(), "book", new Position(50, 50)));
        assertEquals(2, history.undoDepth());
        history.undo();
        assertEquals(new Position(10, 10), history.project().model().requireEntity("book").position());
        history.undo();
        assertEquals(library, history.project());
    }

    @Test
    void savingEndsTheGesture() {
        history.execute(Edits.moveEntity(history.project(), "book", new Position(1, 1)));
        history.markSaved();
        history.execute(Edits.moveEntity(history.project(), "book", new Position(2, 2)));
        assertEquals(2, history.undoDepth());
    }

    @Test
    void anEditFromInsideAListenerIsRefused() {
        List<RuntimeException> refused = new ArrayList<>();
        history.addListener(project -> {
            try {
                history.execute(Edits.setEntityCount(project, "book", 1));
            } catch (IllegalStateException e) {
                refused.add(e);
            }
        });
        rename("author", "Writer");
        assertEquals(1, refused.size());
        assertTrue(refused.get(0).getMessage().contains("while another one is running"), refused.get(0).getMessage());
        assertEquals(1, history.undoDepth(), "only the outer edit ran");
    }

    @Test
    void listenersHearEveryChange() {
        List<String> names = new ArrayList<>();
        java.util.function.Consumer<Project> listener = p -> names.add(p.model().requireEntity("author").name());
        history.addListener(listener);
        rename("author", "Writer");
        history.undo();
        history.redo();
        history.removeListener(listener);
        history.undo();
        assertEquals(List.of("Writer", "Author", "Writer"), names);
    }

    @Test
    void resetStartsOver() {
        rename("author", "Writer");
        Project opened = Project.blank("other");
        history.reset(opened);
        assertEquals(opened, history.project());
        assertFalse(history.canUndo());
        assertFalse(history.isModified());
    }

    @Test
    void undoWithNothingToUndoSaysSo() {
        IllegalStateException e = assertThrows(IllegalStateException.class, history::undo);
        assertEquals("nothing to undo", e.getMessage());
    }
}
