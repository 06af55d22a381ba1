package dev.docshape.model.validate;

import dev.docshape.model.Entity;

/** Whether a field name used by a pattern or a mapping exists on an entity. */
final class FieldNames {
    private FieldNames() {
    }

    /**
     * True for the entity's fields and for its implied id; a dotted name ({@code address.city})
     * counts when its first part is a field.
     */
    static boolean exists(Entity entity, String name) {
        if (name.equals("id") || name.equals("_id")) return true;
        int dot = name.indexOf('.');
        return entity.field(dot < 0 ? name : name.substring(0, dot)).isPresent();
    }
}
