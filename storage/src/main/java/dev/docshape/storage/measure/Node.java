package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.projection.ShapeField;

import java.util.List;

/**
 * One entity instance in hand while a pattern runs: its object (a whole document or an object
 * embedded in one), the shape of that object, the document it was read in and, for an embedded
 * instance, the object that contains it and the relationship that put it there.
 *
 * @param id        the instance's id (hex)
 * @param object    its fields, or null when only the id is known
 * @param shape     the fields of its object in the collection's shape
 * @param document  the top-level document it sits in (null when only the id is known)
 * @param container the instance it is embedded in; null for a whole document
 * @param via       the relationship that embeds it in {@code container}; null for a whole document
 */
record Node(String id, ObjectNode object, List<ShapeField> shape, ObjectNode document, Node container, String via) {

    static Node idOnly(String id) {
        return new Node(id, null, List.of(), null, null, null);
    }

    boolean loaded() {
        return object != null;
    }
}
