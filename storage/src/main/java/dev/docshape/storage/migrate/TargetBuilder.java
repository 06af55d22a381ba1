package dev.docshape.storage.migrate;

import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.Duplicates;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.projection.ShapeField.Role;
import dev.docshape.storage.sample.ChildOrder;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static dev.docshape.storage.migrate.Stages.arr;
import static dev.docshape.storage.migrate.Stages.obj;
import static dev.docshape.storage.migrate.Stages.ref;

/**
 * Builds one collection of the target design from the staging collections: an entity's documents
 * start from its rows and look up, level by level, what the design puts in them (embedded children
 * in date order, the newest few of a subset, ids of either side, copies, counts); bucket documents
 * group a parent's children in date order, {@code size} at a time; joining documents are the links.
 * Records the entities and relationships it needs from the source.
 */
final class TargetBuilder {
    private final DataModel model;
    private final Staging staging;
    private final ModelCounts counts;
    private final Set<String> entitiesNeeded = new LinkedHashSet<>();
    private final Set<String> relationshipsNeeded = new LinkedHashSet<>();
    private final List<String> problems = new ArrayList<>();

    private final Duplicates duplicates;

    TargetBuilder(DataModel model, Staging staging, Duplicates duplicates) {
        this.model = model;
        this.staging = staging;
        this.duplicates = duplicates;
        this.counts = new ModelCounts(model);
    }

    Set<String> entitiesNeeded() {
        return entitiesNeeded;
    }

    Set<String> relationshipsNeeded() {
        return relationshipsNeeded;
    }

    /** Fields of the target that cannot be built. */
    List<String> problems() {
        return problems;
    }

    Step build(CollectionShape c) {
        String into = staging.build(c.name());
        Duplicates.Duplicate feed = c.kind() == CollectionKind.FEED ? duplicates.feedOf(c.rootEntity()) : null;
        long documents = feed == null ? counts.documents(c) : counts.feedDocuments(feed, c);
        List<ObjectNode> stages = switch (c.kind()) {
            // a duplicate is built like the entity's own collection (docs/counting-rules.md "Duplicate collections"),
            // a feed from the first rows by its order ("Ordering and feeds")
            case ENTITY, DUPLICATE, FEED -> {
                entitiesNeeded.add(c.rootEntity());
                List<ObjectNode> s = new ArrayList<>();
                if (feed != null && feed.isPerParent()) {
                    s.addAll(latestOfEachParent(feed));
                } else if (feed != null) {
                    s.add(Stages.sort(Stages.obj(feed.order().field(), feed.order().sign(), "_id", 1)));
                    s.add(Stages.limit(feed.keep()));
                }
                s.addAll(assemble(c.rootEntity(), c.document().fields(), 0));
                s.add(Stages.project(finalFields(c.document().fields(), true)));
                yield s;
            }
            case BUCKET -> buckets(c);
            case JOIN -> joins(c);
        };
        String from = switch (c.kind()) {
            case ENTITY, DUPLICATE, FEED -> staging.entity(c.rootEntity());
            case BUCKET, JOIN -> staging.links(c.relationship());
        };
        stages.add(Stages.merge(into));
        long read = documents + lookedUp(c.document().fields()) + (feed != null && feed.isPerParent() ? counts.links(feed.parent()) : 0);
        return new Step("build-" + c.name(), "build " + c.name(), Step.Action.AGGREGATE, from, into, Stages.pipeline(stages),
                read, documents, c.name());
    }

    /**
     * A feed per parent (decision 0331): each row with its parent's link, sorted by parent, then by the feed's order (then
     * {@code _id}), grouped by parent ({@code $push} keeps that order) and cut to the first {@code keep} ({@code $slice});
     * rows with no parent are in no parent's feed. {@code $setWindowFields} would do it in one stage, but the in-process
     * test server does not run it (docs/exports.md "Migration between two designs").
     */
    private List<ObjectNode> latestOfEachParent(Duplicates.Duplicate feed) {
        relationshipsNeeded.add(feed.parent());
        String link = "docshape_parent";
        List<ObjectNode> stages = new ArrayList<>();
        stages.add(Stages.lookup(staging.links(feed.parent()), "_id", "c", link));
        stages.add(Stages.unwind(link));
        stages.add(Stages.sort(obj(link + ".p", 1, feed.order().field(), feed.order().sign(), "_id", 1)));
        stages.add(obj("$group", obj("_id", ref(link + ".p"), "rows", obj("$push", "$$ROOT"))));
        stages.add(Stages.project(obj("rows", obj("$slice", arr("$rows", feed.keep())))));
        stages.add(Stages.unwind("rows"));
        stages.add(Stages.replaceRoot("rows"));
        return stages;
    }

    /** Stages that turn a row of {@code entityId} into the object the design makes of it; {@code depth} names the lookup variables. */
    private List<ObjectNode> assemble(String entityId, List<ShapeField> fields, int depth) {
        List<ObjectNode> stages = new ArrayList<>();
        String key = "k" + depth;
        for (ShapeField f : fields) {
            if (f.relationship() == null || f.role() == Role.ID || f.role() == Role.BUCKET_COUNT) continue;
            Relationship r = model.requireRelationship(f.relationship());
            relationshipsNeeded.add(r.id());
            boolean single = f.kind() == ShapeField.Kind.OBJECT || f.kind() == ShapeField.Kind.SCALAR;
            boolean fromParent = f.role() == Role.EMBEDDED || f.role() == Role.SUBSET || f.role() == Role.COUNT
                    || (entityId.equals(r.parent()) && f.entity().equals(r.child()));
            if (r.parent().equals(r.child()) && (f.role() == Role.REFERENCE || f.role() == Role.COPIED)) {
                problems.add("relationship '" + r.id() + "' links entity '" + entityId + "' with itself through field '"
                        + f.name() + "': which end holds which cannot be told apart");
                continue;
            }
            String ownEnd = fromParent ? "p" : "c";
            String otherEnd = fromParent ? "c" : "p";
            List<ObjectNode> inner = new ArrayList<>();
            inner.add(Stages.matchVariable(ownEnd, key));
            switch (f.role()) {
                case EMBEDDED, SUBSET, COPIED -> {
                    entitiesNeeded.add(f.entity());
                    inner.add(Stages.lookup(staging.entity(f.entity()), otherEnd, "_id", "row"));
                    inner.add(Stages.unwind("row"));
                    inner.add(Stages.replaceRoot("row"));
                    inner.addAll(order(f));
                    if (f.role() == Role.COPIED) {
                        ObjectNode copy = obj("_id", 0, "id", "$_id");
                        for (ShapeField copied : f.children()) if (copied.role() == Role.ATTRIBUTE) copy.put(copied.name(), 1);
                        inner.add(Stages.project(copy));
                    } else {
                        inner.addAll(assemble(f.entity(), f.children(), depth + 1));
                        inner.add(Stages.project(finalFields(f.children(), false)));
                    }
                    stages.add(Stages.lookup(staging.links(r.id()), key, "_id", inner, f.name()));
                    if (single) stages.add(Stages.unwindKeepingEmpty(f.name()));
                }
                case REFERENCE -> {
                    inner.add(Stages.project(obj("_id", 0, "v", ref(otherEnd))));
                    stages.add(Stages.lookup(staging.links(r.id()), key, "_id", inner, f.name()));
                    if (single) {
                        stages.add(Stages.unwindKeepingEmpty(f.name()));
                        stages.add(Stages.addFields(obj(f.name(), ref(f.name() + ".v"))));
                    } else {
                        stages.add(Stages.addFields(obj(f.name(), obj("$map", obj("input", ref(f.name()), "as", "x", "in", "$$x.v")))));
                    }
                }
                case COUNT -> {
                    inner.add(Stages.project(obj("_id", 1)));
                    stages.add(Stages.lookup(staging.links(r.id()), key, "_id", inner, f.name()));
                    stages.add(Stages.addFields(obj(f.name(), obj("$size", ref(f.name())))));
                }
                default -> {
                }
            }
        }
        return stages;
    }

    /** Children in date order, oldest first; for a subset only the newest {@code size} of them. */
    private List<ObjectNode> order(ShapeField f) {
        ObjectNode oldestFirst = obj();
        ChildOrder.field(model.requireEntity(f.entity())).ifPresent(name -> oldestFirst.put(name, 1));
        oldestFirst.put("_id", 1);
        if (f.role() != Role.SUBSET) return f.kind() == ShapeField.Kind.ARRAY ? List.of(Stages.sort(oldestFirst)) : List.of();
        ObjectNode newestFirst = obj();
        oldestFirst.fieldNames().forEachRemaining(name -> newestFirst.put(name, -1));
        int size = f.maxItems() != null ? f.maxItems() : 1;
        return List.of(Stages.sort(newestFirst), Stages.limit(size), Stages.sort(oldestFirst));
    }

    /** Documents looked up to fill the fields: one per link of each relationship they follow, at every level. */
    private long lookedUp(List<ShapeField> fields) {
        long total = 0;
        for (ShapeField f : fields) {
            if (f.relationship() == null || f.role() == Role.ID || f.role() == Role.BUCKET_COUNT) continue;
            long links = counts.links(f.relationship());
            total += links;
            if (f.role() == Role.EMBEDDED || f.role() == Role.SUBSET || f.role() == Role.COPIED) total += links + lookedUp(f.children());
        }
        return total;
    }

    /** The object's fields in the design's order; a nested object's id is its row's {@code _id}. */
    private static ObjectNode finalFields(List<ShapeField> fields, boolean top) {
        ObjectNode spec = top ? obj() : obj("_id", 0);
        for (ShapeField f : fields) {
            if (f.role() == Role.ID) {
                if (top) spec.put("_id", 1);
                else spec.put(f.name(), "$_id");
            } else {
                spec.put(f.name(), 1);
            }
        }
        return spec;
    }

    private List<ObjectNode> buckets(CollectionShape c) {
        Relationship r = model.requireRelationship(c.relationship());
        relationshipsNeeded.add(r.id());
        entitiesNeeded.add(r.child());
        String parentId = fieldOf(c, Role.REFERENCE);
        String count = fieldOf(c, Role.BUCKET_COUNT);
        ShapeField itemsField = c.document().fields().stream().filter(f -> f.role() == Role.EMBEDDED).findFirst().orElseThrow();
        int size = itemsField.maxItems() == null ? 1 : itemsField.maxItems();
        ObjectNode byDate = obj();
        ChildOrder.field(model.requireEntity(r.child())).ifPresent(name -> byDate.put(name, 1));
        byDate.put("_id", 1);
        // Ids first: a parent's children in date order, cut into buckets of `size`; then each bucket's items looked up and built.
        List<ObjectNode> items = new ArrayList<>();
        items.add(Stages.match(obj("$expr", obj("$in", arr("$_id", "$$ids")))));
        items.add(Stages.sort(byDate));
        items.addAll(assemble(r.child(), itemsField.children(), 1));
        items.add(Stages.project(finalFields(itemsField.children(), false)));
        ObjectNode rowByDate = obj();
        byDate.fieldNames().forEachRemaining(name -> rowByDate.put("row." + name, 1));
        List<ObjectNode> stages = new ArrayList<>();
        stages.add(Stages.lookup(staging.entity(r.child()), "c", "_id", "row"));
        stages.add(Stages.unwind("row"));
        stages.add(Stages.sort(rowByDate));
        stages.add(obj("$group", obj("_id", "$p", "ids", obj("$push", "$c"))));
        stages.add(Stages.project(obj("_id", 0, "parent", "$_id", "chunks", obj("$map", obj(
                "input", obj("$range", arr(0, obj("$size", "$ids"), size)), "as", "i",
                "in", obj("$slice", arr("$ids", "$$i", size)))))));
        stages.add(Stages.unwind("chunks"));
        stages.add(Stages.lookup(staging.entity(r.child()), "ids", "chunks", items, "items"));
        stages.add(Stages.project(obj("_id", 0, parentId, "$parent", count, obj("$size", "$items"), itemsField.name(), "$items")));
        return stages;
    }

    private List<ObjectNode> joins(CollectionShape c) {
        Relationship r = model.requireRelationship(c.relationship());
        relationshipsNeeded.add(r.id());
        List<ShapeField> ids = c.document().fields().stream().filter(f -> f.role() == Role.REFERENCE).toList();
        List<ObjectNode> stages = new ArrayList<>();
        stages.add(Stages.project(obj("_id", 0, ids.get(0).name(), "$p", ids.get(1).name(), "$c")));
        return stages;
    }

    private static String fieldOf(CollectionShape c, Role role) {
        return c.document().fields().stream().filter(f -> f.role() == role).map(ShapeField::name).findFirst().orElseThrow();
    }
}
