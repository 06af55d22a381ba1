package dev.docshape.model.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.Relationship.End;
import dev.docshape.model.estimate.Intent;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.FieldPaths;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Links;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.projection.ShapeField.Role;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The operation of each request of a write pattern: the insert, the update (with array filters
 * where the copies sit in arrays) of every collection holding a copy, {@code $push} (with
 * {@code $slice} for a subset), the bucket upsert, {@code $inc} of a count, the links and joining
 * documents ({@link JoinWrites}). Values come from the application's input: {@code id} (the written instance),
 * {@code doc} (the new instance), {@code set} (the new field values), {@code relatedId} /
 * {@code relatedIds} (the related instances), {@code parentId} and {@code childId} (for links).
 */
final class WriteSteps {
    private final DataModel model;
    private final Design design;
    private final Locations where;
    private final List<Request> requests;
    private final WritePattern pattern;
    private final WriteInputs inputs;
    private final JoinWrites joins;
    private final RemoveWrites removals;

    WriteSteps(DataModel model, Design design, Locations where, List<Request> requests, WritePattern pattern) {
        this.model = model;
        this.design = design;
        this.where = where;
        this.requests = requests;
        this.pattern = pattern;
        this.inputs = new WriteInputs(model, pattern);
        this.joins = new JoinWrites(model, where, inputs, pattern);
        this.removals = new RemoveWrites(model, design, where, inputs, pattern);
    }

    Operation operation(int index) {
        Request request = requests.get(index);
        Intent intent = request.intent();
        String c = request.collection();
        return switch (intent.action()) {
            case INSERT -> op(index, Command.INSERT_ONE, c, new Expr.Doc(Map.of()), inputs.data(intent.entity()), List.of(), false);
            case SET_FIELDS -> setFields(index, intent);
            case REMOVE -> removals.remove(index, request, intent);
            case PUSH_CHILD -> pushChild(index, intent);
            case PUSH_TO_BUCKET -> pushToBucket(index, intent);
            case ADD_LINK, REMOVE_LINK -> removals.pullsDeletedParent(intent) ? removals.pullFromChildren(index, request, intent)
                    : link(index, intent, intent.action() == Intent.Action.ADD_LINK);
            case INSERT_JOINS -> joins.insert(index, request, intent);
            case DELETE_JOINS -> joins.delete(index, request, intent);
            case TRIM_FEED -> trimFeed(index, intent);
            case DELETE_BUCKETS -> op(index, Command.DELETE_MANY, c,
                    Expr.Doc.of(key(parentField(c, intent)), inputs.ref(intent.via())), null, List.of(), false);
            case INCREMENT_COUNT, DECREMENT_COUNT -> changeCount(index, intent, intent.action() == Intent.Action.INCREMENT_COUNT ? 1 : -1);
            case WRITE_RELATED -> writeRelated(index, intent);
            default -> throw new IllegalStateException("not a write: " + intent.action());
        };
    }

    private Operation op(int index, Command command, String c, Expr.Doc filter, Expr body, List<Expr.Doc> arrayFilters, boolean upsert) {
        return Operation.write(index, requests.get(index), command, c, filter, body, arrayFilters, upsert);
    }

    private Command update(int index) {
        return Command.updateOf(requests.get(index));
    }

    private Operation setFields(int index, Intent intent) {
        String c = requests.get(index).collection();
        Map<String, Expr> set = new LinkedHashMap<>();
        List<Expr.Doc> arrayFilters = new ArrayList<>();
        Expr.Doc filter = null;
        int n = 0;
        List<Occurrence> written = where.written(intent.entity(), c, intent.relationship());
        for (Occurrence o : written) {
            List<String> fields = fieldsWritten(o, intent.fields());
            if (fields.isEmpty()) continue;
            Locations.Address a = where.address(o, inputs.ref(intent.entity()), "e" + n++);
            if (filter == null) filter = a.filter();
            arrayFilters.addAll(a.arrayFilters());
            for (String f : fields) set.put(a.field(f), Expr.Input.of("set", f));
        }
        if (filter == null) throw new IllegalStateException("collection '" + c + "' holds none of the fields written");
        Command command = written.get(0).fieldPath().isEmpty() ? Command.UPDATE_ONE : update(index);
        return op(index, command, c, filter, Expr.Doc.of("$set", new Expr.Doc(set)), arrayFilters, false);
    }

    /**
     * Deletes what the feed keeps no more: documents past the cut-off, the order value of its last kept one; for a
     * feed per parent, of the new document's parent only (docs/counting-rules.md "Ordering and feeds").
     */
    private Operation trimFeed(int index, Intent intent) {
        Ordering order = design.duplicates().feedOf(intent.entity()).order();
        String c = requests.get(index).collection();
        Expr.Doc past = Expr.Doc.of(order.descending() ? "$lt" : "$gt", Expr.Input.of("feed", "cutoff"));
        String parentField = intent.relationship() == null ? null : parentField(where.collection(c), intent.relationship());
        Expr.Doc filter = parentField == null ? Expr.Doc.of(order.field(), past)
                : Expr.Doc.of(parentField, Expr.Input.of("relatedId"), order.field(), past);
        return op(index, Command.DELETE_MANY, c, filter, null, List.of(), false);
    }

    /** The top-level field of the collection's documents that holds the parent's id of {@code relationshipId}, or null. */
    private static String parentField(CollectionShape c, String relationshipId) {
        for (ShapeField f : c.document().fields()) {
            if (!relationshipId.equals(f.relationship())) continue;
            if (f.role() == Role.REFERENCE && f.kind() == ShapeField.Kind.SCALAR) return f.name();
            if (f.kind() == ShapeField.Kind.OBJECT) {
                for (ShapeField inner : f.children()) if (inner.role() == Role.ID) return f.name() + "." + inner.name();
            }
        }
        return null;
    }

    /**
     * The fields of the occurrence the asked ones change, each at the narrower of the two paths: an asked
     * {@code address.city} is set alone in a document or copy holding {@code address} (decision 0562).
     */
    private List<String> fieldsWritten(Occurrence o, List<String> asked) {
        List<String> all = o.kind() == Occurrence.Kind.EXTENDED_COPY ? o.copiedFields()
                : model.requireEntity(o.entity()).fields().stream().map(Field::name).toList();
        if (asked.isEmpty()) return all;
        Set<String> written = new LinkedHashSet<>();
        for (String a : asked) {
            for (String h : all) if (FieldPaths.overlap(a, h)) written.add(a.length() >= h.length() ? a : h);
        }
        return List.copyOf(written);
    }

    private Operation pushChild(int index, Intent intent) {
        String c = requests.get(index).collection();
        CollectionShape shape = where.collection(c);
        Occurrence child = intent.relationship() != null
                ? where.via(intent.entity(), c, intent.relationship()).orElseThrow(() -> new IllegalStateException("no '" + intent.entity() + "' in '" + c + "'"))
                : where.home(intent.entity());
        Relationship r = model.requireRelationship(child.viaRelationship());
        String parent = intent.via() != null ? intent.via() : r.otherEnd(intent.entity());
        Occurrence parentHere = where.written(parent, c);
        Locations.Address a = addressOf(parentHere, parent, End.PARENT, r.id(), index);
        String field = a.field(child.fieldPath().get(child.fieldPath().size() - 1));
        Map<String, Expr> ops = new LinkedHashMap<>();
        if (where.isArray(shape, child.fieldPath())) {
            Strategy s = design.mappingFor(r).strategy();
            Expr pushed = s instanceof Subset sub ? kept(inputs.data(intent.entity()), sub.order(), sub.size()) : inputs.data(intent.entity());
            ops.put("$push", Expr.Doc.of(field, pushed));
        } else {
            ops.put("$set", Expr.Doc.of(field, inputs.data(intent.entity())));
        }
        countChange(shape, parentHere, a, r.id(), 1, ops);
        return op(index, update(index), c, a.filter(), new Expr.Doc(ops), a.arrayFilters(), false);
    }

    /**
     * The {@code $inc} of the relationship's pre-computed count, where the parent's document the request writes
     * keeps one: it rides along in the same update (docs/counting-rules.md, pre-computed counts).
     */
    private void countChange(CollectionShape shape, Occurrence parent, Locations.Address a, String relationship, int by,
                             Map<String, Expr> ops) {
        where.linkPath(shape, relationship, null, Role.COUNT).ifPresent(count ->
                ops.put("$inc", Expr.Doc.of(a.field(key(relative(parent, count))), Expr.num(by))));
    }

    /**
     * A {@code $push} that keeps the array in order and bounded: {@code $each} with {@code $sort} by the
     * order's field and {@code $slice} to the first {@code size} (docs/counting-rules.md "Ordering and
     * feeds"). Without an order, the newest {@code size} are kept ({@code $slice: -size}).
     *
     * @param size the most items kept; 0 = unbounded
     */
    private static Expr kept(Expr item, Ordering order, int size) {
        Map<String, Expr> push = new LinkedHashMap<>();
        push.put("$each", new Expr.Arr(List.of(item)));
        if (order != null) push.put("$sort", Expr.Doc.of(order.field(), Expr.num(order.sign())));
        if (size > 0) push.put("$slice", Expr.num(order == null ? -size : size));
        return new Expr.Doc(push);
    }

    private Operation pushToBucket(int index, Intent intent) {
        String c = requests.get(index).collection();
        CollectionShape shape = where.collection(c);
        Relationship r = model.requireRelationship(intent.relationship());
        int size = Links.bucketSize(design.mappingFor(r).strategy());
        String count = where.topField(shape, null, Role.BUCKET_COUNT).map(f -> f.name()).orElse("count");
        Occurrence items = where.in(intent.entity(), c).get(0);
        Expr.Doc filter = Expr.Doc.of(key(parentField(c, intent)), inputs.ref(intent.via(), End.PARENT, r.id()), count,
                Expr.Doc.of("$lt", Expr.num(size)));
        Ordering order = design.mappingFor(r).strategy() instanceof Bucket bucket ? bucket.order() : null;
        Expr pushed = order == null ? inputs.data(intent.entity()) : kept(inputs.data(intent.entity()), order, 0);
        Expr.Doc change = Expr.Doc.of("$push", Expr.Doc.of(key(items.fieldPath()), pushed),
                "$inc", Expr.Doc.of(count, Expr.num(1)));
        return op(index, Command.UPDATE_ONE, c, filter, change, List.of(), true);
    }

    private List<String> parentField(String c, Intent intent) {
        return where.linkPath(where.collection(c), intent.relationship(), intent.via(), Role.REFERENCE)
                .or(() -> where.linkPath(where.collection(c), intent.relationship(), null, Role.REFERENCE))
                .orElseThrow(() -> new IllegalStateException("collection '" + c + "' holds no parent id"));
    }

    /**
     * Adds or removes the related instance's id (or copy) where the written instance keeps its links. The written
     * instances are at the intent's end of the relationship, the field holds the other end's: a follower's
     * {@code following} gets the followed user's id, the followed user's {@code followers} the follower's (decision 0494).
     */
    private Operation link(int index, Intent intent, boolean add) {
        String c = requests.get(index).collection();
        CollectionShape shape = where.collection(c);
        Relationship r = model.requireRelationship(intent.relationship());
        End writtenEnd = intent.end() != null ? intent.end() : (intent.entity().equals(r.parent()) ? End.PARENT : End.CHILD);
        Occurrence written = where.written(intent.entity(), c);
        Locations.Address a = addressOf(written, intent.entity(), writtenEnd, r.id(), index);
        Expr related = inputs.ref(intent.via(), writtenEnd.other(), r.id());
        List<String> ids = where.linkPath(shape, r.id(), intent.via(), writtenEnd.other(), Role.REFERENCE, Role.COPIED)
                .or(() -> where.via(intent.via(), c, r.id()).map(where::idPath))
                .orElseThrow(() -> new IllegalStateException("collection '" + c + "' holds no links of '" + r.id() + "'"));
        List<String> rel = relative(written, ids);
        boolean objects = rel.size() > 1 && rel.get(rel.size() - 1).equals(Locations.NESTED_ID)
                && where.isArray(shape, ids.subList(0, ids.size() - 1));
        Map<String, Expr> ops = new LinkedHashMap<>();
        if (objects) {
            String array = a.field(key(rel.subList(0, rel.size() - 1)));
            if (add) ops.put("$push", Expr.Doc.of(array, copyOf(shape, ids.subList(0, ids.size() - 1), related, writtenEnd.other(), r)));
            else ops.put("$pull", Expr.Doc.of(array, Expr.Doc.of(Locations.NESTED_ID, related)));
        } else if (where.isArray(shape, ids)) {
            ops.put(add ? "$addToSet" : "$pull", Expr.Doc.of(a.field(key(rel)), related));
        } else if (add) {
            ops.put("$set", Expr.Doc.of(a.field(key(rel)), related));
        } else {
            ops.put("$unset", Expr.Doc.of(a.field(key(rel)), Expr.str("")));
        }
        if (writtenEnd == End.PARENT) countChange(shape, written, a, r.id(), add ? 1 : -1, ops);
        Expr.Doc filter = a.filter();
        boolean array = objects || where.isArray(shape, ids);
        if (array && written.fieldPath().isEmpty() && pattern.kind() != WriteKind.INSERT && (ops.containsKey("$inc") || (objects && add))) {
            filter = onlyWhereLinked(filter, key(ids), related, !add);
        }
        return op(index, update(index), c, filter, new Expr.Doc(ops), a.arrayFilters(), false);
    }

    /**
     * The filter of a link that also changes a count or pushes a copy, narrowed to the documents where the link is not
     * there yet (adding: {@code following: {$ne: childId}}) or is there (removing: {@code following: childId}): following
     * twice, or unfollowing someone not followed, changes nothing (decision 0509).
     */
    private static Expr.Doc onlyWhereLinked(Expr.Doc filter, String ids, Expr related, boolean linked) {
        Map<String, Expr> narrowed = new LinkedHashMap<>(filter.fields());
        narrowed.put(ids, linked ? related : Expr.Doc.of("$ne", related));
        return new Expr.Doc(narrowed);
    }

    /**
     * Where the update reaches the instances of {@code entity}: by id, or, when several documents of
     * other instances are written (the related ones), by {@code $in} on their ids.
     */
    private Locations.Address addressOf(Occurrence o, String entity, End end, String relationship, int index) {
        if (o.fieldPath().isEmpty() && update(index) == Command.UPDATE_MANY && !inputs.isSubject(entity, end, relationship)) {
            return new Locations.Address(Expr.Doc.of(Locations.TOP_ID, Expr.Doc.of("$in", Expr.Input.of("relatedIds"))), "", List.of());
        }
        return where.address(o, inputs.ref(entity, end, relationship), "w");
    }

    private Locations.Address addressOf(Occurrence o, String entity, int index) {
        return addressOf(o, entity, null, null, index);
    }

    /**
     * The copy an extended reference at {@code copies} holds of the instance at {@code end}: its id and the fields
     * the copies keep, from the application's input of that instance.
     */
    private Expr copyOf(CollectionShape shape, List<String> copies, Expr id, End end, Relationship r) {
        String entity = r.entityAt(end);
        // in a link of a self relationship both instances are the pattern's entity: the copied one is the related one
        boolean subject = inputs.isSubject(entity, end, r.id()) && !(r.isSelf() && inputs.linking());
        Map<String, Expr> copy = new LinkedHashMap<>();
        copy.put(Locations.NESTED_ID, id);
        for (ShapeField f : where.field(shape, copies).map(ShapeField::children).orElse(List.of())) {
            if (f.role() != Role.ID) copy.put(f.name(), Expr.Input.of(subject ? "doc" : "related", f.name()));
        }
        return new Expr.Doc(copy);
    }

    private Operation changeCount(int index, Intent intent, int by) {
        String c = requests.get(index).collection();
        Occurrence parent = where.written(intent.entity(), c);
        Locations.Address a = addressOf(parent, intent.entity(), End.PARENT, intent.relationship(), index);
        List<String> count = where.linkPath(where.collection(c), intent.relationship(), null, Role.COUNT)
                .orElseThrow(() -> new IllegalStateException("collection '" + c + "' keeps no count of '" + intent.relationship() + "'"));
        Expr change = Expr.Doc.of("$inc", Expr.Doc.of(a.field(key(relative(parent, count))), Expr.num(by)));
        return op(index, update(index), c, a.filter(), change, a.arrayFilters(), false);
    }

    private Operation writeRelated(int index, Intent intent) {
        String c = requests.get(index).collection();
        if (requests.get(index).operation() == Request.Operation.INSERT) {
            return op(index, Command.INSERT_MANY, c, new Expr.Doc(Map.of()), Expr.Input.of("related"), List.of(), false);
        }
        Map<String, Expr> set = new LinkedHashMap<>();
        Occurrence o = where.home(intent.entity());
        for (String f : fieldsWritten(o, intent.fields())) set.put(f, Expr.Input.of("related", f));
        Expr.Doc filter = Expr.Doc.of(key(where.idPath(o)), Expr.Doc.of("$in", Expr.Input.of("relatedIds")));
        return op(index, Command.UPDATE_MANY, c, filter, Expr.Doc.of("$set", new Expr.Doc(set)), List.of(), false);
    }

    /** A path of the collection's documents relative to an occurrence (the part after its field path). */
    private static List<String> relative(Occurrence o, List<String> path) {
        List<String> fp = o.fieldPath();
        if (path.size() > fp.size() && path.subList(0, fp.size()).equals(fp)) return path.subList(fp.size(), path.size());
        return path;
    }

    private static String key(List<String> path) {
        return String.join(".", path);
    }
}
