package dev.docshape.model.projection;

import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Strategy;

import java.util.ArrayList;
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
    /** Entities with a collection of their own, in model order (see {@link Projector}). */
    final List<String> ownCollections;
    /** The same entities by their topology numbers. */
    final int[] ownCollectionIndexes;

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
        ownCollectionIndexes = decideOwnCollections();
        List<String> ids = new ArrayList<>(ownCollectionIndexes.length);
        for (int e : ownCollectionIndexes) ids.add(topology.entityIds.get(e));
        ownCollections = ids;
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

    List<Relationship> asParent(String entityId) {
        return topology.asParent(entityId);
    }

    List<Relationship> asChild(String entityId) {
        return topology.asChild(entityId);
    }

    private int[] decideOwnCollections() {
        int m = mappings.length;
        boolean[] houses = new boolean[m];
        boolean[] childHeld = new boolean[m];
        boolean[] embeds = new boolean[m];
        boolean[] buckets = new boolean[m];
        for (int i = 0; i < m; i++) {
            Strategy s = mappings[i].strategy();
            houses[i] = Links.houses(s);
            childHeld[i] = Links.linkHeldByChild(s);
            embeds[i] = s.embedsChildren();
            buckets[i] = Links.bucketSize(s) > 0;
        }
        List<String> ids = topology.entityIds;
        boolean[] own = new boolean[ids.size()];
        Set<String> standalone = design.standalone();
        for (int e = 0; e < own.length; e++) {
            own[e] = (!standalone.isEmpty() && standalone.contains(ids.get(e))) || !housed(e, houses) || referencedAsChild(e, houses, childHeld);
        }
        // a housed entity must be reachable from some document root; one embedded only in a cycle is not
        boolean[] reached = own.clone();
        reach(reached, embeds, buckets);
        for (int e = 0; e < own.length; e++) {
            if (!reached[e]) {
                own[e] = true;
                problems.add("entity '" + entities.get(ids.get(e)).name()
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
