package dev.docshape.app.designer.diagram;

import dev.docshape.model.FieldType;

/**
 * The changes to an entity's fields, asked for on the canvas and in the inspector; a field is
 * named by its entity and its place among the entity's fields. Each call is one undoable edit.
 */
public interface FieldCommands {

    void addField(String entityId);

    void renameField(String entityId, int index, String newName);

    /**
     * Quick entry: {@code email: string} sets the name and the type of field {@code index}, a plain name renames it.
     * False when what was typed could not be read (the problem is reported), so the caller stays at the field.
     */
    boolean enterField(String entityId, int index, String typed);

    /** Takes back the field just added when the user cancels naming it. */
    void discardNewField(String entityId, int index);

    void retypeField(String entityId, int index, FieldType newType);

    /** Moves a field up ({@code delta} -1) or down (+1) in its entity. */
    void moveField(String entityId, int index, int delta);

    void removeField(String entityId, int index);
}
