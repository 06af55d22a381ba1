package dev.docshape.model;

import dev.docshape.model.pattern.AccessPattern;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The hash indexes behind {@link DataModel}'s look-ups. Where ids repeat (an invalid model the
 * validator will report), the first one wins, as a scan in model order would find it.
 */
final class ModelIds {
    final Map<String, Entity> entities;
    final Map<String, Relationship> relationships;
    final Map<String, AccessPattern> patterns;
    final Map<String, List<Relationship>> relationshipsOf;

    ModelIds(DataModel model) {
        entities = new HashMap<>(capacity(model.entities().size()));
        for (Entity e : model.entities()) entities.putIfAbsent(e.id(), e);
        relationships = new HashMap<>(capacity(model.relationships().size()));
        patterns = new HashMap<>(capacity(model.patterns().size()));
        for (AccessPattern p : model.patterns()) patterns.putIfAbsent(p.id(), p);
        Map<String, List<Relationship>> of = new HashMap<>();
        for (Relationship r : model.relationships()) {
            relationships.putIfAbsent(r.id(), r);
            of.computeIfAbsent(r.parent(), k -> new ArrayList<>()).add(r);
            if (!r.child().equals(r.parent())) of.computeIfAbsent(r.child(), k -> new ArrayList<>()).add(r);
        }
        of.replaceAll((id, list) -> List.copyOf(list));
        relationshipsOf = of;
    }

    private static int capacity(int size) {
        return Math.max(16, size * 4 / 3 + 1);
    }
}
