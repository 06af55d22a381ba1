package dev.docshape.app.designer.diagram;

import java.util.Objects;

/**
 * A field of an entity by its place in the entity's field list: the field the Model > Field
 * commands act on (the one last clicked on the canvas).
 */
public record FieldRef(String entityId, int index) {
    public FieldRef {
        Objects.requireNonNull(entityId, "entity id");
        if (index < 0) throw new IllegalArgumentException("field index must not be negative, was " + index);
    }
}
