package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.ActionRegistry;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.app.designer.document.ProjectDocument;
import dev.docshape.app.designer.document.SelectionCommands;
import dev.docshape.app.designer.inspector.InspectorViewModel;
import dev.docshape.app.designer.inspector.InspectorViewModel.Subject;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Position;
import javafx.beans.property.SimpleBooleanProperty;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The designer's view models on their own, without a window or a robot: what the inspector
 * shows for a selection, how canvas requests become undo steps, how refusals are reported, and
 * how the action catalogue follows its bindings. The robot tests keep the user journeys.
 */
class DesignerViewModelsTest {
    private final ProjectDocument document = new ProjectDocument(Models.blog());
    private final SelectionModel selection = new SelectionModel();
    private final DiagramViewModel diagram = new DiagramViewModel(document.projectProperty(), selection, TaskRunner.direct());
    private final DesignEditor editor = new DesignEditor(document, selection);
    private final InspectorViewModel inspector = new InspectorViewModel(diagram, editor, document.projectProperty());
    private final SelectionCommands commands = new SelectionCommands(editor, selection);
    private final List<String> problems = new ArrayList<>();

    DesignerViewModelsTest() {
        editor.setProblemReporter(problems::add);
    }

    @Test
    void theInspectorShowsWhatIsSelected() {
        assertEquals(Subject.NOTHING, inspector.subject().get());
        selection.selectEntity("post");
        assertEquals(Subject.ENTITY, inspector.subject().get());
        assertEquals("Post", inspector.entity().get().entity().name());
        selection.toggleEntity("comment");
        assertEquals(Subject.SEVERAL, inspector.subject().get());
        selection.selectRelationship("post-comments");
        assertEquals(Subject.RELATIONSHIP, inspector.subject().get());
        selection.clear();
        assertEquals(Subject.NOTHING, inspector.subject().get());
    }

    @Test
    void aBurstOfNudgesIsOneUndoStepAndADragIsAnother() {
        Position start = document.project().model().entity("comment").orElseThrow().position();
        for (int i = 1; i <= 3; i++) editor.nudgeEntities(Map.of("comment", start.translate(20 * i, 0)));
        editor.endNudges();
        editor.moveEntities(Map.of("comment", start.translate(60, 100)));
        document.undo();
        assertEquals(start.translate(60, 0), position("comment"), "the drag was its own step");
        document.undo();
        assertEquals(start, position("comment"), "the three nudges were one step");
        assertFalse(document.canUndoProperty().get());
    }

    @Test
    void selectedNotesGoWithTheEntitiesOnANudgeAndOnDeleteEachOneUndoStep() {
        document.execute(new dev.docshape.model.edit.NotesChanged("Add note", List.of(),
                List.of(new dev.docshape.model.Note("note-1", "Remember", new Position(300, 300)))));
        Position start = position("comment");
        selection.selectEntity("comment");
        selection.toggleNote("note-1");
        assertEquals(Subject.ENTITY, inspector.subject().get(), "a note has nothing to inspect");
        for (int i = 1; i <= 3; i++) {
            editor.nudge(Map.of("comment", start.translate(20 * i, 0)), Map.of("note-1", new Position(300 + 20 * i, 300)));
        }
        editor.endNudges();
        assertEquals(new Position(360, 300), document.project().notes().get(0).position());
        assertEquals("Move 1 entity and 1 note", document.undoDescriptionProperty().get());
        document.undo();
        assertEquals(start, position("comment"), "the burst was one step");
        assertEquals(new Position(300, 300), document.project().notes().get(0).position());

        commands.selectAll();
        assertEquals(List.of("note-1"), selection.noteIds());
        selection.clear();
        selection.selectNote("note-1");
        assertEquals(Subject.NOTHING, inspector.subject().get());
        commands.delete();
        assertTrue(document.project().notes().isEmpty());
        assertEquals(4, document.project().model().entities().size(), "only the note");
        document.undo();
        assertEquals(1, document.project().notes().size());
    }

    @Test
    void aRefusedRequestChangesNothingAndSaysWhy() {
        long revision = document.revisionProperty().get();
        editor.renameEntity("comment", "Post");
        assertEquals("Comment", document.project().model().entity("comment").orElseThrow().name());
        assertEquals(revision, document.revisionProperty().get());
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("Post"), problems.get(0));
    }

    @Test
    void aFlipIsOneUndoStepNamedInTheUndoLabel() {
        editor.flipMapping("post-comments");
        assertTrue(document.canUndoProperty().get());
        assertTrue(document.undoDescriptionProperty().get().toLowerCase(java.util.Locale.ROOT).contains("comments"),
                document.undoDescriptionProperty().get());
        document.undo();
        assertEquals(Models.blog().active(), document.project().active());
    }

    @Test
    void anActionBoundAfterItsMenuItemWasMadeIsFollowed() {
        ActionRegistry actions = new ActionRegistry();
        assertFalse(actions.isEnabled(DesignerAction.GENERATE_SAMPLE), "unbound: disabled");
        var enabled = actions.enabled(DesignerAction.GENERATE_SAMPLE);
        int[] ran = new int[1];
        SimpleBooleanProperty ready = new SimpleBooleanProperty(false);
        actions.bind(DesignerAction.GENERATE_SAMPLE, () -> ran[0]++, ready);
        assertFalse(enabled.get());
        assertFalse(actions.execute(DesignerAction.GENERATE_SAMPLE), "a disabled action does not run");
        ready.set(true);
        assertTrue(enabled.get(), "what was handed out before the binding follows it");
        assertTrue(actions.execute(DesignerAction.GENERATE_SAMPLE));
        assertEquals(1, ran[0]);
    }

    @Test
    void aToggleActionFollowsItsStateBothWays() {
        ActionRegistry actions = new ActionRegistry();
        SimpleBooleanProperty dark = new SimpleBooleanProperty(false);
        var shown = actions.toggle(DesignerAction.DARK_THEME).orElseThrow();
        actions.bindToggle(DesignerAction.DARK_THEME, dark);
        actions.execute(DesignerAction.DARK_THEME);
        assertTrue(dark.get());
        assertTrue(shown.get());
        dark.set(false);
        assertFalse(shown.get());
        assertTrue(actions.toggle(DesignerAction.SAVE).isEmpty(), "a plain command has no on/off state");
    }

    private Position position(String entityId) {
        return document.project().model().entity(entityId).orElseThrow().position();
    }
}
