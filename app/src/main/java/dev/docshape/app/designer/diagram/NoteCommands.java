package dev.docshape.app.designer.diagram;

import dev.docshape.model.Position;

/** The changes to the canvas's notes; each call is one undoable edit, and one that changes nothing makes none. */
public interface NoteCommands {

    /** Adds an empty note at {@code where}, selects it alone and returns its id. */
    String addNote(Position where);

    void editNote(String noteId, String text);

    void moveNote(String noteId, Position to);

    void deleteNote(String noteId);
}
