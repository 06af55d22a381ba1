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
import java.util.Objects;

/**
 * The copies a design declares (decisions 0330, 0321, 0324): for an entity with a collection of its own, a
 * list of second representations, each a collection maintained on every write and counted in write
 * amplification: a duplicate of every document (docs/counting-rules.md "Duplicate collections") and a feed
 * of only the latest N (docs/counting-rules.md "Ordering and feeds"). An entity has at most one of each, so
 * a copy is named by its entity and whether it is a feed.
 *
 * @param byEntity entity id to its copies (the duplicate before the feed), entities in the order they were declared
 */
public record Duplicates(Map<String, List<Duplicate>> byEntity) {

    /** No copies. */
    public static final Duplicates NONE = new Duplicates(Map.of());

    public Duplicates {
        Map<String, List<Duplicate>> copy = new LinkedHashMap<>();
        if (byEntity != null) {
            for (Map.Entry<String, List<Duplicate>> e : byEntity.entrySet()) {
                Duplicate whole = null;
                Duplicate feed = null;
                for (Duplicate d : e.getValue()) {
                    if (d == null || !d.entity().equals(e.getKey())) {
                        throw new IllegalArgumentException("a copy of '" + e.getKey() + "' is filed under another entity");
                    }
                    if ((d.isFeed() ? feed : whole) != null) {
                        throw new IllegalArgumentException("entity '" + d.entity() + "' has two "
                                + (d.isFeed() ? "feeds" : "duplicate collections") + "; one of each is allowed");
                    }
                    if (d.isFeed()) feed = d;
                    else whole = d;
                }
                List<Duplicate> copies = new ArrayList<>(2);
                if (whole != null) copies.add(whole);
                if (feed != null) copies.add(feed);
                if (!copies.isEmpty()) copy.put(e.getKey(), List.copyOf(copies));
            }
        }
        byEntity = Collections.unmodifiableMap(copy);
    }

    /** The copies in declaration order (entities in that order; an entity's duplicate before its feed). */
    public static Duplicates of(List<Duplicate> copies) {
        Map<String, List<Duplicate>> map = new LinkedHashMap<>();
        for (Duplicate d : copies) map.computeIfAbsent(d.entity(), k -> new ArrayList<>()).add(d);
        return new Duplicates(map);
    }

    /** The entity's copies, the duplicate before the feed; empty when it has none. */
    public List<Duplicate> copiesOf(String entityId) {
        return byEntity.getOrDefault(entityId, List.of());
    }

    /** The entity's duplicate of every document, or null when it has none. */
    public Duplicate duplicateOf(String entityId) {
        for (Duplicate d : copiesOf(entityId)) if (!d.isFeed()) return d;
        return null;
    }

    /** The entity's feed, or null when it has none. */
    public Duplicate feedOf(String entityId) {
        for (Duplicate d : copiesOf(entityId)) if (d.isFeed()) return d;
        return null;
    }

    /** The entity's copy of the same kind (duplicate or feed) as {@code like}, or null. */
    public Duplicate sameKindAs(Duplicate like) {
        return like.isFeed() ? feedOf(like.entity()) : duplicateOf(like.entity());
    }

    public List<Duplicate> all() {
        List<Duplicate> all = new ArrayList<>();
        for (List<Duplicate> copies : byEntity.values()) all.addAll(copies);
        return all;
    }

    public boolean isEmpty() {
        return byEntity.isEmpty();
    }

    /** These copies with {@code copy} added or replacing the entity's earlier copy of the same kind. */
    public Duplicates with(Duplicate copy) {
        Map<String, List<Duplicate>> map = new LinkedHashMap<>(byEntity);
        List<Duplicate> copies = new ArrayList<>(copiesOf(copy.entity()));
        copies.removeIf(d -> d.isFeed() == copy.isFeed());
        copies.add(copy);
        map.put(copy.entity(), copies);
        return new Duplicates(map);
    }

    /** These copies without any of the entity's. */
    public Duplicates without(String entityId) {
        Map<String, List<Duplicate>> map = new LinkedHashMap<>(byEntity);
        map.remove(entityId);
        return new Duplicates(map);
    }

    /** These copies without the entity's feed ({@code feed} true) or its duplicate of every document. */
    public Duplicates without(String entityId, boolean feed) {
        Map<String, List<Duplicate>> map = new LinkedHashMap<>(byEntity);
        List<Duplicate> copies = new ArrayList<>(copiesOf(entityId));
        copies.removeIf(d -> d.isFeed() == feed);
        map.put(entityId, copies);
        return new Duplicates(map);
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
     *                     {@code order}, over all documents or of each parent); 0 for a duplicate of every document
     * @param order        for a feed, the order it keeps; null for a duplicate of every document
     * @param parent       for a feed per parent, the relationship (the entity's to-one side, Post to its User) of
     *                     whose parents it keeps the latest {@code keep} each; null for a feed over all documents
     *                     and for a duplicate of every document
     */
    public record Duplicate(String entity, String partitionKey, int keep, Ordering order, String parent) {
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
            if (parent != null && parent.isBlank()) parent = null;
            if (parent != null && keep == 0) {
                throw new IllegalArgumentException("the duplicate of '" + entity + "' names a parent relationship '" + parent
                        + "'; only a feed keeps the latest documents of each parent");
            }
        }

        /** A duplicate of every document, or a feed over all documents. */
        public Duplicate(String entity, String partitionKey, int keep, Ordering order) {
            this(entity, partitionKey, keep, order, null);
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

        /** True when this feed keeps the first {@code keep} of each parent's documents, not of all. */
        public boolean isPerParent() {
            return parent != null;
        }

        /** True when this copy serves a read of the first {@code limit} documents by {@code wanted}. */
        public boolean servesFirst(int limit, Ordering wanted) {
            return isFeed() && limit > 0 && limit <= keep && order.equals(wanted);
        }

        /**
         * True when this feed serves {@code read}: a query of the first N by the feed's order, N at most
         * {@code keep}, with no parent for a feed over all documents, of one parent of the feed's parent
         * relationship for a feed per parent (the planner sends it to the feed; the entity's own collection
         * then keeps no index for it unless another read needs one).
         */
        public boolean serves(ReadPattern read) {
            return read.selection() == Selection.FILTER && Objects.equals(read.byParent(), parent)
                    && servesFirst(read.limit(), read.order());
        }

        /**
         * What the copy holds, in words: "latest 15 Post by createdAt" for a feed kept highest first, "first 15
         * Post by rank, lowest first", or "duplicate of Post documents".
         */
        public String words(String entityName) {
            return words(entityName, null);
        }

        /**
         * As {@link #words(String)}, a feed per parent naming its parent entity: "latest 10 Post of each User by
         * createdAt" ({@code parentName} null: "of each parent").
         */
        public String words(String entityName, String parentName) {
            if (!isFeed()) return "duplicate of " + entityName + " documents";
            String of = isPerParent() ? " of each " + (parentName != null ? parentName : "parent") : "";
            return order.descending() ? "latest " + keep + " " + entityName + of + " by " + order.field()
                    : "first " + keep + " " + entityName + of + " by " + order.field() + ", lowest first";
        }

        public Duplicate withPartitionKey(String key) {
            return new Duplicate(entity, key, keep, order, parent);
        }

        /**
         * True when a feed of {@code entityId} can keep the latest of each parent of {@code r}: the entity is its child
         * and each of its instances has exactly one parent there, another entity (not a many-to-many, not shared, not
         * itself), so every copy sits in one parent's feed once.
         */
        public static boolean keepsPerParent(Relationship r, String entityId) {
            return r.child().equals(entityId) && !r.parent().equals(entityId) && !r.isManyToMany() && r.sharedBy() <= 1;
        }

        /** This feed keeping the latest of each parent of {@code relationshipId} (null: of all documents). */
        public Duplicate withParent(String relationshipId) {
            return new Duplicate(entity, partitionKey, keep, order, relationshipId);
        }
    }
}
