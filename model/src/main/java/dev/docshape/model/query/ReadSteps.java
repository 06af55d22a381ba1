package dev.docshape.model.query;

import dev.docshape.model.estimate.Intent;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.projection.Links;
import dev.docshape.model.projection.BucketFill;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ShapeField.Role;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The operation of each request of a read pattern's batched plan: a find by id for what the
 * application names, then per level one find with {@code $in} on the ids the previous results hold
 * (or on their own ids, where the other side holds the link), bucket and joining-document finds,
 * and one grouped count.
 */
final class ReadSteps {
    private final ReadPlan plan;
    private final ReadProjections projections;
    private final StepIds ids;

    ReadSteps(ReadPlan plan) {
        this.plan = plan;
        this.projections = new ReadProjections(plan);
        this.ids = new StepIds(plan);
    }

    Operation operation(int index) {
        Request request = plan.request(index);
        Intent intent = request.intent();
        String c = request.collection();
        List<Integer> after = intent.after() >= 0 ? List.of(intent.after() + 1) : List.of();
        return switch (intent.action()) {
            case READ_FIRST -> find(index, c, new Expr.Doc(Map.of()), firstLimit(index, c), after, rootSort(index, c));
            case READ_BY_ID -> byValues(index, c, plan.where().idPath(plan.where().heldIn(intent.entity(), c)), ids.of(intent), after);
            case READ_BY_IDS_IN_SOURCE -> ordersOneParentsIds(intent)
                    ? find(index, c, match(plan.where().idPath(plan.where().heldIn(intent.entity(), c)), ids.idsInSource(intent)), plan.pattern().limit(), after,
                    orderThenId(List.of(), List.of(Locations.TOP_ID)))
                    : byValues(index, c, plan.where().idPath(plan.where().heldIn(intent.entity(), c)), ids.idsInSource(intent), after);
            case READ_BUCKETS -> newestBuckets(index, c, after);
            case READ_BY_SOURCE_ID, READ_JOINS -> find(index, c, match(ids.pathToSource(c, intent), ids.of(intent)),
                    holdersOfFirst(index, c), after, intent.action() == Intent.Action.READ_BY_SOURCE_ID ? rootSort(index, c) : null);
            case COUNT -> count(index, c, ids.pathToSource(c, intent), ids.of(intent), after, intent);
            default -> throw new IllegalStateException("not a read: " + intent.action());
        };
    }

    /**
     * The most documents the read of a filter's matches returns: one document a match; where each match sits in several
     * documents (a track in the buckets of its playlists) and no order picks them, every document holding one of the
     * matches, as many as the estimate counts (decision 0460, docs/exports.md "One instance by its id").
     */
    private int firstLimit(int index, String c) {
        int matches = Math.max(1, plan.pattern().rootsRead());
        if (plan.pattern().order() != null) return matches;
        List<Occurrence> held = plan.where().in(plan.pattern().entity(), c);
        if (held.isEmpty() || held.get(0).fieldPath().isEmpty() || !(held.get(0).copiesPerInstance() > 1)) return matches;
        return Math.max(matches, (int) Math.ceil(plan.request(index).docs()));
    }

    /**
     * The most documents a request reads: for the first request of a pattern reading the children of one parent, the
     * pattern's limit, which a parent with fewer children does not reach (the estimate's mean of "N or the children,
     * whichever is fewer": docs/counting-rules.md "Children taken under a limit"); for an include, see
     * {@link StepIds#ofTheOneRoot}; else 0.
     */
    private int firstOfParent(int index) {
        Intent intent = plan.request(index).intent();
        if (intent.after() >= 0) return ids.ofTheOneRoot(intent);
        if (plan.pattern().byParent() == null || plan.pattern().limit() <= 0) return 0;
        return plan.pattern().limit();
    }

    /**
     * The most documents a read by the source's id returns: {@link #firstOfParent}, except where the children sit inside
     * other documents (a track in the buckets of its playlists): N children can lie in more than N documents, and no
     * sort on their documents puts the first N ahead, so the documents the estimate counts, every one holding a child
     * (decision 0479, docs/exports.md "One instance by its id").
     */
    private int holdersOfFirst(int index, String c) {
        if (everyLinkForOrder(plan.request(index).intent())) return 0;
        int first = firstOfParent(index);
        if (first <= 0 || plan.request(index).intent().action() != Intent.Action.READ_BY_SOURCE_ID) return first;
        List<Occurrence> held = plan.where().in(plan.request(index).intent().entity(), c);
        if (held.isEmpty() || held.get(0).fieldPath().isEmpty()) return first;
        return Math.max(first, (int) Math.ceil(plan.request(index).docs()));
    }

    /**
     * True for the joining documents of the one parent a read takes the first N children of by an order: a link holds
     * no field of its target, so every link is read and the targets are sorted and limited (decision 0510,
     * docs/counting-rules.md "Children taken under a limit").
     */
    private boolean everyLinkForOrder(Intent intent) {
        return intent.action() == Intent.Action.READ_JOINS && intent.after() < 0 && plan.pattern().order() != null && plan.pattern().limit() > 0;
    }

    /**
     * The bucket documents holding a parent's first N children: a bucket document has no field of its items, so the
     * query cannot sort by one. Buckets fill in their kept order (docs/counting-rules.md "Ordering and feeds"), and
     * their ids grow as they are created, so the first N are the first items over the newest buckets, newest id first:
     * one aggregate takes them and returns their buckets holding only them ({@link FirstItemsOverBuckets}, decision
     * 0524). Its limit, {@code 1 + ceil((N - 1) / bucketSize)}, is the newest buckets Cosmos DB SQL reads whole instead,
     * which hold the first N however full the newest is (decision 0529). A read in another order than the buckets keep,
     * or of all children, reads every bucket of the parent.
     */
    private Operation newestBuckets(int index, String c, List<Integer> after) {
        Intent intent = plan.request(index).intent();
        Expr.Doc filter = match(ids.pathToSource(c, intent), ids.of(intent));
        int limit = firstOfParent(index);
        Strategy s = plan.design().mappingFor(plan.model().requireRelationship(intent.relationship())).strategy();
        Ordering wanted = intent.after() < 0 ? plan.pattern().order() : null;
        boolean kept = s instanceof Bucket b ? Ordering.serves(b.order(), wanted) : wanted == null;
        if (limit <= 0 || !kept) return find(index, c, filter, 0, after, null);
        int buckets = BucketFill.newestHolding(limit, Math.max(1, Links.bucketSize(s)));
        FirstItems taken = FirstItemsOverBuckets.taken(plan.where().collection(c), filter, limit);
        return new Operation(index + 1, plan.request(index), Command.AGGREGATE, c, new Expr.Doc(Map.of()),
                FirstItemsOverBuckets.stages(taken), List.of(), false, buckets, after, null, null, taken);
    }

    private Operation find(int index, String c, Expr.Doc filter, int limit, List<Integer> after, Expr.Doc sort) {
        return new Operation(index + 1, plan.request(index), Command.FIND, c, filter, null, List.of(), false, limit, after, sort,
                projections.of(plan.request(index)));
    }

    /**
     * For the request that finds the roots of a read taking the first N by an order, that order
     * ({@code {createdAt: -1}}) on the field's path in the collection; else null
     * (docs/counting-rules.md "Ordering and feeds").
     */
    private Expr.Doc rootSort(int index, String c) {
        Request request = plan.request(index);
        if (plan.pattern().order() == null || request.intent().after() >= 0 || !request.intent().entity().equals(plan.pattern().entity())) return null;
        List<Occurrence> held = plan.where().in(plan.pattern().entity(), c);
        return held.isEmpty() ? orderThenId(List.of(), List.of(Locations.TOP_ID)) : orderThenId(held.get(0).fieldPath(), plan.where().idPath(held.get(0)));
    }

    /**
     * The pattern's order on the field at {@code prefix}, ties broken by the instance's id ({@code {createdAt: -1, _id: 1}}),
     * as {@code measure} sorts: documents that tie on the field come back the same on every run (decision 0510,
     * docs/exports.md "Sorted reads").
     */
    private Expr.Doc orderThenId(List<String> prefix, List<String> idPath) {
        List<String> path = new ArrayList<>(prefix);
        path.add(plan.pattern().order().field());
        return Expr.Doc.of(String.join(".", path), Expr.num(plan.pattern().order().sign()), String.join(".", idPath), Expr.num(1));
    }

    private Operation byValues(int index, String c, List<String> path, Expr values, List<Integer> after) {
        // an instance may sit in several documents read after another step (a track in the buckets of its playlists)
        boolean one = values instanceof Expr.Input && plan.request(index).intent().after() < 0;
        Command command = one ? Command.FIND_ONE : Command.FIND;
        return new Operation(index + 1, plan.request(index), command, c, match(path, values), null, List.of(), false, 0, after,
                null, projections.of(plan.request(index)));
    }

    /**
     * One aggregate counting, for each key, what links to it. Along a path through arrays of objects (comments embedded
     * in issues, a bucket's items) the items are counted, not the documents holding them: the documents found by the
     * multikey index, each array unwound, the items holding a key matched again, then grouped by the key, the request
     * {@code measure} sends (decision 0397, docs/counting-rules.md "Batched", docs/exports.md "Counts along arrays").
     * An array of ids is unwound too, so that each document is grouped under each of the keys it holds. A parent's
     * buckets add up their item counts, as measure does.
     */
    private Operation count(int index, String c, List<String> path, Expr values, List<Integer> after, Intent intent) {
        String key = String.join(".", path);
        Expr.Doc match = Expr.Doc.of("$match", match(path, values));
        List<Expr> stages = new ArrayList<>();
        stages.add(match);
        CollectionShape shape = plan.where().collection(c);
        // the instances' own documents, holding the other side's ids: each array's ids counted (decision 0423)
        Optional<List<String>> held = path.equals(List.of(Locations.TOP_ID))
                ? plan.where().linkPath(shape, intent.relationship(), intent.entity(), Role.REFERENCE) : Optional.empty();
        if (held.isPresent()) {
            stages.add(Expr.Doc.of("$unwind", Expr.str("$" + String.join(".", held.get()))));
            stages.add(Expr.Doc.of("$group", Expr.Doc.of("_id", Expr.str("$" + key), "count", Expr.Doc.of("$sum", Expr.num(1)))));
            return new Operation(index + 1, plan.request(index), Command.AGGREGATE, c, new Expr.Doc(Map.of()), new Expr.Arr(stages),
                    List.of(), false, 0, after);
        }
        List<String> arrays = arraysAlong(shape, path);
        for (String array : arrays) stages.add(Expr.Doc.of("$unwind", Expr.str("$" + array)));
        if (!arrays.isEmpty()) stages.add(match);
        // a parent's buckets: their item counts added up (decision 0396)
        Expr counted = arrays.isEmpty() ? plan.where().topField(shape, null, Role.BUCKET_COUNT).<Expr>map(f -> Expr.str("$" + f.name()))
                .orElse(Expr.num(1)) : Expr.num(1);
        stages.add(Expr.Doc.of("$group", Expr.Doc.of("_id", Expr.str("$" + key), "count", Expr.Doc.of("$sum", counted))));
        return new Operation(index + 1, plan.request(index), Command.AGGREGATE, c, new Expr.Doc(Map.of()), new Expr.Arr(stages),
                List.of(), false, 0, after);
    }

    /** The dotted paths of the arrays a path goes through or ends at (an array of ids), outermost first. */
    private List<String> arraysAlong(CollectionShape c, List<String> path) {
        List<String> arrays = new ArrayList<>(1);
        for (int i = 1; i <= path.size(); i++) {
            if (plan.where().isArray(c, path.subList(0, i))) arrays.add(String.join(".", path.subList(0, i)));
        }
        return arrays;
    }

    /** Equality on one value the application passes, {@code $in} on values collected from results. */
    static Expr.Doc match(List<String> path, Expr values) {
        String key = String.join(".", path);
        return values instanceof Expr.Input ? Expr.Doc.of(key, values) : Expr.Doc.of(key, Expr.Doc.of("$in", values));
    }

    /**
     * True for the read of the first N of one parent's children by an order, by the ids the parent holds (or its joining
     * documents, either way): one {@code $in} on every id, sorted by the order and limited to N, so the database returns
     * the N (decisions 0407, 0510, docs/counting-rules.md "Children taken under a limit").
     */
    private boolean ordersOneParentsIds(Intent intent) {
        if (plan.pattern().order() == null || plan.pattern().limit() <= 0 || intent.relationship() == null
                || !intent.relationship().equals(plan.pattern().byParent()) || intent.via() == null) return false;
        Intent source = plan.before(intent);
        boolean down = plan.model().requireRelationship(intent.relationship()).parent().equals(intent.via());
        // from joining documents either way: every link of the one source was read (decision 0510)
        return (down || everyLinkForOrder(source)) && source.after() < 0 && plan.where().home(intent.entity()).fieldPath().isEmpty();
    }
}
