package dev.docshape.model;

import dev.docshape.model.naming.Names;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The duplicate collections a design declares: for an entity with a collection of its own, a second
 * collection holding a copy of each of its documents, maintained on every write and counted in write
 * amplification (docs/counting-rules.md "Duplicate collections"). One duplicate per entity.
 *
 * @param byEntity entity id to its duplicate, in the order they were declared
 */
public record Duplicates(Map<String, Duplicate> byEntity) {

    /** No duplicate collection. */
    public static final Duplicates NONE = new Duplicates(Map.of());

    public Duplicates {
        Map<String, Duplicate> copy = new LinkedHashMap<>();
        if (byEntity != null) {
            for (Map.Entry<String, Duplicate> e : byEntity.entrySet()) {
                if (e.getValue() == null || !e.getValue().entity().equals(e.getKey())) {
                    throw new IllegalArgumentException("duplicate of '" + e.getKey() + "' is filed under another entity");
                }
                copy.put(e.getKey(), e.getValue());
            }
        }
        byEntity = Collections.unmodifiableMap(copy);
    }

    /** The duplicates in declaration order. */
    public static Duplicates of(List<Duplicate> duplicates) {
        Map<String, Duplicate> map = new LinkedHashMap<>();
        for (Duplicate d : duplicates) {
            if (map.put(d.entity(), d) != null) {
                throw new IllegalArgumentException("entity '" + d.entity() + "' has two duplicate collections; one is allowed");
            }
        }
        return new Duplicates(map);
    }

    /** The entity's duplicate, or null when it has none. */
    public Duplicate of(String entityId) {
        return byEntity.get(entityId);
    }

    public List<Duplicate> all() {
        return new ArrayList<>(byEntity.values());
    }

    public boolean isEmpty() {
        return byEntity.isEmpty();
    }

    /** These duplicates with {@code duplicate} added or replacing the entity's earlier one. */
    public Duplicates with(Duplicate duplicate) {
        Map<String, Duplicate> copy = new LinkedHashMap<>(byEntity);
        copy.put(duplicate.entity(), duplicate);
        return new Duplicates(copy);
    }

    /** These duplicates without the entity's. */
    public Duplicates without(String entityId) {
        Map<String, Duplicate> copy = new LinkedHashMap<>(byEntity);
        copy.remove(entityId);
        return new Duplicates(copy);
    }

    /**
     * A second collection of one entity's documents.
     *
     * @param entity       the entity whose documents are copied
     * @param partitionKey the top-level field the copy is partitioned (sharded) by, chosen among the
     *                     same fields as a partition key of the entity's own collection; null when the
     *                     copy is one partition
     */
    public record Duplicate(String entity, String partitionKey) {
        public Duplicate {
            Names.requireName(entity, "duplicated entity");
            if (partitionKey != null && partitionKey.isBlank()) partitionKey = null;
            if (partitionKey != null) Names.requireName(partitionKey, "partition key of the duplicate of '" + entity + "'");
        }

        public Duplicate withPartitionKey(String key) {
            return new Duplicate(entity, key);
        }
    }
}
