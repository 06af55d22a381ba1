package dev.docshape.storage.sample;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The entities a sample keeps (nearly) whole at any scale: those linked to the rest of the model by
 * many-to-many relationships only, such as 40 amenities that hotels pick from. Such an entity gets at
 * least min(its count, {@link SampleScale#MEASURED_INSTANCES}, or a parent's maximum of it) instances,
 * so its patterns are measured over enough of them and each parent can link as many as the model says,
 * while the scale is chosen from the other entities (docs/sample-data.md "How much data", decision 0505).
 * Raising such an entity changes no other entity's children per parent: a many-to-many draws each
 * parent's children and spreads them over however many children there are.
 */
final class LookupTables {
    private final Map<String, Long> floors;

    private LookupTables(Map<String, Long> floors) {
        this.floors = floors;
    }

    static LookupTables of(DataModel model) {
        Map<String, Long> need = new HashMap<>();
        Set<String> linkedOtherwise = new HashSet<>();
        for (Entity e : model.entities()) need.put(e.id(), (long) SampleScale.MEASURED_INSTANCES);
        for (Relationship r : model.relationships()) {
            if (r.cardinality() != Cardinality.MANY_TO_MANY) {
                linkedOtherwise.add(r.parent());
                linkedOtherwise.add(r.child());
            } else {
                long perParent = r.maxCount() != null ? r.maxCount() : (long) Math.ceil(Math.max(0, r.avgCount()));
                need.computeIfPresent(r.child(), (id, n) -> Math.max(n, perParent));
            }
        }
        Map<String, Long> floors = new HashMap<>();
        for (Entity e : model.entities()) {
            if (!linkedOtherwise.contains(e.id()) && e.count() > 0) floors.put(e.id(), Math.min(e.count(), need.get(e.id())));
        }
        return new LookupTables(floors);
    }

    /** True when {@code entityId} is kept whole up to its floor, so it never decides the scale. */
    boolean contains(String entityId) {
        return floors.containsKey(entityId);
    }

    /** The entity's instances in a sample at {@code scale}: the model's count scaled, at least one, at least its floor. */
    long instances(Entity e, double scale) {
        if (e.count() <= 0) return 0;
        return Math.max(floors.getOrDefault(e.id(), 1L), Math.round(e.count() * scale));
    }

    /** Instances all lookup tables hold at their floor. */
    long floorsTotal() {
        long total = 0;
        for (long n : floors.values()) total += n;
        return total;
    }
}
