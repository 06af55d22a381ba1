package dev.docshape.app.designer.diagram;

import dev.docshape.model.Position;

import java.util.Map;

/**
 * The changes the canvas and the inspector ask for. Each call becomes one undoable edit of the
 * project (see {@code DesignEditor}); calls that would change nothing make no edit.
 */
public interface DiagramCommands {

    /** Creates an entity with a fresh name at {@code where} and selects it. */
    void createEntityAt(Position where);

    void renameEntity(String entityId, String newName);

    /** Moves entities to new positions as one step (the end of a drag). */
    void moveEntities(Map<String, Position> newPositions);

    /** Moves entities and notes as one step (the end of a drag that carries the selected notes along). */
    void move(Map<String, Position> entityPositions, Map<String, Position> notePositions);

    /** Moves entities by a keyboard nudge, as {@link #nudge} does. */
    default void nudgeEntities(Map<String, Position> newPositions) {
        nudge(newPositions, Map.of());
    }

    /**
     * Moves the selected entities and notes by a keyboard nudge. The nudges of one burst (an arrow
     * key held down) merge into one undo step, until {@link #endNudges()}.
     */
    void nudge(Map<String, Position> entityPositions, Map<String, Position> notePositions);

    /** Ends a burst of nudges: the next nudge is a new undo step. */
    void endNudges();

    /** Creates a relationship from {@code parentId} to {@code childId} and selects it. */
    void connect(String parentId, String childId);

    /** Embedded becomes referenced and referenced becomes embedded. */
    void flipMapping(String relationshipId);

    /** The fields of the entities. */
    FieldCommands fields();

    /** The notes on the canvas. */
    NoteCommands notes();
}
