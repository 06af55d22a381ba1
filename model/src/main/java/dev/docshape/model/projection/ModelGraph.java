package dev.docshape.model.projection;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Design;
import dev.docshape.model.mapping.Mapping;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The model as a graph for one projection: entities by id, the relationships whose ends exist (in
 * model order) with their mappings in the design, and which entities get a collection of their own.
 */
final class ModelGraph {
    private final Design design;
    final Map<String, Entity> entities;
    final List<Relationship> relationships;
    private final Map<String, List<Relationship>> asParent;
    private final Map<String, List<Relationship>> asChild;
    private final Map<String, Mapping> mappings;
    /** Problems of the model as a whole (unknown entities, entities kept only by a cycle), in order. */
    final List<String> problems = new ArrayList<>();
    /** Entities with a collection of their own, in model order (see {@link Projector}). */
    final Set<String> ownCollections;

    ModelGraph(DataModel model, Design design) {
        this.design = design;
        int n = capacity(model.entities().size());
        entities = new LinkedHashMap<>(n);
        relationships = new ArrayList<>(model.relationships().size());
        asParent = new HashMap<>(n);
        asChild = new HashMap<>(n);
        mappings = new HashMap<>(capacity(model.relationships().size()));
        index(model);
        ownCollections = decideOwnCollections();
    }

    /** A hash table capacity that holds {@code size} entries without growing. */
    static int capacity(int size) {
        return size * 4 / 3 + 1;
    }

    Entity entity(String id) {
        return entities.get(id);
    }

    Mapping mapping(Relationship r) {
        return mappings.get(r.id());
    }

    List<Relationship> asParent(String entityId) {
        return asParent.getOrDefault(entityId, List.of());
    }

    List<Relationship> asChild(String entityId) {
        return asChild.getOrDefault(entityId, List.of());
    }

    private void index(DataModel model) {
        for (Entity e : model.entities()) {
            if (entities.putIfAbsent(e.id(), e) != null) problems.add("entity id '" + e.id() + "' is used twice; the second is ignored");
        }
        for (Relationship r : model.relationships()) {
            if (!entities.containsKey(r.parent()) || !entities.containsKey(r.child())) {
                problems.add("relationship '" + r.id() + "' links unknown entity '"
                        + (entities.containsKey(r.parent()) ? r.child() : r.parent()) + "'; it is ignored");
                continue;
            }
            relationships.add(r);
            mappings.put(r.id(), design.mappingFor(r));
            asParent.computeIfAbsent(r.parent(), k -> new ArrayList<>()).add(r);
            asChild.computeIfAbsent(r.child(), k -> new ArrayList<>()).add(r);
        }
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
