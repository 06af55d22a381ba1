package dev.docshape.model;

import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.naming.Names;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The duplicate collections a design declares: for an entity with a collection of its own, a second
 * collection holding a copy of each of its documents, maintained on every write and counted in write
 * amplification (docs/counting-rules.md "Duplicate collections"), or a feed holding only its latest N
 * documents (docs/counting-rules.md "Ordering and feeds"). One duplicate or feed per entity.
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
     * A second collection of one entity's documents: all of them, or, for a feed, only the latest
     * {@code keep} by {@code order} (decision 0321, docs/counting-rules.md "Ordering and feeds").
     *
     * @param entity       the entity whose documents are copied
     * @param partitionKey the top-level field the copy is partitioned (sharded) by, chosen among the
     *                     same fields as a partition key of the entity's own collection; null when the
     *                     copy is one partition
     * @param keep         for a feed, how many documents it keeps (the first {@code keep} by
     *                     {@code order}, over the whole collection); 0 for a duplicate of every document
     * @param order        for a feed, the order it keeps; null for a duplicate of every document
     */
    public record Duplicate(String entity, String partitionKey, int keep, Ordering order) {
        /** The most documents a feed keeps: a feed is a short list, not a second collection of everything. */
        public static final int MAX_KEEP = 10_000;

        public Duplicate {
            Names.requireName(entity, "duplicated entity");
            if (partitionKey != null && partitionKey.isBlank()) partitionKey = null;
            if (partitionKey != null) Names.requireName(partitionKey, "partition key of the duplicate of '" + entity + "'");
            if (keep < 0 || keep > MAX_KEEP) {
                throw new IllegalArgumentException("the feed of '" + entity + "' keeps " + keep + " documents; give 1 to " + MAX_KEEP);
            }
            if ((keep > 0) != (order != null)) {
                throw new IllegalArgumentException("the feed of '" + entity + "' needs both how many documents it keeps and their order");
            }
        }

        /** A duplicate of every document. */
        public Duplicate(String entity, String partitionKey) {
            this(entity, partitionKey, 0, null);
        }

        /** A feed: the latest {@code keep} documents of {@code entity} by {@code order}, in one partition. */
        public static Duplicate feed(String entity, int keep, Ordering order) {
            return new Duplicate(entity, null, keep, order);
        }

        /** True when this copy keeps only the first {@code keep} documents by its order. */
        public boolean isFeed() {
            return keep > 0;
        }

        /** True when this copy serves a read of the first {@code limit} documents by {@code wanted}. */
        public boolean servesFirst(int limit, Ordering wanted) {
            return isFeed() && limit > 0 && limit <= keep && order.equals(wanted);
        }

        /**
         * True when this feed serves {@code read}: a query of the first N by the feed's order, N at most
         * {@code keep}, with no parent (the planner sends it to the feed; the entity's own collection then
         * keeps no index for it unless another read needs one).
         */
        public boolean serves(ReadPattern read) {
            return read.selection() == Selection.FILTER && read.byParent() == null && servesFirst(read.limit(), read.order());
        }

        /**
         * What the copy holds, in words: "latest 15 Post by createdAt" for a feed kept highest first, "first 15
         * Post by rank, lowest first", or "duplicate of Post documents".
         */
        public String words(String entityName) {
            if (!isFeed()) return "duplicate of " + entityName + " documents";
            return order.descending() ? "latest " + keep + " " + entityName + " by " + order.field()
                    : "first " + keep + " " + entityName + " by " + order.field() + ", lowest first";
        }

        public Duplicate withPartitionKey(String key) {
            return new Duplicate(entity, key, keep, order);
        }
    }
}
