package dev.docshape.model.projection;

import dev.docshape.model.Relationship;

import java.util.BitSet;
import java.util.List;

/**
 * One projection run's collection builds, by what identifies a collection across runs: the
 * entity of an entity or duplicate collection, the relationship of a bucket or joining collection
 * (numbered as in the {@link Topology}). Arrays rather than hashed keys: a session checks every
 * collection of the previous run on each call. Each build also has one slot number over all four
 * kinds: entities first, then duplicates, then buckets, then joining collections.
 */
final class Builds {
    final CollectionBuild[] entity;
    final CollectionBuild[] duplicate;
    final CollectionBuild[] bucket;
    final CollectionBuild[] join;
    /** Per slot: the collection's name, and its place in the projection's collections (set where there is a build). */
    final String[] name;
    final int[] position;

    Builds(Topology topology) {
        // two copies per entity: its duplicate of every document at 2e, its feed at 2e + 1 (decision 0324)
        this(new CollectionBuild[topology.entityIds.size()], new CollectionBuild[2 * topology.entityIds.size()],
                new CollectionBuild[topology.relationships.size()], new CollectionBuild[topology.relationships.size()], null, null);
    }

    /** Builds over these slot arrays; {@code name} and {@code position} are made empty when null. */
    private Builds(CollectionBuild[] entity, CollectionBuild[] duplicate, CollectionBuild[] bucket, CollectionBuild[] join,
                   String[] name, int[] position) {
        this.entity = entity;
        this.duplicate = duplicate;
        this.bucket = bucket;
        this.join = join;
        this.name = name != null ? name : new String[slots()];
        this.position = position != null ? position : new int[slots()];
    }

    /**
     * The next run's builds, starting as these: with {@code inPlace} they take these slot arrays over (a patched
     * run changes a few slots, and copying every slot per suggestion made advice grow with the square of the model,
     * docs/decisions/0313-suggestions-change-slots-in-place.md), after which this run's slots must not be read;
     * otherwise copies.
     */
    Builds successor(boolean inPlace) {
        if (inPlace) return new Builds(entity, duplicate, bucket, join, name, position);
        return new Builds(entity.clone(), duplicate.clone(), bucket.clone(), join.clone(), name.clone(), position.clone());
    }

    /**
     * The run's collections in projection order, and all their occurrences and problems end to end
     * ({@code occurrenceStart[p]} is where the collection at position p starts; one more entry
     * closes the last); null until the run is assembled.
     */
    CollectionShape[] shapes;
    Occurrence[] occurrences;
    int[] occurrenceStart;
    String[] problems;
    int[] problemStart;
    /** Per position of {@link #shapes}: where the same build stood in the run before, or -1 when it was built anew. */
    int[] from;
    /** The run's co-located references (model order) and the co-locations decided from them; null when there are none. */
    List<Relationship> coLocated;
    CoLocations coLocations;
    /** The numbers of {@link #coLocated} ({@link ModelGraph#coLocatedSet}). */
    BitSet coLocatedSet;
    /** Per position of {@link #shapes}: the build's slot. */
    int[] slotAt;
    /** True when the run named every collection through the set of used names (a design with duplicate collections). */
    boolean namedAll;

    void keep(CollectionShape[] shapes, Occurrence[] occurrences, int[] occurrenceStart, String[] problems, int[] problemStart,
              int[] from, int[] slotAt) {
        this.from = from;
        this.slotAt = slotAt;
        this.shapes = shapes;
        this.occurrences = occurrences;
        this.occurrenceStart = occurrenceStart;
        this.problems = problems;
        this.problemStart = problemStart;
    }

    /** No earlier builds. */
    static Builds none(Topology topology) {
        return new Builds(topology);
    }

    /** How many slots there are. */
    int slots() {
        return entity.length + duplicate.length + bucket.length + join.length;
    }

    int entitySlot(int entity) {
        return entity;
    }

    /** The slot of copy {@code copy}: {@code 2 * entity} for an entity's duplicate, one more for its feed. */
    int duplicateSlot(int copy) {
        return this.entity.length + copy;
    }

    int bucketSlot(int relationship) {
        return entity.length + duplicate.length + relationship;
    }

    int joinSlot(int relationship) {
        return entity.length + duplicate.length + bucket.length + relationship;
    }

    /** Puts {@code build} (or null) in {@code slot}. */
    void set(int slot, CollectionBuild build) {
        if (slot < entity.length) entity[slot] = build;
        else if (slot < entity.length + duplicate.length) duplicate[slot - entity.length] = build;
        else if (slot < entity.length + duplicate.length + bucket.length) bucket[slot - entity.length - duplicate.length] = build;
        else join[slot - entity.length - duplicate.length - bucket.length] = build;
    }

    /** The build in {@code slot}, or null. */
    CollectionBuild get(int slot) {
        if (slot < entity.length) return entity[slot];
        slot -= entity.length;
        if (slot < duplicate.length) return duplicate[slot];
        slot -= duplicate.length;
        if (slot < bucket.length) return bucket[slot];
        return join[slot - bucket.length];
    }
}
