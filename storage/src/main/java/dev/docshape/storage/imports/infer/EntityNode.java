package dev.docshape.storage.imports.infer;

/**
 * One entity of the model being inferred: a collection (a root) or a place where subdocuments
 * were found (embedded under {@link #parent} in {@link #parentField}).
 */
final class EntityNode {
    final String id;
    final String name;
    final ShapeStats shape;
    final long count;
    final EntityNode parent;
    final String parentField;
    /** The collection's {@code _id}s; null for embedded entities. */
    final IdFilter ids;

    EntityNode(String id, String name, ShapeStats shape, long count, EntityNode parent, String parentField, IdFilter ids) {
        this.id = id;
        this.name = name;
        this.shape = shape;
        this.count = count;
        this.parent = parent;
        this.parentField = parentField;
        this.ids = ids;
    }

    boolean root() {
        return parent == null;
    }

    /** True for the field that holds this entity's own id ({@code _id}; {@code id} in subdocuments). */
    boolean isOwnId(String fieldName) {
        return root() ? fieldName.equals(CollectionInference.ID_FIELD)
                : fieldName.equals("id") || fieldName.equals(CollectionInference.ID_FIELD);
    }
}
