package dev.docshape.model.estimate;

import dev.docshape.model.Design;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;

import java.util.List;
import java.util.Objects;

/**
 * The version of each input a pattern's plan reads ({@link PlanInputs} keys): a value that is equal exactly when
 * everything a plan can see through the input is equal, also after a rebuild (a collection built anew with the same
 * content has the same version). An entity has two inputs: its occurrences, and the content of its own, duplicate
 * and feed collections; a relationship's mapping is the mapping and the content of its bucket and join collections. A
 * plan that reads a collection an occurrence names reads that collection's holder's input as well (decision 0434). A plan whose inputs have the versions they had when it was made is the
 * plan that planning again would make (docs/decisions/0215-plans-taken-back-by-the-versions-of-what-they-read.md).
 *
 * <p>Versions are worked out on first need after an input was named as possibly changed ({@link #changed}); until
 * then the last one stands.
 */
final class InputVersions {
    /** Distinct versions remembered per input. */
    private static final int KEPT = 4;

    private final ModelLookup lookup;
    private final Object[] current;
    private final boolean[] stale;
    /** Per key: its last few distinct versions, so that an equal version is the very same object (compared by identity). */
    private final Object[][] recent;
    private final int[] written;
    private final CollectionContents contents = new CollectionContents();
    private ProjectionIndex index;
    private Design design;
    private TypeFields typeFields;

    InputVersions(ModelLookup lookup) {
        this.lookup = lookup;
        current = new Object[lookup.inputs()];
        stale = new boolean[current.length];
        recent = new Object[current.length][];
        written = new int[current.length];
    }

    /** The projection, design and type fields whose inputs the next versions describe. */
    void moveTo(ProjectionIndex index, Design design, TypeFields typeFields) {
        this.index = index;
        this.design = design;
        this.typeFields = typeFields;
    }

    /** The input may have changed since its version was last worked out. */
    void changed(int key) {
        stale[key] = true;
    }

    /** The current versions of {@code keys}, side by side. */
    Object[] of(int[] keys) {
        Object[] versions = new Object[keys.length];
        for (int k = 0; k < keys.length; k++) versions[k] = of(keys[k]);
        return versions;
    }

    /**
     * True when every one of {@code keys} has the version it had in {@code versions}. Equal versions are the very same
     * object while they are among the key's last few ({@link #KEPT}); an older one counts as changed, which only costs a
     * plan made again.
     */
    boolean unchanged(int[] keys, Object[] versions) {
        for (int k = 0; k < keys.length; k++) {
            if (of(keys[k]) != versions[k]) return false;
        }
        return true;
    }

    private Object of(int key) {
        Object known = current[key];
        if (known != null && !stale[key]) return known;
        Object made = interned(key, make(key));
        current[key] = made;
        stale[key] = false;
        return made;
    }

    /** The key's earlier version equal to {@code made} if it is among the last few, else {@code made}, remembered. */
    private Object interned(int key, Object made) {
        Object[] kept = recent[key];
        if (kept == null) recent[key] = kept = new Object[KEPT];
        for (Object v : kept) {
            if (v != null && v.equals(made)) return v;
        }
        kept[written[key]++ % KEPT] = made;
        return made;
    }

    private Object make(int key) {
        String entity = lookup.entityOf(key);
        // the index never changes a list of occurrences it has handed out: kept as it is, not copied
        if (entity != null) return new Occurrences(index.occurrences(entity));
        String holder = lookup.collectionsOf(key);
        if (holder != null) {
            return new OwnCollections(content(index.own.get(holder)), content(index.duplicates.get(holder)), content(index.feeds.get(holder)));
        }
        Relationship r = lookup.relationshipOf(key);
        return new MappingInput(design.mappingFor(r), content(index.buckets.get(r.id())), content(index.joins.get(r.id())));
    }

    private int content(CollectionShape c) {
        return c == null ? 0 : contents.of(c, typeFields.of(c.name()), index.avgBytes.getOrDefault(c.name(), 0.0));
    }

    /** Where an entity's data sits: its occurrences, not what the collections they name hold (decision 0434). */
    private static final class Occurrences {
        private final List<Occurrence> occurrences;
        private final int hash;

        Occurrences(List<Occurrence> occurrences) {
            this.occurrences = occurrences;
            // hashing the occurrences would walk every path: they are compared only when the counts agree
            this.hash = occurrences.size();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Occurrences s && hash == s.hash && occurrences.equals(s.occurrences);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /** The contents of an entity's own, duplicate and feed collections (0: none). */
    private record OwnCollections(int own, int duplicate, int feed) {
        // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            return o instanceof OwnCollections that && own == that.own
                && duplicate == that.duplicate
                && feed == that.feed;
        }

        @Override
        public int hashCode() {
            int h = Integer.hashCode(own);
            h = 31 * h + Integer.hashCode(duplicate);
            h = 31 * h + Integer.hashCode(feed);
            return h;
        }
    }

    /** A relationship's mapping, with the contents of its bucket and join collections (0: none). */
    private record MappingInput(Mapping mapping, int bucket, int join) {
        // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            return o instanceof MappingInput that && bucket == that.bucket
                && join == that.join
                && Objects.equals(mapping, that.mapping);
        }

        @Override
        public int hashCode() {
            int h = Objects.hashCode(mapping);
            h = 31 * h + Integer.hashCode(bucket);
            h = 31 * h + Integer.hashCode(join);
            return h;
        }
    }
}
