package dev.docshape.storage.sample;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.projection.ShapeField.Role;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sample data of every design of every example is realistic where designs depend on it,
 * checked by field roles, names and types (nothing here knows one example): subsets hold the
 * newest children; buckets are filled in date order; low/high, min/max and start/end pairs are
 * ordered and a price lies between a low and a high; a child created by its parent is dated after
 * it; years, dates and counts are plausible; arrays hold no value twice.
 */
class RealisticSamplesTest {
    private static final Instant EARLIEST = Instant.parse("1900-01-01T00:00:00Z");
    private static final Instant LATEST = Instant.parse("2026-01-01T00:00:00Z");
    private static final String[][] PAIRS = {{"low", "high"}, {"min", "max"}, {"start", "end"}};

    @ParameterizedTest
    @MethodSource("dev.docshape.storage.file.RepositoryFiles#examples")
    void everyDesignsSamplesAreRealistic(Path example) throws Exception {
        Project project = ProjectFiles.load(example);
        for (Design design : project.designs()) new Check(project.model(), Projector.project(project.model(), design)).run();
    }

    private static final class Check {
        final DataModel model;
        final Projection projection;
        final SampleGenerator generator;
        final Map<String, List<Map<String, Object>>> documents = new HashMap<>();
        /** When each instance came to be (its first own date, or its founding year), by id. */
        final Map<ObjectId, Instant> createdAt = new HashMap<>();

        Check(DataModel model, Projection projection) {
            this.model = model;
            this.projection = projection;
            this.generator = SampleGenerator.of(model, projection, SampleOptions.of(11, 0.0003));
        }

        void run() {
            for (CollectionShape c : projection.collections()) {
                List<Map<String, Object>> docs = new ArrayList<>();
                generator.generate(c.name(), (id, doc) -> docs.add(doc));
                documents.put(c.name(), docs);
                for (Map<String, Object> doc : docs) {
                    if (c.kind() == CollectionKind.ENTITY) remember(c.rootEntity(), (ObjectId) doc.get("_id"), doc);
                }
            }
            for (CollectionShape c : projection.collections()) {
                for (Map<String, Object> doc : documents.get(c.name())) {
                    values(c.name(), doc);
                    nested(c.name(), c.rootEntity(), doc, c.document().fields());
                    if (c.kind() == CollectionKind.ENTITY) referencedParentsAreOlder(c, doc);
                }
                if (c.kind() == CollectionKind.BUCKET) bucketsFillInDateOrder(c);
                subsetsHoldTheNewest(c);
            }
        }

        private void remember(String entity, ObjectId id, Map<String, Object> doc) {
            Instant created = created(entity, doc);
            if (created != null) createdAt.put(id, created);
        }

        /** The instance's first own date (not a birth date), or January 1st of its founding year. */
        private Instant created(String entityId, Map<String, Object> doc) {
            Entity e = model.requireEntity(entityId);
            for (Field f : e.fields()) {
                if (f.type() == FieldType.DATE && !birth(f.name()) && doc.get(f.name()) instanceof Instant t) return t;
            }
            for (Field f : e.fields()) {
                if (f.type() == FieldType.INTEGER && f.name().toLowerCase(Locale.ROOT).contains("found") && doc.get(f.name()) instanceof Integer y) {
                    return Instant.parse(y + "-01-01T00:00:00Z");
                }
            }
            return null;
        }

        /** Years, dates and counts plausible; pairs ordered; no value twice in an array; recursively. */
        @SuppressWarnings("unchecked")
        private void values(String where, Map<String, Object> object) {
            for (var e : object.entrySet()) {
                String name = e.getKey().toLowerCase(Locale.ROOT);
                Object v = e.getValue();
                String at = where + "." + e.getKey();
                if (v instanceof Integer i && (name.contains("year") || name.contains("founded") || name.contains("established"))) {
                    assertTrue(i >= 1800 && i <= 2026, at + " = " + i + " is no plausible year");
                }
                if (v instanceof Integer i && (name.startsWith("count") || name.matches(".*(pages|runtime|votes|likes|reviews|quantity).*"))) {
                    assertTrue(i >= 0 && i < 100_000, at + " = " + i + " is no plausible count");
                }
                if (v instanceof Instant t) assertTrue(!t.isBefore(EARLIEST) && t.isBefore(LATEST), at + " = " + t);
                if (v instanceof Map<?, ?> m) values(at, (Map<String, Object>) m);
                if (v instanceof List<?> list) {
                    List<Object> scalars = list.stream().filter(x -> !(x instanceof Map) && !(x instanceof Boolean)).map(x -> (Object) x).toList();
                    assertEquals(scalars.size(), new HashSet<>(scalars).size(), at + " holds a value twice: " + list);
                    for (Object item : list) if (item instanceof Map<?, ?> m) values(at + "[]", (Map<String, Object>) m);
                }
            }
            pairsAreOrdered(where, object);
        }

        private void pairsAreOrdered(String where, Map<String, Object> object) {
            for (String[] pair : PAIRS) {
                for (String low : object.keySet()) {
                    String lowName = low.toLowerCase(Locale.ROOT);
                    if (!lowName.contains(pair[0])) continue;
                    String stem = lowName.replaceFirst(pair[0], "");
                    for (String high : object.keySet()) {
                        String highName = high.toLowerCase(Locale.ROOT);
                        if (!highName.contains(pair[1]) || !highName.replaceFirst(pair[1], "").equals(stem)) continue;
                        Object lo = object.get(low);
                        Object hi = object.get(high);
                        if (compare(lo, hi) == null) continue;
                        assertTrue(compare(lo, hi) <= 0, where + ": " + low + " " + lo + " above " + high + " " + hi);
                        for (var e : object.entrySet()) {
                            if (e.getKey().toLowerCase(Locale.ROOT).contains("price") && compare(lo, e.getValue()) != null) {
                                assertTrue(compare(lo, e.getValue()) <= 0 && compare(e.getValue(), hi) <= 0,
                                        where + ": " + e.getKey() + " " + e.getValue() + " outside " + low + " " + lo + " .. " + high + " " + hi);
                            }
                        }
                    }
                }
            }
        }

        /** An embedded child created by its parent is dated after the parent. */
        @SuppressWarnings("unchecked")
        private void nested(String where, String entity, Map<String, Object> object, List<ShapeField> fields) {
            Instant parentCreated = entity == null ? null : created(entity, object);
            for (ShapeField f : fields) {
                if (f.children().isEmpty() || !(f.role() == Role.EMBEDDED || f.role() == Role.SUBSET)) continue;
                Object v = object.get(f.name());
                List<Object> items = v instanceof List<?> l ? (List<Object>) l : v == null ? List.of() : List.of(v);
                for (Object item : items) {
                    Map<String, Object> child = (Map<String, Object>) item;
                    if (parentCreated != null && createdByParent(f.relationship())) {
                        childDatesAfter(where + "." + f.name(), f.entity(), child, parentCreated);
                    }
                    nested(where + "." + f.name(), f.entity(), child, f.children());
                }
            }
        }

        private void referencedParentsAreOlder(CollectionShape c, Map<String, Object> doc) {
            for (ShapeField f : c.document().fields()) {
                if (f.role() != Role.REFERENCE || f.kind() != ShapeField.Kind.SCALAR || !createdByParent(f.relationship())) continue;
                Relationship r = model.requireRelationship(f.relationship());
                if (!r.parent().equals(f.entity()) || !(doc.get(f.name()) instanceof ObjectId parent)) continue;
                Instant parentCreated = createdAt.get(parent);
                if (parentCreated != null) childDatesAfter(c.name() + "." + f.name(), c.rootEntity(), doc, parentCreated);
            }
        }

        private void childDatesAfter(String where, String childEntity, Map<String, Object> child, Instant parentCreated) {
            for (Field cf : model.requireEntity(childEntity).fields()) {
                if (cf.type() == FieldType.DATE && !birth(cf.name()) && child.get(cf.name()) instanceof Instant t) {
                    assertTrue(t.isAfter(parentCreated), where + "." + cf.name() + " " + t + " is not after the parent's " + parentCreated);
                }
            }
        }

        private boolean createdByParent(String relationshipId) {
            if (relationshipId == null) return false;
            Relationship r = model.requireRelationship(relationshipId);
            return r.cardinality() != Cardinality.MANY_TO_MANY && r.sharedBy() <= 1 && !r.parent().equals(r.child());
        }

        @SuppressWarnings("unchecked")
        private void bucketsFillInDateOrder(CollectionShape c) {
            ShapeField items = c.document().fields().stream().filter(f -> f.role() == Role.EMBEDDED).findFirst().orElseThrow();
            ShapeField parentRef = c.document().fields().stream().filter(f -> f.role() == Role.REFERENCE).findFirst().orElseThrow();
            String dateField = orderField(items.entity());
            if (dateField == null) return;
            Map<Object, Instant> lastByParent = new HashMap<>();
            for (Map<String, Object> bucket : documents.get(c.name())) {
                Object parent = bucket.get(parentRef.name());
                Instant previous = lastByParent.get(parent);
                for (Object item : (List<Object>) bucket.get(items.name())) {
                    Instant t = (Instant) ((Map<String, Object>) item).get(dateField);
                    assertTrue(previous == null || !t.isBefore(previous), c.name() + ": " + t + " filed after " + previous);
                    previous = t;
                }
                lastByParent.put(parent, previous);
            }
        }

        /** A subset holds the newest of its parent's children, wherever the others are stored. */
        @SuppressWarnings("unchecked")
        private void subsetsHoldTheNewest(CollectionShape c) {
            for (ShapeField f : c.document().fields()) {
                if (f.role() != Role.SUBSET) continue;
                String dateField = orderField(f.entity());
                if (dateField == null) continue;
                Map<Object, List<Instant>> all = childDates(model.requireRelationship(f.relationship()), dateField);
                for (Map<String, Object> doc : documents.get(c.name())) {
                    List<Instant> kept = ((List<Object>) doc.get(f.name())).stream()
                            .map(item -> (Instant) ((Map<String, Object>) item).get(dateField)).toList();
                    List<Instant> sorted = new ArrayList<>(kept);
                    sorted.sort(null);
                    assertEquals(sorted, kept, c.name() + "." + f.name() + " is not in date order");
                    List<Instant> children = all.get(doc.get("_id"));
                    if (children == null) continue;
                    List<Instant> newest = children.stream().sorted(Comparator.reverseOrder()).limit(kept.size()).sorted().toList();
                    assertEquals(newest, kept, c.name() + "." + f.name() + " does not hold the newest children");
                }
            }
        }

        /** The dates of every parent's children, from the buckets or the children's own collection. */
        @SuppressWarnings("unchecked")
        private Map<Object, List<Instant>> childDates(Relationship r, String dateField) {
            Map<Object, List<Instant>> byParent = new HashMap<>();
            for (CollectionShape c : projection.collections()) {
                if (c.kind() == CollectionKind.BUCKET && r.id().equals(c.relationship())) {
                    ShapeField items = c.document().fields().stream().filter(f -> f.role() == Role.EMBEDDED).findFirst().orElseThrow();
                    ShapeField parentRef = c.document().fields().stream().filter(f -> f.role() == Role.REFERENCE).findFirst().orElseThrow();
                    for (Map<String, Object> bucket : documents.get(c.name())) {
                        for (Object item : (List<Object>) bucket.get(items.name())) {
                            byParent.computeIfAbsent(bucket.get(parentRef.name()), k -> new ArrayList<>())
                                    .add((Instant) ((Map<String, Object>) item).get(dateField));
                        }
                    }
                } else if (c.kind() == CollectionKind.ENTITY && r.child().equals(c.rootEntity())) {
                    for (ShapeField f : c.document().fields()) {
                        if (f.role() != Role.REFERENCE || !r.id().equals(f.relationship()) || f.kind() != ShapeField.Kind.SCALAR) continue;
                        for (Map<String, Object> doc : documents.get(c.name())) {
                            byParent.computeIfAbsent(doc.get(f.name()), k -> new ArrayList<>()).add((Instant) doc.get(dateField));
                        }
                    }
                }
            }
            return byParent;
        }

        private String orderField(String entityId) {
            return model.requireEntity(entityId).fields().stream().filter(f -> f.type() == FieldType.DATE && !birth(f.name()))
                    .map(Field::name).findFirst().orElse(null);
        }
    }

    private static boolean birth(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return lower.contains("birth") || lower.contains("born") || lower.contains("dob");
    }

    private static Integer compare(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) return new BigDecimal(x.toString()).compareTo(new BigDecimal(y.toString()));
        if (a instanceof Instant x && b instanceof Instant y) return x.compareTo(y);
        return null;
    }
}
