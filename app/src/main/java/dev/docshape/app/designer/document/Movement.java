package dev.docshape.app.designer.document;

import dev.docshape.app.text.Words;
import dev.docshape.model.Note;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.edit.CompositeBuilder;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.edit.NotesChanged;

import java.util.List;
import java.util.Map;

/** One edit that moves entities and notes together (a nudge of a selection, Arrange), named for the Undo menu. */
final class Movement {
    private Movement() {
    }

    /**
     * Moves {@code entities} to their positions and the notes to {@code notesTo} (the project's
     * notes after the move; null when none moves), named {@code description} or, when null, for
     * what moves ("Move 2 entities and 1 note").
     */
    static Edit edit(Project p, String description, Map<String, Position> entities, List<Note> notesTo) {
        if (notesTo == null && entities.size() == 1 && description == null) {
            Map.Entry<String, Position> only = entities.entrySet().iterator().next();
            return Edits.moveEntity(p, only.getKey(), only.getValue());
        }
        int notesMoved = notesTo == null ? 0 : countMoved(p.notes(), notesTo);
        String name = description != null ? description : "Move " + (notesMoved == 0 ? entities.size() + " entities"
                : entities.isEmpty() ? Words.count(notesMoved, "note")
                : Words.count(entities.size(), "entity", "entities") + " and " + Words.count(notesMoved, "note"));
        if (notesTo == null) return Edits.moveEntities(p, name, entities);
        CompositeBuilder steps = Edits.compose(p, name);
        entities.forEach((id, to) -> steps.then(q -> Edits.moveEntity(q, id, to)));
        steps.then(q -> new NotesChanged(name, q.notes(), notesTo));
        return steps.build();
    }

    /** How many notes differ between {@code from} and {@code to}, lists of the same notes in the same order. */
    private static int countMoved(List<Note> from, List<Note> to) {
        int moved = 0;
        for (int i = 0; i < Math.min(from.size(), to.size()); i++) if (!from.get(i).equals(to.get(i))) moved++;
        return moved;
    }
}
