package dev.docshape.model.query;

import dev.docshape.model.estimate.Intent;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.ShapeField.Role;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Moves operations on co-located collections into their container (docs/counting-rules.md
 * "Co-location"): an operation goes to the container and its filter names the member's type value;
 * a read of parents by id that returns their co-located children too is one find whose filter takes
 * either the parents by id or the children by the parents' ids, each with its type value.
 */
final class ContainerSteps {
    private final CoLocations coLocations;
    private final Locations where;

    ContainerSteps(CoLocations coLocations, Locations where) {
        this.coLocations = coLocations;
        this.where = where;
    }

    Operation adapt(Operation op) {
        return adapt(op, Map.of());
    }

    /**
     * @param firstOf per relationship, the first N children a read takes of one parent: a folded read of those sorts
     *                the parent first (by the type field) and limits the answer to it and its first N
     */
    Operation adapt(Operation op, Map<String, Integer> firstOf) {
        CoLocation group = coLocations.of(op.collection()).orElse(null);
        if (group == null) return op;
        CoLocation.Member member = member(group, op.collection());
        Intent intent = op.request().intent();
        boolean folded = !intent.folded().isEmpty();
        Expr.Doc filter = op.filter();
        Expr body = op.body();
        if (folded) {
            filter = folded(op, group, member);
        } else if (op.command() == Command.AGGREGATE) {
            body = typedPipeline((Expr.Arr) body, group, member);
        } else if (op.command() != Command.INSERT_ONE && op.command() != Command.INSERT_MANY) {
            filter = typed(filter, group, member);
        }
        Command command = folded ? Command.FIND : op.command();
        // documents of several types come back: the application tells them apart by the type field
        Expr.Doc projection = folded && !op.projection().isEmpty() ? withField(op.projection(), group.typeField()) : op.projection();
        List<String> foldedIn = intent.folded();
        Integer first = foldedIn.size() == 1 ? firstOf.get(foldedIn.get(0)) : null;
        if (first != null && first > 0) {
            Expr.Doc sort = Expr.Doc.of(group.typeField(), Expr.num(CoLocation.parentFirst(member.typeValue(), byRelationship(group, foldedIn.get(0)).typeValue())),
                    Locations.TOP_ID, Expr.num(1));
            return new Operation(op.step(), op.request(), command, group.container(), filter, body, op.arrayFilters(), op.upsert(),
                    1 + first, op.dependsOn(), sort, projection, op.firstItems());
        }
        return new Operation(op.step(), op.request(), command, group.container(), filter, body, op.arrayFilters(), op.upsert(),
                op.limit(), op.dependsOn(), op.sort(), projection, op.firstItems());
    }

    private List<String> parentIdPath(CoLocation group, String relationship) {
        CoLocation.Member child = byRelationship(group, relationship);
        return where.linkPath(where.collection(child.collection()), relationship, child.parentEntity(), Role.REFERENCE)
                .orElseThrow(() -> new IllegalStateException("collection '" + child.collection() + "' holds no id of its parent"));
    }

    /** {@code {$or: [{_id: ids, type: "Post"}, {postId: ids, type: "Comment"}, ...]}}: the parents and their children. */
    private Expr.Doc folded(Operation op, CoLocation group, CoLocation.Member parent) {
        Expr ids = op.filter().fields().get(Locations.TOP_ID);
        List<Expr> branches = new ArrayList<>();
        branches.add(typed(op.filter(), group, parent));
        for (String relationship : op.request().intent().folded()) {
            CoLocation.Member child = byRelationship(group, relationship);
            branches.add(typed(Expr.Doc.of(String.join(".", parentIdPath(group, relationship)), ids), group, child));
        }
        return Expr.Doc.of("$or", new Expr.Arr(branches));
    }

    private static Expr.Arr typedPipeline(Expr.Arr pipeline, CoLocation group, CoLocation.Member member) {
        List<Expr> stages = new ArrayList<>(pipeline.items());
        Expr.Doc first = (Expr.Doc) stages.get(0);
        Expr.Doc match = (Expr.Doc) first.fields().get("$match");
        if (match != null) stages.set(0, Expr.Doc.of("$match", typed(match, group, member)));
        return new Expr.Arr(stages);
    }

    private static Expr.Doc withField(Expr.Doc projection, String field) {
        Map<String, Expr> fields = new LinkedHashMap<>(projection.fields());
        fields.put(field, Expr.num(1));
        return new Expr.Doc(fields);
    }

    private static Expr.Doc typed(Expr.Doc filter, CoLocation group, CoLocation.Member member) {
        Map<String, Expr> fields = new LinkedHashMap<>(filter.fields());
        fields.put(group.typeField(), Expr.str(member.typeValue()));
        return new Expr.Doc(fields);
    }

    private static CoLocation.Member member(CoLocation group, String collection) {
        for (CoLocation.Member m : group.members()) if (m.collection().equals(collection)) return m;
        throw new IllegalStateException("collection '" + collection + "' is not in container '" + group.container() + "'");
    }

    private static CoLocation.Member byRelationship(CoLocation group, String relationship) {
        for (CoLocation.Member m : group.members()) if (relationship.equals(m.relationship())) return m;
        throw new IllegalStateException("relationship '" + relationship + "' is not co-located in '" + group.container() + "'");
    }
}
