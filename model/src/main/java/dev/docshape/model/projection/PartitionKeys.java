package dev.docshape.model.projection;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The fields of a collection's documents that can be its partition (shard) key: the single values,
 * the document's {@code id} first, then its own fields and the ids of the one parent it references,
 * then the same inside its single-valued objects as dotted paths ({@code device.id}, the copied id of
 * an extended reference; {@code profile.country}, a field of an embedded one-to-one), never through
 * an array (docs/counting-rules.md "Partitions").
 */
public final class PartitionKeys {
    /** The key name of the document's own id (written {@code _id} in MongoDB, {@code id} in Cosmos DB). */
    public static final String ID = "id";

    private PartitionKeys() {
    }

    public static List<String> candidates(CollectionShape collection) {
        List<String> keys = new ArrayList<>();
        List<ShapeField> objects = new ArrayList<>();
        for (ShapeField f : collection.document().fields()) {
            if (keyable(f)) keys.add(f.role() == ShapeField.Role.ID ? ID : f.name());
            else if (f.kind() == ShapeField.Kind.OBJECT) objects.add(f);
        }
        for (ShapeField o : objects) nested(o, o.name() + ".", keys);
        return keys;
    }

    private static void nested(ShapeField object, String prefix, List<String> keys) {
        for (ShapeField f : object.children()) {
            if (keyable(f)) keys.add(prefix + f.name());
            else if (f.kind() == ShapeField.Kind.OBJECT) nested(f, prefix + f.name() + ".", keys);
        }
    }

    /** The field a key names: a top-level field, or the one at a dotted path through single-valued objects. */
    public static Optional<ShapeField> field(CollectionShape collection, String key) {
        String[] parts = key.split("\\.", -1);
        Optional<ShapeField> found = collection.document().field(parts[0]);
        for (int i = 1; i < parts.length && found.isPresent(); i++) {
            ShapeField object = found.get();
            if (object.kind() != ShapeField.Kind.OBJECT) return Optional.empty();
            String part = parts[i];
            found = object.children().stream().filter(f -> f.name().equals(part)).findFirst();
        }
        return found;
    }

    private static boolean keyable(ShapeField f) {
        if (f.kind() != ShapeField.Kind.SCALAR) return false;
        return switch (f.role()) {
            case ID, ATTRIBUTE, REFERENCE, COPIED -> true;
            default -> false;
        };
    }
}
