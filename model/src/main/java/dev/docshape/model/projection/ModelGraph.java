package dev.docshape.model.projection;

import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The model under one design: the topology plus each relationship's mapping, and which entities
 * get a collection of their own. Sessions make one per projection, so the passes over the whole
 * model work on the topology's numbered entities and relationships rather than on hashed ids.
 */
final class ModelGraph {
    final Topology topology;
    private final Design design;
    final Map<String, Entity> entities;
    final List<Relationship> relationships;
    /** Per relationship (topology order): the design's mapping of the last relationship with its id. */
    private final Mapping[] mappings;
    /** Problems of the model as a whole (unknown entities, entities kept only by a cycle), in order. */
    final List<String> problems;
    /** Entities with a collection of their own, in model order (see {@link Projector}), by their topology numbers. */
    final int[] ownCollectionIndexes;
    /** Per relationship: whether its mapping houses the child, has the child hold the link, embeds, buckets, co-locates. */
    private final boolean[] houses;
    private final boolean[] childHeld;
    private final boolean[] embeds;
    private final boolean[] buckets;
    private final boolean[] coLocated;
    private final boolean[] joins;
    /** The relationships that bucket or join: the ones with a collection of their own, found without walking all. */
    private final BitSet withCollection;
    /** The co-located references, so co-locations are decided without walking every relationship. */
    private final BitSet coLocatedSet;
    private int coLocatedCount;
    /** Per entity: kept in a collection of its own by the design. */
    private final boolean[] standalone;
    /** Per entity: has a collection of its own (the decision {@link #ownCollectionIndexes} lists). */
    private boolean[] own;
    /** True when some entity was embedded only within an embedding cycle (and so given a collection of its own). */
    private boolean cyclic;
    /**
     * The relationships whose mappings differ from the graph this one was patched from, when only their ends
     * and {@link #toggledAt} may have gained or lost a collection of their own; null when the collections were decided for the whole model.
     */
    final int[] patchedAt;
    /**
     * With {@link #patchedAt}: the entities (topology numbers) whose standalone flag differs from the patched
     * graph's, the only other places an entity can gain or lose a collection of its own; null with it.
     */
    final int[] toggledAt;

    ModelGraph(Topology topology, Design design) {
        this.topology = topology;
        this.design = design;
        this.entities = topology.entities;
        this.relationships = topology.relationships;
        this.problems = new ArrayList<>(topology.problems);
        Mapping[] own = new Mapping[relationships.size()];
        for (int i = 0; i < own.length; i++) own[i] = design.mappingFor(relationships.get(i));
        mappings = new Mapping[own.length];
        for (int i = 0; i < own.length; i++) mappings[i] = own[topology.mappedAs[i]];
        int m = mappings.length;
        houses = new boolean[m];
        childHeld = new boolean[m];
        embeds = new boolean[m];
        buckets = new boolean[m];
        coLocated = new boolean[m];
        joins = new boolean[m];
        withCollection = new BitSet(m);
        coLocatedSet = new BitSet(m);
        for (int i = 0; i < m; i++) classify(i);
        standalone = new boolean[topology.entityIds.size()];
        Set<String> ids = design.standalone();
        if (!ids.isEmpty()) for (int e = 0; e < standalone.length; e++) standalone[e] = ids.contains(topology.entityIds.get(e));
        ownCollectionIndexes = decideOwnCollections();
        patchedAt = null;
        toggledAt = null;
    }

    /**
     * The graph of {@code design}, which differs from {@code previous}'s design only in the
     * mappings of the relationships numbered {@code changed} and in the standalone entities
     * numbered {@code toggled}: the per-relationship facts and the own-collection decision are
     * patched there instead of looked up for the whole model.
     */
    ModelGraph(ModelGraph previous, Design design, int[] changed, int[] toggled) {
        this.topology = previous.topology;
        this.design = design;
        this.entities = topology.entities;
        this.relationships = topology.relationships;
        this.problems = new ArrayList<>(topology.problems);
        mappings = previous.mappings.clone();
        houses = previous.houses.clone();
        childHeld = previous.childHeld.clone();
        embeds = previous.embeds.clone();
        buckets = previous.buckets.clone();
        coLocated = previous.coLocated.clone();
        joins = previous.joins.clone();
        withCollection = (BitSet) previous.withCollection.clone();
        coLocatedSet = (BitSet) previous.coLocatedSet.clone();
        coLocatedCount = previous.coLocatedCount;
        for (int i : changed) {
            mappings[i] = design.mappingFor(relationships.get(i));
            if (coLocated[i]) coLocatedCount--;
            classify(i);
        }
        if (toggled.length == 0) {
            standalone = previous.standalone;
        } else {
            standalone = previous.standalone.clone();
            for (int e : toggled) standalone[e] = !standalone[e];
        }
        int[] patched = previous.cyclic ? null : patchOwnCollections(previous, changed, toggled);
        ownCollectionIndexes = patched != null ? patched : decideOwnCollections();
        // a toggled entity's own collection is one more slot to look at (decision 0223)
        patchedAt = patched != null ? changed : null;
        toggledAt = patched != null ? toggled : null;
    }

    /** True when the entity numbered {@code e} has a collection of its own. */
    boolean ownsCollection(int e) {
        return own[e];
    }

    private void classify(int i) {
        Strategy s = mappings[i].strategy();
        houses[i] = Links.houses(s);
        childHeld[i] = Links.linkHeldByChild(s);
        embeds[i] = s.embedsChildren();
        buckets[i] = Links.bucketSize(s) > 0;
        coLocated[i] = s instanceof Reference ref && ref.coLocated();
        joins[i] = s instanceof Reference ref && ref.placement() == Placement.JOINING_DOCUMENTS;
        withCollection.set(i, buckets[i] || joins[i]);
        coLocatedSet.set(i, coLocated[i]);
        if (coLocated[i]) coLocatedCount++;
    }

    /** True when the relationship at {@code index} keeps its children in buckets (a bucket collection). */
    boolean buckets(int index) {
        return buckets[index];
    }

    /** True when the relationship at {@code index} is mapped with joining documents (a joining collection). */
    boolean joins(int index) {
        return joins[index];
    }

    /** The first relationship numbered {@code from} or later that {@link #buckets} or {@link #joins}; -1 when none does. */
    int nextWithCollection(int from) {
        return withCollection.nextSetBit(from);
    }

    /** The co-located references, in model order. */
    List<Relationship> coLocatedRelationships() {
        List<Relationship> found = new ArrayList<>(coLocatedCount);
        for (int i = coLocatedSet.nextSetBit(0); i >= 0; i = coLocatedSet.nextSetBit(i + 1)) found.add(relationships.get(i));
        return found;
    }

    /** The numbers of the co-located references; not to be changed. */
    BitSet coLocatedSet() {
        return coLocatedSet;
    }

    /** True when some relationship is a co-located reference. */
    boolean anyCoLocated() {
        return coLocatedCount > 0;
    }

    /** The design this graph is of. */
    Design design() {
        return design;
    }

    Entity entity(String id) {
        return entities.get(id);
    }

    Mapping mapping(Relationship r) {
        int i = topology.relationshipIndex(r.id());
        return i < 0 ? null : mappings[i];
    }

    /** The mapping of the relationship at {@code index} in {@link #relationships}. */
    Mapping mapping(int index) {
        return mappings[index];
    }


    /**
     * The previous decision patched at the changed relationships' ends, or null when it cannot be
     * (an entity might now be embedded only within a cycle: decide afresh). Only an entity's own
     * relationships as the child decide whether it has a collection of its own; a housed entity
     * stays reachable from a document root unless it lost its own collection or a relationship
     * embedding or bucketing it changed, and those few are checked by walking up to a root.
     */
    private int[] patchOwnCollections(ModelGraph previous, int[] changed, int[] toggled) {
        own = previous.own.clone();
        boolean same = true;
        List<Integer> check = new ArrayList<>();
        List<Integer> ends = new ArrayList<>(2 * changed.length + toggled.length);
        for (int i : changed) {
            ends.add(topology.parentOf[i]);
            ends.add(topology.childOf[i]);
            if ((previous.embeds[i] && !embeds[i]) || (previous.buckets[i] && !buckets[i])) check.add(topology.childOf[i]);
        }
        for (int e : toggled) ends.add(e);
        for (int e : ends) {
            boolean now = standalone[e] || !housed(e, houses) || referencedAsChild(e, houses, childHeld);
            if (now != own[e]) same = false;
            if (own[e] && !now) check.add(e);
            own[e] = now;
        }
        for (int e : check) if (!reachedFromRoot(e)) return null;
        if (same) return previous.ownCollectionIndexes;
        int count = 0;
        for (boolean o : own) if (o) count++;
        int[] ordered = new int[count];
        for (int e = 0, k = 0; e < own.length; e++) if (own[e]) ordered[k++] = e;
        return ordered;
    }

    /** True when the entity has a collection of its own, is bucketed, or some chain of embeddings leads to it from one. */
    private boolean reachedFromRoot(int entity) {
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        Set<Integer> seen = new java.util.HashSet<>();
        queue.add(entity);
        seen.add(entity);
        while (!queue.isEmpty()) {
            int e = queue.poll();
            if (own[e]) return true;
            for (int r : topology.asChildIndex[e]) {
                if (buckets[r]) return true;
                if (embeds[r] && seen.add(topology.parentOf[r])) queue.add(topology.parentOf[r]);
            }
        }
        return false;
    }

    private int[] decideOwnCollections() {
        own = new boolean[standalone.length];
        for (int e = 0; e < own.length; e++) {
            own[e] = standalone[e] || !housed(e, houses) || referencedAsChild(e, houses, childHeld);
        }
        // a housed entity must be reachable from some document root; one embedded only in a cycle is not
        boolean[] reached = own.clone();
        reach(reached, embeds, buckets);
        for (int e = 0; e < own.length; e++) {
            if (!reached[e]) {
                own[e] = true;
                cyclic = true;
                problems.add("entity '" + entities.get(topology.entityIds.get(e)).name()
                        + "' is embedded only within an embedding cycle; it keeps a collection of its own");
                reached[e] = true;
                reach(reached, embeds, buckets);
            }
        }
        int count = 0;
        for (boolean o : own) if (o) count++;
        int[] ordered = new int[count];
        for (int e = 0, k = 0; e < own.length; e++) if (own[e]) ordered[k++] = e;
        return ordered;
    }

    private boolean housed(int entity, boolean[] houses) {
        for (int r : topology.asChildIndex[entity]) {
            if (topology.parentOf[r] != entity && houses[r]) return true;
        }
        return false;
    }

    /**
     * True when a relationship in which the entity is the child needs its instances findable by
     * their own id (the parent holds their ids, or joining documents do). A link the child holds
     * itself (its parent's id, or copies of its parent's fields) travels with the child wherever
     * it is embedded, so it asks for no collection of its own.
     */
    private boolean referencedAsChild(int entity, boolean[] houses, boolean[] childHeld) {
        for (int r : topology.asChildIndex[entity]) {
            if (!houses[r] && !childHeld[r]) return true;
        }
        return false;
    }

    /**
     * Marks everything reachable from the marked entities and from the children of bucketed
     * relationships, following embedding relationships from parent to child.
     */
    private void reach(boolean[] reached, boolean[] embeds, boolean[] buckets) {
        int[] queue = new int[reached.length];
        int tail = 0;
        for (int e = 0; e < reached.length; e++) if (reached[e]) queue[tail++] = e;
        for (int r = 0; r < buckets.length; r++) {
            int child = topology.childOf[r];
            if (buckets[r] && !reached[child]) {
                reached[child] = true;
                queue[tail++] = child;
            }
        }
        for (int head = 0; head < tail; head++) {
            for (int r : topology.asParentIndex[queue[head]]) {
                int child = topology.childOf[r];
                if (embeds[r] && !reached[child]) {
                    reached[child] = true;
                    queue[tail++] = child;
                }
            }
        }
    }
}
