package dev.docshape.model;

import dev.docshape.model.naming.Names;

import java.util.Objects;

/**
 * A free text box on the designer's canvas: a remark for the people who read the diagram. It is
 * part of the project file and of nothing else (no export, estimate or generated code reads it).
 *
 * @param id       stable within the project
 * @param text     what it says (may be empty, may have several lines)
 * @param position its top-left corner, in canvas units
 */
public record Note(String id, String text, Position position) {
    public Note {
        Names.requireName(id, "note id");
        text = text == null ? "" : text;
        Objects.requireNonNull(position, "note position");
    }

    public Note withText(String newText) {
        return new Note(id, newText, position);
    }

    public Note withPosition(Position newPosition) {
        return new Note(id, text, newPosition);
    }
}
