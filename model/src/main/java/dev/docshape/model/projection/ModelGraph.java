package dev.docshape.model.projection;

import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Design;
import dev.docshape.model.mapping.Mapping;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The model under one design: the topology plus each relationship's mapping, and which entities
 * get a collection of their own.
 */
final class ModelGraph {
    private final Topology topology;
    private final Design design;
    final Map<String, Entity> entities;
    final List<Relationship> relationships;
    private final Map<String, Mapping> mappings;
    /** Problems of the model as a whole (unknown entities, entities kept only by a cycle), in order. */
    final List<String> problems;
    /** Entities with a collection of their own, in model order (see {@link Projector}). */
    final Set<String> ownCollections;

    ModelGraph(Topology topology, Design design) {
        this.topology = topology;
        this.design = design;
        this.entities = topology.entities;
        this.relationships = topology.relationships;
        this.problems = new ArrayList<>(topology.problems);
        mappings = new HashMap<>(Topology.capacity(relationships.size()));
        for (Relationship r : relationships) mappings.put(r.id(), design.mappingFor(r));
        ownCollections = decideOwnCollections();
    }

    Entity entity(String id) {
        return entities.get(id);
    }

    Mapping mapping(Relationship r) {
        return mappings.get(r.id());
    }

    List<Relationship> asParent(String entityId) {
        return topology.asParent(entityId);
    }

    List<Relationship> asChild(String entityId) {
        return topology.asChild(entityId);
    }

    private Set<String> decideOwnCollections() {
        Set<String> own = new LinkedHashSet<>();
        for (Entity e : entities.values()) {
            if (design.standalone().contains(e.id()) || !housed(e.id()) || referencedAsChild(e.id())) own.add(e.id());
        }
        // a housed entity must be reachable from some document root; one embedded only in a cycle is not
        Set<String> reached = reachableFrom(own);
        for (Entity e : entities.values()) {
            if (!reached.contains(e.id())) {
                own.add(e.id());
                problems.add("entity '" + e.name() + "' is embedded only within an embedding cycle; it keeps a collection of its own");
                reached.addAll(reachableFrom(Set.of(e.id())));
            }
        }
        Set<String> ordered = new LinkedHashSet<>();
        for (String id : entities.keySet()) if (own.contains(id)) ordered.add(id);
        return ordered;
    }

    private boolean housed(String entityId) {
        for (Relationship r : asChild(entityId)) {
            if (!r.parent().equals(entityId) && Links.houses(mappings.get(r.id()).strategy())) return true;
        }
        return false;
    }

    private boolean referencedAsChild(String entityId) {
        for (Relationship r : asChild(entityId)) {
            if (!Links.houses(mappings.get(r.id()).strategy())) return true;
        }
        return false;
    }

    private Set<String> reachableFrom(Set<String> roots) {
        Set<String> reached = new HashSet<>(roots);
        ArrayDeque<String> queue = new ArrayDeque<>(roots);
        for (Relationship r : relationships) {
            if (Links.bucketSize(mappings.get(r.id()).strategy()) > 0 && reached.add(r.child())) queue.add(r.child());
        }
        while (!queue.isEmpty()) {
            String id = queue.poll();
            for (Relationship r : asParent(id)) {
                if (mappings.get(r.id()).strategy().embedsChildren() && reached.add(r.child())) queue.add(r.child());
            }
        }
        return reached;
    }
}
