package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Intent.Action;
import dev.docshape.model.estimate.Request.Operation;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.projection.BucketFill;
import dev.docshape.model.projection.ChildCounts;
import dev.docshape.model.projection.ChildrenTaken;
import dev.docshape.model.projection.KeptHolders;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Links;
import dev.docshape.model.projection.ReturnedFields;
import dev.docshape.model.projection.ShapeField;

import java.util.List;

/**
 * Follows a relationship away from the instances in hand (docs/counting-rules.md#batched): nothing when the
 * targets sit in the documents in hand, one request when the link can be followed by ids or by the source's id, a
 * bucket query for buckets, and two requests for joining documents.
 */
final class RelationshipFollower {
    private final ModelIndex index;
    private final Plan plan;
    private final String where;
    private final InstanceReads reads;
    /** The one root a pattern reads by its id: a query from it alone can take the first N of its children. */
    private Hand oneRoot;

    RelationshipFollower(ModelIndex index, Plan plan, String where, InstanceReads reads) {
        this.index = index;
        this.plan = plan;
        this.where = where;
        this.reads = reads;
    }

    /** Remembers the pattern's one root read by its id. */
    void oneRoot(Hand root) {
        this.oneRoot = root;
    }

    /**
     * Follows {@code r} away from the instances in hand.
     *
     * @param limit    how many targets per source are needed (0 = all)
     * @param order    the order whose first {@code limit} targets are needed; null = any
     * @param targets  the number of targets when the pattern fixes it (roots of a filter), else null
     */
    Hand follow(Hand from, Relationship r, int limit, Ordering order, boolean covered, Double targets, ReturnedFields wanted) {
        boolean down = r.parent().equals(from.entity());
        Hand to = reach(from, r, down, limit, order, covered, targets, wanted);
        // a parent's count of children is drawn from the spread; a many-to-many's links are capped by the sample (decision 0484)
        return down ? to.childrenOf(r.id(), from.count(), targets == null && !r.isManyToMany() ? ChildCounts.of(r, limit) : null,
                from.countVariance()) : to;
    }

    private Hand reach(Hand from, Relationship r, boolean down, int limit, Ordering order, boolean covered, Double targets,
                       ReturnedFields wanted) {
        String target = down ? r.child() : r.parent();
        double perSource = down ? ChildrenTaken.perParent(r, limit) : Links.parentsPerChild(r);
        double n = targets != null ? targets : from.count() * perSource;
        // never more distinct targets than exist (many holdings of a few stocks)
        if (index.count(target) > 0) n = Math.min(n, index.count(target));
        // children reached from known parents lead back to those parents, not to one per child
        Double known = down || r.isManyToMany() ? null : from.knownParents(r.id());
        if (known != null) n = Math.min(n, known);
        // children spread over all parents (a filter's matches) lead to the distinct parents they fall in, each child's
        // own parents distinct (docs/counting-rules.md "Parents of children spread over the data")
        else if (!down && targets == null && index.count(target) > 0) n = Math.min(n, distinctParents(from, perSource, r, index.count(target)));
        Strategy strategy = index.mapping(r).strategy();
        String source = index.entity(from.entity(), where).name();
        // one query cannot take the first N of each of several sources: it returns all their children, and the
        // application keeps N of each (docs/counting-rules.md "Children taken under a limit")
        boolean all = down && limit > 0 && from != oneRoot && from.request() >= 0;
        double returned = all ? from.count() * ChildrenTaken.perParent(r, 0) : n;
        if (all && index.count(target) > 0) returned = Math.min(returned, index.count(target));
        double everyChild = from.count() * ChildrenTaken.perParent(r, 0);
        if (index.count(target) > 0) everyChild = Math.min(everyChild, index.count(target));
        // a bucketed child read from elsewhere names no parent: the buckets holding it do, read by its id (decision 0511);
        // so for a subset whose rest is in buckets, whose copies hold each parent's first few only (decision 0530)
        if (!down && Links.bucketSize(strategy) > 0 && !from.containedBy(r.id()) && readInBuckets(from, r) == null) {
            from = reads.inBuckets(from, index.bucket(r.id()));
        }
        switch (FollowAccess.of(strategy, down, from, r, limit, order, covered, readInBuckets(from, r) != null)) {
            case IN_SOURCE -> {
                Hand sourceHand = reads.load(from);
                return new Hand(target, n, sourceHand.level(), true, sourceHand.pathPlus(r.id()), sourceHand.request());
            }
            case CONTAINER -> {
                // one container per source at most; many children of one parent share it, known parents are those
                double containers = known != null ? n : Math.max(Math.min(1, from.count()), from.count() / Math.max(1, r.avgCount()));
                return new Hand(target, targets != null ? targets : containers, from.level(), true, from.pathMinusLast(), from.request());
            }
            case BY_IDS_IN_SOURCE -> {
                Hand sourceHand = reads.load(from);
                Relationship climbed = picked(r, down, known, targets);
                CollectionShape buckets = down ? null : readInBuckets(from, r);
                String held = buckets != null ? buckets.name() + "." + parentIdField(buckets) : source + "." + idField(r, down);
                return reads.lookup(target, n, sourceHand.level() + 1, sourceHand.count(), n <= 1 && sourceHand.count() <= 1,
                        "by the ids in " + held,
                        Intent.of(Action.READ_BY_IDS_IN_SOURCE, target, r.id(), from.entity(), sourceHand.request()), wanted,
                        down ? null : from.knownParentHolders(r.id()), climbed, climbed != null ? from.count() : n);
            }
            case BY_SOURCE_ID -> {
                // children kept inside other documents cannot be limited per parent: every document holding one is
                // read, and the application keeps the first N (decision 0479, counting-rules "Instances held in several documents")
                double asked = down && limit > 0 && reads.heldInside(target) ? everyChild : returned;
                // parents found by a child's id in their own array are the fuller ones (decisions 0558, 0565)
                Relationship linked = picked(r, down, known, targets);
                Hand found = reads.lookup(target, asked, from.level() + 1, from.count(), false, "by " + source + " id"
                                + (all ? " (all their children; " + limit + " of each kept)" : ""),
                        Intent.of(Action.READ_BY_SOURCE_ID, target, r.id(), from.entity(), from.request()), wanted, null, linked,
                        linked != null ? from.count() : 0);
                return new Hand(target, n, found.level(), true, found.containerPath(), found.request());
            }
            case BUCKETS -> {
                CollectionShape buckets = index.bucket(r.id());
                int size = Links.bucketSize(strategy);
                // the first N by the buckets' order: on MongoDB one aggregate takes the first N items over the parent's
                // newest buckets, reaching past the newest (the partial one) only where it holds fewer, and returns those
                // buckets holding only the items taken (decision 0524); Cosmos DB SQL cannot stop at the first N items: the
                // newest 1 + ceil((N - 1) / size), which hold them however full the newest is, whole (decision 0529). By
                // another order every bucket; a parent holds fewer where the entity's count caps the children
                // (counting-rules "Bucket documents read")
                boolean kept = keptOrder(strategy, order) && !all;
                double expected = targets != null ? targets : from.count() * perSource;
                double avg = r.avgCount() * (expected > 0 ? Math.min(1, n / expected) : 1);
                int min = ChildrenTaken.least(r.minCount(), avg);
                boolean reaching = kept && limit > 0 && index.profile.kind().sortsInsideArrays();
                int newestRead = kept && limit > 0 ? BucketFill.newestHolding(limit, size) : 0;
                BucketFill.Newest newest = reaching ? BucketFill.reaching(min, avg, r.maxCount(), size, limit)
                        : BucketFill.newest(min, avg, r.maxCount(), size, newestRead);
                double docs = from.count() * newest.buckets();
                Containers sizes = index.buckets(r);
                // the items sent back: N or the parent's children, whichever is fewer, over the spread the buckets were read at
                double taken = ChildrenTaken.perParent(min, avg, r.maxCount(), limit);
                // the newest hold the first by the buckets' order: a field only some items hold is in another share of them
                Entity child = index.entity(r.child(), where);
                double extra = KeptItemBytes.of(buckets, strategy, child, r, min, avg, reaching ? KeptHolders.reaching(size, limit)
                        : KeptHolders.newest(size, newestRead), index.profile);
                double extraSent = reaching ? KeptItemBytes.of(buckets, strategy, child, r, min, avg, k -> Math.min(k, limit), index.profile) : 0;
                double items = newest.itemsPerBucket();
                int read = plan.readSized(from.level() + 1, buckets.name(), docs, sizes.holdingChildren(items) + items * extra,
                        reaching && newest.buckets() > 0 ? sizes.holdingChildren(taken / newest.buckets()) + taken / newest.buckets() * extraSent
                                : -1, from.count(),
                        "find " + buckets.name() + " by " + source + " id" + (reaching ? " (the first " + limit + " items over the newest)"
                                : kept && limit > 0 ? " (the newest " + BucketFill.newestHolding(limit, size) + ", holding the first " + limit + ")" : ""),
                        Intent.of(Action.READ_BUCKETS, target, r.id(), from.entity(), from.request()));
                return new Hand(target, n, from.level() + 1, true, List.of(), read);
            }
            case JOIN -> {
                CollectionShape join = index.join(r.id());
                // a link holds no field of its target: the first N by an order of one source's targets are found among
                // all of them, every link read, then one $in sorted and limited (docs/counting-rules.md "Children taken
                // under a limit", decision 0510)
                boolean sorted = order != null && limit > 0 && !all;
                double links = sorted ? everyTarget(from, r, down) : n;
                int joins = plan.read(from.level() + 1, Operation.QUERY, join.name(), links, from.count(), "find " + join.name() + " by " + source + " id"
                                + (sorted ? " (every link)" : ""),
                        Intent.of(Action.READ_JOINS, target, r.id(), from.entity(), from.request()));
                return reads.lookup(target, n, from.level() + 2, from.count(), false, "by the ids in " + join.name()
                                + (sorted ? ", the first " + limit + " by " + order.field() : ""),
                        Intent.of(Action.READ_BY_IDS_IN_SOURCE, target, r.id(), from.entity(), joins), wanted);
            }
            default -> throw new IllegalStateException();
        }
    }

    /**
     * The relationship the parents are reached through from children picked at random (not the children of those
     * parents, nor a filter's fixed number of them), whose documents are then the fuller ones (decision 0535), whether
     * read by the ids the children hold or found by a child's id in their own array (decision 0565); a many-to-many's
     * parents too, each linked by as many children as it holds (decision 0558); else null.
     */
    private static Relationship picked(Relationship r, boolean down, Double known, Double targets) {
        return down || known != null || targets != null ? null : r;
    }

    /** Every target the sources in hand link to through {@code r}, as many as exist at most. */
    private double everyTarget(Hand from, Relationship r, boolean down) {
        double every = from.count() * (down ? ChildrenTaken.perParent(r, 0) : Links.parentsPerChild(r));
        String target = down ? r.child() : r.parent();
        return index.count(target) > 0 ? Math.min(every, index.count(target)) : every;
    }

    /** The bucket collection of {@code r} when the instances in hand were read from it (its documents hold the parent's id), else null. */
    private CollectionShape readInBuckets(Hand from, Relationship r) {
        CollectionShape buckets = index.bucket(r.id());
        if (buckets == null || !from.loaded() || from.request() < 0) return null;
        return plan.request(from.request()).collection().equals(buckets.name()) ? buckets : null;
    }

    private static String parentIdField(CollectionShape buckets) {
        for (ShapeField f : buckets.document().fields()) if (f.role() == ShapeField.Role.REFERENCE) return f.name();
        throw new IllegalStateException("bucket collection '" + buckets.name() + "' holds no parent id");
    }

    /**
     * True when the buckets hold the children in the order asked for (or any order will do), so the
     * first N are in the first buckets (docs/counting-rules.md "Ordering and feeds").
     */
    private static boolean keptOrder(Strategy s, Ordering wanted) {
        if (s instanceof Bucket b) return Ordering.serves(b.order(), wanted);
        return wanted == null;
    }

    /** The field of the source documents that holds the ids followed. */
    private String idField(Relationship r, boolean down) {
        boolean ids = index.mapping(r).strategy() instanceof Reference;
        if (down) return ids && r.cardinality() == Cardinality.ONE_TO_ONE ? r.name() + "Id" : r.name();
        String parent = index.entity(r.parent(), where).name();
        if (r.isManyToMany()) return Links.inverseName(r, parent, true);
        return Links.inverseName(r, parent, false) + (ids ? "Id" : "");
    }

    /**
     * The distinct parents the {@code children} in hand, picked over all the data, fall in: a parent with more children is
     * the likelier to hold one, as the sample draws each parent's count from the relationship's spread, so fewer distinct
     * parents than if all had the average (decision 0526); a child of several parents holds its own distinct. Children of
     * known parents of another relationship are as many as each of those gives, over its spread (decision 0533).
     */
    private static double distinctParents(Hand children, double perChild, Relationship r, double parents) {
        if (r.isManyToMany() || perChild != 1) return children.expected(ChildCounts.distinctHeld(perChild, parents));
        return children.expected(ChildCounts.distinctIn(BucketFill.embedded(r), parents));
    }
}
