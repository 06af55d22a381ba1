package dev.docshape.model.estimate;

import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Partitioning;
import dev.docshape.model.estimate.Intent.Action;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.PartitionKeys;
import dev.docshape.model.projection.ShapeField;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Which partitions (shards) a planned request goes to (docs/counting-rules.md "Partitions"). A
 * request whose filter gives the value of its collection's partition key goes to the partitions of
 * the values it gives (one for one value); any other request fans out to all of them. A collection
 * without a key is one partition.
 *
 * <p>A filter gives the key's value when the key is the id and the request addresses the
 * collection's own documents by their ids, or when the key is the reference field holding the ids
 * the request filters by (comments partitioned by {@code postId}, read by their post's id; readings
 * partitioned by {@code device.id}, the id in an extended reference's copy, read by their device's id).
 * An insert carries the key in its document.
 */
final class PartitionRouting {
    private final int partitions;
    /** Collection name to its key field, for partitioned collections only. */
    private final Map<String, String> keys = new HashMap<>();
    private final Map<String, CollectionShape> collections;
    /** Collection name to the field its key names, resolved once. */
    private final Map<String, Optional<ShapeField>> keyFields = new HashMap<>();

    PartitionRouting(Design design, Map<String, CollectionShape> ownCollections, Map<String, CollectionShape> duplicates,
                     Map<String, CollectionShape> feeds, Map<String, CollectionShape> collections) {
        Partitioning partitioning = design.partitioning();
        this.partitions = partitioning.partitions();
        this.collections = collections;
        for (Map.Entry<String, String> e : partitioning.keys().entrySet()) {
            CollectionShape own = ownCollections.get(e.getKey());
            if (own != null && own.kind() == CollectionKind.ENTITY) keys.put(own.name(), e.getValue());
        }
        for (Duplicates.Duplicate d : design.duplicates().all()) {
            CollectionShape copy = (d.isFeed() ? feeds : duplicates).get(d.entity());
            if (copy != null && d.partitionKey() != null) keys.put(copy.name(), d.partitionKey());
        }
    }

    /**
     * The partitions a request to {@code collection} goes to.
     *
     * @param values how many key values the request gives when it gives any (ids read, sources followed)
     */
    int partitions(String collection, Intent intent, double values) {
        String key = keys.get(collection);
        if (key == null || partitions == 1) return 1;
        if (givesKey(collections.get(collection), key, intent)) {
            return (int) Math.max(1, Math.min(partitions, Math.ceil(values)));
        }
        return partitions;
    }

    /**
     * The partitions a write of {@code docs} documents of {@code collection} goes to: the
     * collection's own documents are addressed by one id each, copies elsewhere by the one id of the
     * written instance.
     */
    int writePartitions(String collection, Intent intent, double docs) {
        CollectionShape c = collections.get(collection);
        boolean own = c != null && intent.entity().equals(c.rootEntity()) && intent.action() != Action.PUSH_CHILD && !writesCopiesInside(intent);
        return partitions(collection, intent, own ? docs : 1);
    }

    private boolean givesKey(CollectionShape c, String key, Intent intent) {
        if (c == null) return false;
        if (intent.action() == Action.INSERT) return true;
        String by = filteredBy(c, intent);
        if (by == null) return false;
        if (key.equals(PartitionKeys.ID)) return by.equals(c.rootEntity()) && !writesCopiesInside(intent);
        Optional<ShapeField> field = keyFields.computeIfAbsent(c.name(), n -> PartitionKeys.field(c, key));
        if (field.isEmpty() || field.get().kind() != ShapeField.Kind.SCALAR || !by.equals(field.get().entity())) return false;
        // a nested key may be the copied id of an extended reference (device.id): it gives the device's ids
        ShapeField.Role role = field.get().role();
        return role == ShapeField.Role.REFERENCE || role == ShapeField.Role.COPIED || (role == ShapeField.Role.ID && key.indexOf('.') > 0);
    }

    /**
     * True for a write of an instance's copies kept inside other documents (the planner names the relationship that
     * put them there): its filter gives the copies' id, not the id of the documents holding them, even where those are
     * documents of the same entity (the followers holding a user's copies, decision 0508).
     */
    private static boolean writesCopiesInside(Intent intent) {
        return (intent.action() == Action.SET_FIELDS || intent.action() == Action.REMOVE) && intent.relationship() != null;
    }

    /** The entity whose ids the request's filter gives; null for a filter on something else. */
    private static String filteredBy(CollectionShape c, Intent intent) {
        return switch (intent.action()) {
            case READ_FIRST -> null;
            case READ_BY_SOURCE_ID, READ_BUCKETS, READ_JOINS, COUNT -> intent.via();
            case PUSH_CHILD -> intent.via() != null ? intent.via() : c.rootEntity();
            // a feed per parent is trimmed by the parent's id (docs/counting-rules.md "Ordering and feeds")
            case TRIM_FEED -> intent.via() != null ? intent.via() : intent.entity();
            default -> intent.entity();
        };
    }

    int partitions() {
        return partitions;
    }
}
