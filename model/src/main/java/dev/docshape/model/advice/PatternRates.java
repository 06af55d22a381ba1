package dev.docshape.model.advice;

import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.projection.ChildrenTaken;
import dev.docshape.model.projection.Links;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How often one instance's fields change by the update patterns, per day: a pattern changes its
 * frequency x 86,400 x the instances it changes per call, spread over the entity's instances. A pattern
 * that names no fields changes them all. Indexed once per advice (docs/advisor-rules.md, decision 0552).
 */
final class PatternRates {
    private static final double SECONDS_PER_DAY = 86_400;

    /** Entity id to the rate at which updates that change every field reach one instance. */
    private final Map<String, Double> allFields = new HashMap<>();
    /** Entity id to field name to the rate of the updates that name that field. */
    private final Map<String, Map<String, Double>> byField = new HashMap<>();
    /** Entity id to the rate at which any update reaches one instance. */
    private final Map<String, Double> anyField = new HashMap<>();
    private final Map<String, Entity> entities;
    private final Map<String, Relationship> relationships;

    PatternRates(List<AccessPattern> patterns, Map<String, Entity> entities, Map<String, Relationship> relationships) {
        this.entities = entities;
        this.relationships = relationships;
        for (AccessPattern p : patterns) {
            if (!(p instanceof WritePattern w) || w.kind() != WriteKind.UPDATE) continue;
            double perDay = w.frequency() * SECONDS_PER_DAY;
            add(w.entity(), perDay, w.fields());
            for (Include inc : w.includes()) include(w.entity(), perDay, inc);
        }
    }

    /** Related instances updated in the same call: as many per call as the relationship gives (as the estimator counts them). */
    private void include(String from, double perDay, Include inc) {
        Relationship r = relationships.get(inc.relationship());
        if (r == null || !(r.parent().equals(from) || r.child().equals(from))) return;
        boolean down = r.parent().equals(from);
        String target = r.otherEnd(from);
        double changed = perDay * (down ? ChildrenTaken.perParent(r, inc.limit()) : Links.parentsPerChild(r));
        add(target, changed, inc.fields());
        for (Include nested : inc.includes()) include(target, changed, nested);
    }

    private void add(String entityId, double instancesPerDay, List<String> fields) {
        Entity e = entities.get(entityId);
        if (e == null || e.count() == 0) return;
        double rate = instancesPerDay / e.count();
        anyField.merge(entityId, rate, Double::sum);
        if (fields.isEmpty()) {
            allFields.merge(entityId, rate, Double::sum);
        } else {
            Map<String, Double> rates = byField.computeIfAbsent(entityId, k -> new HashMap<>());
            for (String f : fields) rates.merge(f, rate, Double::sum);
        }
    }

    /** How often the update patterns change {@code field} of one instance, per day. */
    double field(String entityId, String field) {
        double named = byField.getOrDefault(entityId, Map.of()).getOrDefault(field, 0.0);
        return allFields.getOrDefault(entityId, 0.0) + named;
    }

    /** How often the update patterns change any field of one instance, per day. */
    double any(String entityId) {
        return anyField.getOrDefault(entityId, 0.0);
    }
}
