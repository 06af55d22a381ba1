package dev.docshape.storage.sample;

import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.projection.ShapeField.Role;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The content of one sample document, field by field from its shape: ids, attribute values,
 * embedded, subset and copied children, references and counts, all agreeing with the population.
 * {@link SampleGenerator} decides which documents each collection holds; this class fills them.
 */
final class EntityDocuments {
    private final Population population;
    private final AttributeValues attributes;
    private final Map<String, Relationship> relationships;
    /** The order each ordered subset or bucket keeps its children in, by relationship id. */
    private final Map<String, Ordering> keptOrders;
    private final Map<ShapeField, FieldPlan> plans = new IdentityHashMap<>();
    private final Map<String, Long> entityKeys = new HashMap<>();

    EntityDocuments(Population population, AttributeValues attributes, Map<String, Relationship> relationships,
                    Map<String, Ordering> keptOrders) {
        this.population = population;
        this.attributes = attributes;
        this.relationships = relationships;
        this.keptOrders = keptOrders;
    }

    /** The order the relationship's ordered subset or bucket keeps its children in, or null. */
    Ordering keptOrder(String relationshipId) {
        return keptOrders.get(relationshipId);
    }

    Map<String, Object> object(String entity, long index, List<ShapeField> fields, boolean top) {
        Map<String, Object> doc = new LinkedHashMap<>(fields.size() * 2);
        for (ShapeField f : fields) {
            FieldPlan plan = plan(f, entity);
            switch (f.role()) {
                case ID -> doc.put(top ? SampleGenerator.ID : f.name(), ObjectId.of(plan.idKey, index));
                case ATTRIBUTE -> {
                    if (attributes.holds(entity, f.name(), index)) doc.put(f.name(), attributes.value(entity, f.name(), index));
                }
                case EMBEDDED, SUBSET, COPIED -> related(index, f, plan, doc);
                case REFERENCE -> references(index, f, plan, doc);
                case COUNT -> doc.put(f.name(), plan.links.countOf(index));
                case BUCKET_COUNT -> throw new IllegalStateException("a bucket count outside a bucket document: " + f.name());
            }
        }
        return doc;
    }

    private void related(long index, ShapeField f, FieldPlan plan, Map<String, Object> doc) {
        long[] others = plan.related(index);
        if (f.role() == Role.SUBSET && f.maxItems() != null) {
            Ordering order = keptOrders.get(f.relationship());
            if (order != null) {
                // An ordered subset holds the first children by its order, in that order (as $push with $sort and $slice keeps them).
                others = attributes.firstBy(f.entity(), order, others);
                if (others.length > f.maxItems()) others = Arrays.copyOf(others, f.maxItems());
            } else {
                // The subset holds the most recent children by their date, oldest of them first (as $push with $slice keeps them).
                others = attributes.oldestFirst(f.entity(), others);
                if (others.length > f.maxItems()) others = Arrays.copyOfRange(others, others.length - f.maxItems(), others.length);
            }
        }
        if (f.kind() == ShapeField.Kind.OBJECT) {
            if (others.length > 0) doc.put(f.name(), object(f.entity(), others[0], f.children(), false));
            return;
        }
        // an array only a share of the documents hold is left out where it would be empty (decision 0573)
        if (others.length == 0 && f.presence() < 1) return;
        List<Object> items = new ArrayList<>(others.length);
        for (long other : others) items.add(object(f.entity(), other, f.children(), false));
        doc.put(f.name(), items);
    }

    private void references(long index, ShapeField f, FieldPlan plan, Map<String, Object> doc) {
        long[] others = plan.related(index);
        if (f.kind() == ShapeField.Kind.SCALAR) {
            if (others.length > 0) doc.put(f.name(), ObjectId.of(plan.idKey, others[0]));
            return;
        }
        if (others.length == 0 && f.presence() < 1) return;
        List<Object> ids = new ArrayList<>(others.length);
        for (long other : others) ids.add(ObjectId.of(plan.idKey, other));
        doc.put(f.name(), ids);
    }

    /** What a shape field needs at every document, worked out once. */
    private FieldPlan plan(ShapeField f, String entity) {
        FieldPlan plan = plans.get(f);
        if (plan == null) {
            plan = new FieldPlan(f, entity);
            plans.put(f, plan);
        }
        return plan;
    }

    long entityKey(String entity) {
        return entityKeys.computeIfAbsent(entity, Rng::key);
    }

    private final class FieldPlan {
        final long idKey;
        final Links links;
        final boolean towardsChildren;

        FieldPlan(ShapeField f, String entity) {
            String idEntity = f.entity() != null ? f.entity() : entity;
            idKey = idEntity == null ? 0 : entityKey(idEntity);
            if (f.relationship() != null && f.role() != Role.ID && f.role() != Role.BUCKET_COUNT) {
                Relationship r = relationship(f.relationship());
                links = population.links(r.id());
                towardsChildren = r.parent().equals(entity) && f.entity().equals(r.child())
                        && (!r.parent().equals(r.child()) || f.name().startsWith(r.name()) || f.name().startsWith("recent"));
            } else {
                links = null;
                towardsChildren = false;
            }
        }

        /** The instances at the other end of the field's relationship: children, or parents seen from a child. */
        long[] related(long index) {
            return towardsChildren ? links.childrenOf(index) : links.parentsOf(index);
        }
    }


    Relationship relationship(String id) {
        Relationship r = relationships.get(id);
        if (r == null) throw new IllegalStateException("the projection names relationship '" + id + "', which the model lacks");
        return r;
    }
}
