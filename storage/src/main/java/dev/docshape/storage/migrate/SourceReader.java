package dev.docshape.storage.migrate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.projection.ShapeField.Role;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.docshape.storage.migrate.Stages.merge;
import static dev.docshape.storage.migrate.Stages.obj;
import static dev.docshape.storage.migrate.Stages.ref;

/**
 * Reads the source design's collections into the staging collections: every place an entity's
 * instances sit whole (their own documents, embedded objects, bucket items) gives its flat rows,
 * and every place a relationship is kept (embedding, ids on either side, copies, buckets, joining
 * documents) gives its links. Where the same data sits in several places, one place is enough: an
 * entity's own collection, else all its embedded places; the first place that holds all of a
 * relationship's links (a subset holds only some).
 */
final class SourceReader {
    private final DataModel model;
    private final Staging staging;
    private final ModelCounts counts;
    private final Map<String, List<Step>> ownRows = new LinkedHashMap<>();
    private final Map<String, List<Step>> embeddedRows = new LinkedHashMap<>();
    private final Map<String, Step> links = new LinkedHashMap<>();
    private final List<String> problems = new ArrayList<>();

    /** One level of a path from a document's root: a field, and whether it is an array. */
    private record Segment(String name, boolean array) {
    }

    SourceReader(DataModel model, Projection source, Staging staging) {
        this.model = model;
        this.staging = staging;
        this.counts = new ModelCounts(model);
        for (CollectionShape c : source.collections()) read(c);
    }

    /** The steps that copy the entity's instances into its staging collection; empty when the source does not hold them whole. */
    List<Step> rows(String entityId) {
        List<Step> own = ownRows.get(entityId);
        return own != null ? own : embeddedRows.getOrDefault(entityId, List.of());
    }

    /** The step that copies the relationship's links into its staging collection; null when the source keeps only some of them. */
    Step links(String relationshipId) {
        return links.get(relationshipId);
    }

    /** Places of the source that cannot be read (a relationship of an entity with itself kept as ids). */
    List<String> problems() {
        return problems;
    }

    private void read(CollectionShape c) {
        long documents = counts.documents(c);
        switch (c.kind()) {
            case ENTITY -> node(c, documents, List.of(), c.rootEntity(), c.document().fields());
            case JOIN -> {
                Relationship r = model.requireRelationship(c.relationship());
                List<ShapeField> ids = c.document().fields().stream().filter(f -> f.role() == Role.REFERENCE).toList();
                if (ids.size() != 2) return;
                addLink(r, c, documents, List.of(), ref(ids.get(0).name()), ref(ids.get(1).name()), "joining documents");
            }
            case BUCKET -> {
                Relationship r = model.requireRelationship(c.relationship());
                ShapeField parentId = c.document().fields().stream().filter(f -> f.role() == Role.REFERENCE).findFirst().orElse(null);
                ShapeField items = c.document().fields().stream().filter(f -> f.role() == Role.EMBEDDED).findFirst().orElse(null);
                if (parentId == null || items == null) return;
                List<Segment> path = List.of(new Segment(items.name(), true));
                addLink(r, c, documents, path, ref(parentId.name()), ref(idPath(path)), "buckets");
                node(c, documents, path, r.child(), items.children());
            }
        }
    }

    /** An entity's instance at {@code path} of the collection's documents, with its fields. */
    private void node(CollectionShape c, long documents, List<Segment> path, String entityId, List<ShapeField> fields) {
        entityRows(c, documents, path, entityId, fields);
        for (ShapeField f : fields) {
            if (f.relationship() == null) continue;
            Relationship r = model.requireRelationship(f.relationship());
            List<Segment> below = with(path, new Segment(f.name(), f.kind() == ShapeField.Kind.ARRAY));
            switch (f.role()) {
                case EMBEDDED, SUBSET -> {
                    if (f.role() == Role.EMBEDDED) {
                        addLink(r, c, documents, below, ref(idPath(path)), ref(idPath(below)), "embedded in " + c.name());
                    }
                    node(c, documents, below, f.entity(), f.children());
                }
                case REFERENCE, COPIED -> {
                    String held = f.role() == Role.COPIED ? dotted(below) + ".id" : dotted(below);
                    boolean holdsChildren = entityId.equals(r.parent()) && f.entity().equals(r.child());
                    boolean holdsParents = entityId.equals(r.child()) && f.entity().equals(r.parent());
                    if (holdsChildren == holdsParents) {
                        problems.add("relationship '" + r.id() + "' links entity '" + entityId + "' with itself in collection '"
                                + c.name() + "', field '" + dotted(below) + "': which end holds which cannot be told apart");
                        continue;
                    }
                    String own = ref(idPath(path));
                    addLink(r, c, documents, below, holdsChildren ? own : ref(held), holdsChildren ? ref(held) : own,
                            "field " + dotted(below) + " of " + c.name());
                }
                default -> {
                }
            }
        }
    }

    private void entityRows(CollectionShape c, long documents, List<Segment> path, String entityId, List<ShapeField> fields) {
        List<ObjectNode> stages = new ArrayList<>(unwinds(path));
        ObjectNode projection;
        if (path.isEmpty()) {
            projection = obj("_id", 1);
        } else {
            stages.add(Stages.match(obj(idPath(path), obj("$exists", true))));
            stages.add(Stages.replaceRoot(dotted(path)));
            projection = obj("_id", "$id");
        }
        for (ShapeField f : fields) {
            if (f.role() == Role.ATTRIBUTE) projection.put(f.name(), 1);
        }
        stages.add(Stages.project(projection));
        stages.add(merge(staging.entity(entityId)));
        String name = model.requireEntity(entityId).name();
        Map<String, List<Step>> into = path.isEmpty() ? ownRows : embeddedRows;
        List<Step> steps = into.computeIfAbsent(entityId, k -> new ArrayList<>());
        steps.add(new Step("read-" + entityId + "-" + c.name() + "-" + dotted(path), "copy the " + name + " instances of "
                + c.name() + (path.isEmpty() ? "" : " (" + dotted(path) + ")"), Step.Action.AGGREGATE, c.name(),
                staging.entity(entityId), Stages.pipeline(stages), documents, counts.instances(entityId), null));
    }

    /** A step that writes the links {@code {p, c}} found at {@code path}; the first one found per relationship is kept. */
    private void addLink(Relationship r, CollectionShape c, long documents, List<Segment> path, String parent, String child, String where) {
        if (links.containsKey(r.id())) return;
        List<ObjectNode> stages = new ArrayList<>(unwinds(path));
        stages.add(Stages.match(obj("$and", Stages.arr(
                obj(parent.substring(1), obj("$exists", true, "$ne", null)),
                obj(child.substring(1), obj("$exists", true, "$ne", null))))));
        stages.add(Stages.project(obj("_id", obj("p", parent, "c", child), "p", parent, "c", child)));
        stages.add(merge(staging.links(r.id())));
        links.put(r.id(), new Step("links-" + r.id(), "copy the links of relationship " + r.name() + " (" + where + ")",
                Step.Action.AGGREGATE, c.name(), staging.links(r.id()), Stages.pipeline(stages), documents, counts.links(r.id()), null));
    }

    private static List<ObjectNode> unwinds(List<Segment> path) {
        List<ObjectNode> stages = new ArrayList<>();
        for (int i = 0; i < path.size(); i++) {
            if (path.get(i).array()) stages.add(Stages.unwind(dotted(path.subList(0, i + 1))));
        }
        return stages;
    }

    private static String idPath(List<Segment> path) {
        return path.isEmpty() ? "_id" : dotted(path) + ".id";
    }

    private static String dotted(List<Segment> path) {
        StringBuilder sb = new StringBuilder();
        for (Segment s : path) {
            if (!sb.isEmpty()) sb.append('.');
            sb.append(s.name());
        }
        return sb.toString();
    }

    private static List<Segment> with(List<Segment> path, Segment next) {
        List<Segment> longer = new ArrayList<>(path);
        longer.add(next);
        return longer;
    }
}
