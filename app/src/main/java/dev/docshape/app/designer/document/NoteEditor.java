package dev.docshape.app.designer.document;

import dev.docshape.app.designer.diagram.NoteCommands;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.model.Note;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.edit.NotesChanged;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/** Adds, edits, moves and deletes the canvas's notes, one {@link NotesChanged} edit each. */
final class NoteEditor implements NoteCommands {
    private final DesignEditor editor;
    private final SelectionModel selection;

    NoteEditor(DesignEditor editor, SelectionModel selection) {
        this.editor = editor;
        this.selection = selection;
    }

    /** Adds the note and selects it alone, as a new entity is: Delete next removes the note, not what was selected before. */
    @Override
    public String addNote(Position where) {
        String[] id = new String[1];
        boolean added = editor.runAlone(p -> {
            id[0] = freshId(p);
            List<Note> notes = new ArrayList<>(p.notes());
            notes.add(new Note(id[0], "", where));
            return new NotesChanged("Add note", p.notes(), notes);
        });
        if (added) selection.selectNote(id[0]);
        return id[0];
    }

    @Override
    public void editNote(String noteId, String text) {
        change(noteId, "Edit note", n -> n.withText(text));
    }

    @Override
    public void moveNote(String noteId, Position to) {
        change(noteId, "Move note", n -> n.withPosition(to));
    }

    @Override
    public void deleteNote(String noteId) {
        change(noteId, "Delete note", n -> null);
    }

    /** Replaces (or, when {@code how} gives null, removes) the note; no edit when nothing changes. */
    private void change(String noteId, String description, UnaryOperator<Note> how) {
        Project p = editor.document().project();
        List<Note> notes = new ArrayList<>(p.notes().size());
        for (Note n : p.notes()) {
            Note changed = n.id().equals(noteId) ? how.apply(n) : n;
            if (changed != null) notes.add(changed);
        }
        if (notes.equals(p.notes())) return;
        editor.runAlone(q -> new NotesChanged(description, q.notes(), notes));
    }

    /** The project's notes with those in {@code positions} moved there; null when none of them moves. */
    List<Note> movedTo(Map<String, Position> positions) {
        List<Note> now = editor.document().project().notes();
        List<Note> moved = new ArrayList<>(now.size());
        for (Note n : now) {
            Position to = positions.get(n.id());
            moved.add(to == null ? n : n.withPosition(to));
        }
        return moved.equals(now) ? null : moved;
    }

    private static String freshId(Project p) {
        Set<String> taken = new HashSet<>();
        for (Note n : p.notes()) taken.add(n.id());
        int i = 1;
        while (taken.contains("note-" + i)) i++;
        return "note-" + i;
    }
}
