package dev.docshape.model;

import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.naming.Names;

import java.util.AbstractSet;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * A named, complete set of mappings: one alternative way to turn the model into documents.
 *
 * @param name       the design's name, unique in its project
 * @param mappings   relationship id to mapping; a relationship without one gets {@link #defaultFor}
 * @param standalone entities that keep a collection of their own even where they are embedded
 * @param partitioning the partition (shard) key of each partitioned collection, and how many partitions
 * @param duplicates the entities whose documents are also stored in a second collection
 */
public record Design(String name, Map<String, Mapping> mappings, Set<String> standalone, Partitioning partitioning,
                     Duplicates duplicates) {

    public Design {
        Names.requireName(name, "design name");
        mappings = MappingTable.of(mappings);
        // a design made from another (a search makes thousands, one mapping apart) takes its set as it is
        if (!(standalone instanceof Standalone)) standalone = new Standalone(standalone == null ? Set.of() : standalone);
        if (partitioning == null) partitioning = Partitioning.NONE;
        if (duplicates == null) duplicates = Duplicates.NONE;
    }

    /** A design without duplicate collections. */
    public Design(String name, Map<String, Mapping> mappings, Set<String> standalone, Partitioning partitioning) {
        this(name, mappings, standalone, partitioning, Duplicates.NONE);
    }

    /** A design with no partitioned collection. */
    public Design(String name, Map<String, Mapping> mappings, Set<String> standalone) {
        this(name, mappings, standalone, Partitioning.NONE, Duplicates.NONE);
    }

    public static Design named(String name) {
        return new Design(name, Map.of(), Set.of());
    }

    /** The mapping of {@code relationship} in this design. */
    public Mapping mappingFor(Relationship relationship) {
        Mapping m = mappings.get(relationship.id());
        return m != null ? m : defaultFor(relationship);
    }

    /** Embed one-to-one and one-to-few; reference the rest with the child holding the parent id. */
    public static Mapping defaultFor(Relationship relationship) {
        Cardinality c = relationship.cardinality();
        if (c == Cardinality.ONE_TO_ONE || c == Cardinality.ONE_TO_FEW) return Mapping.embed();
        if (c == Cardinality.MANY_TO_MANY) return Mapping.reference(Placement.IDS_ON_BOTH_SIDES);
        return Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID);
    }

    /** This design with the relationship mapped as {@code mapping} (null: the default); costs the change, not the design's size. */
    public Design withMapping(String relationshipId, Mapping mapping) {
        return new Design(name, ((MappingTable) mappings).with(relationshipId, mapping), standalone, partitioning, duplicates);
    }

    /**
     * The ids of the relationships whose mappings may differ between two designs derived from one
     * another by {@link #withMapping} (a superset); null when that is not known and any may differ.
     * Standalone entities, partitioning and duplicates are not compared.
     */
    public static Set<String> mappingsChangedBetween(Design a, Design b) {
        return MappingTable.changedBetween((MappingTable) a.mappings, (MappingTable) b.mappings);
    }

    public Design withName(String newName) {
        return new Design(newName, mappings, standalone, partitioning, duplicates);
    }

    public Design withPartitioning(Partitioning newPartitioning) {
        return new Design(name, mappings, standalone, newPartitioning, duplicates);
    }

    public Design withDuplicates(Duplicates newDuplicates) {
        return new Design(name, mappings, standalone, partitioning, newDuplicates);
    }

    /** The entities of {@link #standalone}, in the order given, copied once: unmodifiable, so designs made from one another share it. */
    private static final class Standalone extends AbstractSet<String> {
        private final Set<String> ids;

        Standalone(Set<String> ids) {
            this.ids = Collections.unmodifiableSet(new LinkedHashSet<>(ids));
        }

        @Override
        public Iterator<String> iterator() {
            return ids.iterator();
        }

        @Override
        public int size() {
            return ids.size();
        }

        @Override
        public boolean contains(Object o) {
            return ids.contains(o);
        }
    }

    public Design withStandalone(String entityId, boolean keepsOwnCollection) {
        Set<String> copy = new LinkedHashSet<>(standalone);
        if (keepsOwnCollection) copy.add(entityId);
        else copy.remove(entityId);
        return new Design(name, mappings, copy, partitioning, duplicates);
    }
}
