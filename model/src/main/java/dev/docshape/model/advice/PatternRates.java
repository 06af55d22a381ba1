package dev.docshape.model.advice;

import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.FieldPaths;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.projection.ChildrenTaken;
import dev.docshape.model.projection.Links;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How often one instance's fields change by the update patterns, per day, and which patterns give it: a pattern
 * changes its frequency x 86,400 x the instances it changes per call, spread over the entity's instances. A pattern
 * that names no fields changes them all; one that names a nested field ({@code address.city}) changes the fields
 * enclosing it too, and one that names an object field changes what is nested in it. Indexed once per advice
 * (docs/advisor-rules.md "Update rates", decisions 0552, 0557).
 */
final class PatternRates {
    private static final double SECONDS_PER_DAY = 86_400;

    /** Entity id to the rate at which updates that change every field reach one instance. */
    private final Map<String, Rate> allFields = new HashMap<>();
    /** Entity id to field (or enclosing field) to the rate of the updates that name it or a field nested in it. */
    private final Map<String, Map<String, Rate>> touching = new HashMap<>();
    /** Entity id to field to the rate of the updates that name that field itself, whole. */
    private final Map<String, Map<String, Rate>> whole = new HashMap<>();
    /** Entity id to the rate at which any update reaches one instance. */
    private final Map<String, Rate> anyField = new HashMap<>();
    private final Map<String, Entity> entities;
    private final Map<String, Relationship> relationships;

    PatternRates(List<AccessPattern> patterns, Map<String, Entity> entities, Map<String, Relationship> relationships) {
        this.entities = entities;
        this.relationships = relationships;
        for (AccessPattern p : patterns) {
            if (!(p instanceof WritePattern w) || w.kind() != WriteKind.UPDATE) continue;
            double perDay = w.frequency() * SECONDS_PER_DAY;
            add(w.entity(), perDay, w.fields(), w.name());
            for (Include inc : w.includes()) include(w.entity(), perDay, inc, w.name());
        }
    }

    /** Related instances updated in the same call: as many per call as the relationship gives (as the estimator counts them). */
    private void include(String from, double perDay, Include inc, String pattern) {
        Relationship r = relationships.get(inc.relationship());
        if (r == null || !(r.parent().equals(from) || r.child().equals(from))) return;
        boolean down = r.parent().equals(from);
        String target = r.otherEnd(from);
        double changed = perDay * (down ? ChildrenTaken.perParent(r, inc.limit()) : Links.parentsPerChild(r));
        add(target, changed, inc.fields(), pattern);
        for (Include nested : inc.includes()) include(target, changed, nested, pattern);
    }

    private void add(String entityId, double instancesPerDay, List<String> fields, String pattern) {
        Entity e = entities.get(entityId);
        if (e == null || e.count() == 0) return;
        Rate rate = new Rate(instancesPerDay / e.count(), List.of(pattern));
        anyField.merge(entityId, rate, Rate::plus);
        if (fields.isEmpty()) {
            allFields.merge(entityId, rate, Rate::plus);
            return;
        }
        Set<String> named = new LinkedHashSet<>(fields);
        Set<String> reached = new LinkedHashSet<>();
        Map<String, Rate> wholeRates = whole.computeIfAbsent(entityId, k -> new HashMap<>());
        for (String f : named) {
            List<String> enclosing = FieldPaths.enclosing(f);
            // a field nested in another the pattern names is changed with it, counted once
            if (enclosing.stream().anyMatch(named::contains)) continue;
            wholeRates.merge(f, rate, Rate::plus);
            reached.add(f);
            reached.addAll(enclosing);
        }
        Map<String, Rate> touched = touching.computeIfAbsent(entityId, k -> new HashMap<>());
        for (String f : reached) touched.merge(f, rate, Rate::plus);
    }

    /**
     * How often the update patterns change {@code field} of one instance, per day: those changing every field, those
     * naming it or a field nested in it, and those naming a field it is nested in.
     */
    Rate field(String entityId, String field) {
        Rate rate = allFields.getOrDefault(entityId, Rate.NONE)
                .plus(touching.getOrDefault(entityId, Map.of()).getOrDefault(field, Rate.NONE));
        Map<String, Rate> wholeRates = whole.getOrDefault(entityId, Map.of());
        for (String outer : FieldPaths.enclosing(field)) rate = rate.plus(wholeRates.getOrDefault(outer, Rate.NONE));
        return rate;
    }

    /** How often the update patterns change any field of one instance, per day. */
    Rate any(String entityId) {
        return anyField.getOrDefault(entityId, Rate.NONE);
    }
}
