package dev.docshape.model.projection;

import java.util.List;

/**
 * The fields of a collection's documents that can be its partition (shard) key: the top-level
 * single values, the document's {@code id} first, then its own fields and the ids of the one parent
 * it references (docs/counting-rules.md "Partitions").
 */
public final class PartitionKeys {
    /** The key name of the document's own id (written {@code _id} in MongoDB, {@code id} in Cosmos DB). */
    public static final String ID = "id";

    private PartitionKeys() {
    }

    public static List<String> candidates(CollectionShape collection) {
        return collection.document().fields().stream()
                .filter(PartitionKeys::keyable)
                .map(f -> f.role() == ShapeField.Role.ID ? ID : f.name())
                .toList();
    }

    private static boolean keyable(ShapeField f) {
        if (f.kind() != ShapeField.Kind.SCALAR) return false;
        return switch (f.role()) {
            case ID, ATTRIBUTE, REFERENCE, COPIED -> true;
            default -> false;
        };
    }
}
