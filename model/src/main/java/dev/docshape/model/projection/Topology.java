package dev.docshape.model.projection;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A model's entities by id and its relationships by end, independent of any design, so that a
 * session projecting one design after another indexes the model once. Relationships naming an
 * unknown entity are left out and reported.
 */
final class Topology {
    final Map<String, Entity> entities;
    /** The relationships whose ends exist, in model order. */
    final List<Relationship> relationships;
    private final Map<String, List<Relationship>> asParent;
    private final Map<String, List<Relationship>> asChild;
    /** Duplicate entity ids and relationships to unknown entities, in model order. */
    final List<String> problems = new ArrayList<>();

    Topology(DataModel model) {
        int n = capacity(model.entities().size());
        entities = new LinkedHashMap<>(n);
        relationships = new ArrayList<>(model.relationships().size());
        asParent = new HashMap<>(n);
        asChild = new HashMap<>(n);
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
            asParent.computeIfAbsent(r.parent(), k -> new ArrayList<>()).add(r);
            asChild.computeIfAbsent(r.child(), k -> new ArrayList<>()).add(r);
        }
    }

    /** A hash table capacity that holds {@code size} entries without growing. */
    static int capacity(int size) {
        return size * 4 / 3 + 1;
    }

    List<Relationship> asParent(String entityId) {
        return asParent.getOrDefault(entityId, List.of());
    }

    List<Relationship> asChild(String entityId) {
        return asChild.getOrDefault(entityId, List.of());
    }
}
