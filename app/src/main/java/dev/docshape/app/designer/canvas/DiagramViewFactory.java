package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramCommands;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.model.Note;

/** Makes the one view per entity and per relationship the canvas shows. */
public class DiagramViewFactory {
    private final DiagramCommands commands;

    public DiagramViewFactory(DiagramCommands commands) {
        this.commands = commands;
    }

    public EntityView entityView(EntityViewModel vm, CanvasGestures gestures) {
        return new EntityView(vm, commands, gestures);
    }

    public NoteView noteView(Note note, SelectionModel selection) {
        return new NoteView(note, commands.notes(), selection);
    }

    RelationshipView relationshipView(RelationshipLine line, CanvasGestures gestures) {
        return new RelationshipView(line, gestures);
    }
}
