package dev.docshape.model;

import dev.docshape.model.naming.Names;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How a design spreads its collections over partitions (Cosmos DB) or shards (MongoDB): the key of
 * each partitioned collection and how many partitions there are (docs/counting-rules.md "Partitions").
 *
 * @param keys       root entity id to the field of its collection's documents that is the key
 *                   ({@code id}, one of its own fields, a reference field such as {@code postId}, or a
 *                   dotted path into a single-valued object such as {@code author.id}); a collection
 *                   without a key is one partition
 * @param partitions how many physical partitions (shards) a partitioned collection spreads over
 */
public record Partitioning(Map<String, String> keys, int partitions) {

    /** Partitions of a partitioned collection when the design does not say. */
    public static final int DEFAULT_PARTITIONS = 4;
    /** The most partitions a design may declare. */
    public static final int MAX_PARTITIONS = 100_000;
    /** No collection partitioned, the default partition count. */
    public static final Partitioning NONE = new Partitioning(Map.of(), DEFAULT_PARTITIONS);

    public Partitioning {
        Map<String, String> copy = new LinkedHashMap<>();
        if (keys != null) {
            for (Map.Entry<String, String> e : keys.entrySet()) {
                Names.requireName(e.getKey(), "partitioned entity");
                Names.requireName(e.getValue(), "partition key of '" + e.getKey() + "'");
                copy.put(e.getKey(), e.getValue());
            }
        }
        keys = Collections.unmodifiableMap(copy);
        if (partitions < 1 || partitions > MAX_PARTITIONS) {
            throw new IllegalArgumentException("partitions must be between 1 and " + MAX_PARTITIONS + ", was " + partitions);
        }
    }

    /** The key field of {@code entityId}'s collection, or null when it is not partitioned. */
    public String keyOf(String entityId) {
        return keys.get(entityId);
    }

    /** True when no collection is partitioned: every request goes to one partition. */
    public boolean isEmpty() {
        return keys.isEmpty();
    }

    /** This partitioning with {@code entityId}'s key set to {@code field}, or removed when it is null. */
    public Partitioning withKey(String entityId, String field) {
        Map<String, String> copy = new LinkedHashMap<>(keys);
        if (field == null || field.isBlank()) copy.remove(entityId);
        else copy.put(entityId, field);
        return new Partitioning(copy, partitions);
    }

    public Partitioning withPartitions(int newPartitions) {
        return new Partitioning(keys, newPartitions);
    }
}
