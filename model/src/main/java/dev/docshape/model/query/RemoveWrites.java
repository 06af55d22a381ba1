package dev.docshape.model.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Relationship;
import dev.docshape.model.Relationship.End;
import dev.docshape.model.estimate.Intent;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ShapeField.Role;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The operations that take an instance out of the documents holding it: the delete of its own document, the
 * {@code $pull} (or {@code $unset}) of its embedded or copied occurrences, with the count kept beside them, and the
 * pull of a deleted parent's id from its children's arrays of parent ids.
 */
final class RemoveWrites {
    private final DataModel model;
    private final Design design;
    private final Locations where;
    private final WriteInputs inputs;
    private final WritePattern pattern;

    RemoveWrites(DataModel model, Design design, Locations where, WriteInputs inputs, WritePattern pattern) {
        this.model = model;
        this.design = design;
        this.where = where;
        this.inputs = inputs;
        this.pattern = pattern;
    }

    Operation remove(int index, Request request, Intent intent) {
        String c = request.collection();
        Occurrence o = where.written(intent.entity(), c, intent.relationship()).get(0);
        if (o.fieldPath().isEmpty()) {
            return Operation.write(index, request, Command.DELETE_ONE, c, Expr.Doc.of(Locations.TOP_ID, inputs.ref(intent.entity())), null, List.of(), false);
        }
        CollectionShape shape = where.collection(c);
        String container = containerPrefix(shape, o.fieldPath());
        Map<String, Expr> change = new LinkedHashMap<>();
        if (where.isArray(shape, o.fieldPath())) {
            Optional<Operation> withCount = pullBesideCount(index, request, shape, o, intent);
            if (withCount.isPresent()) return withCount.get();
            change.put("$pull", Expr.Doc.of(container, Expr.Doc.of(Locations.NESTED_ID, inputs.ref(intent.entity()))));
        } else {
            change.put("$unset", Expr.Doc.of(container, Expr.str("")));
        }
        Expr.Doc filter = Expr.Doc.of(key(where.idPath(o)), inputs.ref(intent.entity()));
        return Operation.write(index, request, Command.updateOf(request), c, filter, new Expr.Doc(change), List.of(), false);
    }

    /**
     * The removed instance pulled from the array it is held in together with the {@code $inc} by -1 of the
     * pre-computed count kept beside that array (a follower's count of the users it follows, kept beside their ids):
     * the count rides along in the same update, as the estimate counts it (decision 0508). Where the array is inside an
     * array item, the item holding the removed instance is reached through an array filter, so that only its count
     * changes (decision 0518). Empty when no count is kept beside the array, or when the array is a subset, whose count
     * goes by a request of its own (decision 0516).
     */
    private Optional<Operation> pullBesideCount(int index, Request request, CollectionShape shape, Occurrence pulled, Intent intent) {
        List<String> path = pulled.fieldPath();
        List<String> holder = path.subList(0, path.size() - 1);
        Optional<List<String>> count = where.linkPath(shape, pulled.viaRelationship(), null, Role.COUNT)
                .filter(found -> found.size() == path.size() && found.subList(0, holder.size()).equals(holder));
        if (count.isEmpty()) return Optional.empty();
        // a subset holds its parent's first few only: the count is decremented by a request of its own (decision 0516)
        if (design.mappingFor(model.requireRelationship(pulled.viaRelationship())).strategy() instanceof Subset) return Optional.empty();
        String array = path.get(path.size() - 1);
        Expr id = inputs.ref(intent.entity());
        Locations.Address a = holder.isEmpty()
                ? new Locations.Address(Expr.Doc.of(key(where.idPath(pulled)), id), "", List.of())
                : where.holding(holderOf(pulled), List.of(array, Locations.NESTED_ID), id, "w");
        // the count first: a server that matches the array filter again after each operator (the in-process test
        // server does; MongoDB matches the items once) would no longer find the item once its copy is pulled
        Expr.Doc change = Expr.Doc.of("$inc", Expr.Doc.of(a.field(count.get().get(path.size() - 1)), Expr.num(-1)),
                "$pull", Expr.Doc.of(a.field(array), Expr.Doc.of(Locations.NESTED_ID, id)));
        return Optional.of(Operation.write(index, request, Command.updateOf(request), pulled.collection(), a.filter(), change, a.arrayFilters(), false));
    }

    /** The occurrence, in the same collection, of the instance whose array holds {@code pulled}. */
    private Occurrence holderOf(Occurrence pulled) {
        List<String> holder = pulled.fieldPath().subList(0, pulled.fieldPath().size() - 1);
        Relationship r = model.requireRelationship(pulled.viaRelationship());
        return where.in(r.otherEnd(pulled.entity()), pulled.collection()).stream()
                .filter(o -> o.fieldPath().equals(holder)).findFirst()
                .orElseThrow(() -> new IllegalStateException("nothing in '" + pulled.collection() + "' at " + holder));
    }

    /** The path to a field, every array on the way written {@code $[]} (all items). */
    private String containerPrefix(CollectionShape c, List<String> path) {
        StringBuilder p = new StringBuilder();
        for (int i = 0; i < path.size(); i++) {
            if (i > 0) p.append('.');
            p.append(path.get(i));
            if (i < path.size() - 1 && where.isArray(c, path.subList(0, i + 1))) p.append(".$[]");
        }
        return p.toString();
    }

    /** True for the request of a delete that pulls the deleted parent's id from its children's arrays of parent ids. */
    boolean pullsDeletedParent(Intent intent) {
        return pattern.kind() == WriteKind.DELETE && intent.action() == Intent.Action.REMOVE_LINK && intent.end() == End.CHILD;
    }

    /**
     * Pulls a deleted parent's id from the arrays of parent ids its children keep, in every document holding one:
     * {@code updateMany({followers: id}, {$pull: {followers: id}})} (decision 0509).
     */
    Operation pullFromChildren(int index, Request request, Intent intent) {
        String c = request.collection();
        CollectionShape shape = where.collection(c);
        List<String> ids = where.linkPath(shape, intent.relationship(), intent.via(), End.PARENT, Role.REFERENCE)
                .orElseThrow(() -> new IllegalStateException("collection '" + c + "' keeps no parent ids of '" + intent.relationship() + "'"));
        Expr parent = inputs.ref(intent.via());
        return Operation.write(index, request, Command.UPDATE_MANY, c, Expr.Doc.of(key(ids), parent),
                Expr.Doc.of("$pull", Expr.Doc.of(containerPrefix(shape, ids), parent)), List.of(), false);
    }

    private static String key(List<String> path) {
        return String.join(".", path);
    }
}
