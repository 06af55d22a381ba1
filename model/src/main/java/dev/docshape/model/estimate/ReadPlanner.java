package dev.docshape.model.estimate;

import dev.docshape.model.Duplicates;
import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.ValueDomain;
import dev.docshape.model.estimate.Intent.Action;
import dev.docshape.model.estimate.Request.Operation;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.projection.ChildrenTaken;
import dev.docshape.model.projection.BucketFill;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Links;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ReturnedFields;
import dev.docshape.model.projection.ShapeField;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Plans the requests of a read pattern (docs/counting-rules.md#batched): the roots, then
 * every include, level by level. Following a relationship costs nothing when the targets sit in the
 * documents in hand (embedded, a subset that holds enough, a covering extended reference), one
 * request when the link can be followed by ids or by the source's id, a bucket query for buckets,
 * and two requests for joining documents.
 */
final class ReadPlanner {
    private final ModelIndex index;
    private final Plan plan;
    private final String where;
    /** The one root a pattern reads by its id: a query from it alone can take the first N of its children. */
    private Hand oneRoot;

    private ReadPlanner(ModelIndex index, Plan plan, String where) {
        this.index = index;
        this.plan = plan;
        this.where = where;
    }

    static PatternEstimate plan(ModelIndex index, ReadPattern pattern) {
        Plan plan = new Plan(index);
        new ReadPlanner(index, plan, "pattern '" + pattern.id() + "'").read(pattern);
        return plan.summarize(pattern);
    }

    private void read(ReadPattern p) {
        Entity root = index.entity(p.entity(), where);
        ReturnedFields wanted = ReturnedFields.of(p.fields(), relationships(p.includes()), p.counts());
        Hand roots;
        if (p.selection() == Selection.BY_ID) {
            roots = load(Hand.idsOnly(p.entity(), 1), wanted);
            oneRoot = roots;
        } else if (p.byParent() != null) {
            Relationship r = index.touching(p.byParent(), p.entity(), where);
            String owner = r.otherEnd(p.entity());
            // the first N of one parent's children: a parent with fewer gives fewer (docs/counting-rules.md "Children taken under a limit")
            double taken = r.parent().equals(owner) && p.limit() > 0
                    ? ChildrenTaken.perParent(r.minCount(), p.expectedMatches(), r.maxCount(), p.limit()) : p.rootsRead();
            roots = servedByFeed(p, r)
                    ? firstOfOneParent(p, r, owner, taken, wanted)
                    : follow(Hand.idsOnly(owner, 1), r, p.limit(), p.order(), false, taken, wanted);
        } else {
            // no parent named: the items may lie beyond any parent's subset, so they are read where all of them are
            Occurrence home = index.holdingEvery(p.entity(), where);
            Intent intent = Intent.of(Action.READ_FIRST, p.entity(), null, null, -1);
            Duplicates.Duplicate feed = index.feed(p.entity());
            // the first N by a feed's order sit in the feed (docs/counting-rules.md "Ordering and feeds")
            String collection = home.kind() == Occurrence.Kind.DOCUMENT && feed != null && feed.serves(p)
                    ? index.feedCollection(p.entity()).name() : serving(home, intent, 1);
            Containers containers = index.containers(home, where);
            // a filter matches at most every instance: "all profiles" of a smaller model (docs/counting-rules.md "Items of all parents taken by an order")
            int matched = (int) Math.min(p.rootsRead(), Math.max(1, root.count()));
            int first = containers == null ? plan.read(1, Operation.QUERY, collection, matched, 1, "query " + collection, intent,
                    returned(p.entity(), collection, wanted))
                    : p.order() != null && !index.profile.kind().sortsInsideArrays() ? everyHolder(collection, containers, intent)
                    : inContainers(collection, containers, matched, root, p.order(), intent);
            roots = new Hand(p.entity(), matched, 1, true, index.containerPath(home), first);
            Double firstParents = containers == null || p.order() == null ? null : firstParents(containers, matched, root, p.order());
            if (firstParents != null) roots = roots.childrenOf(containers.holding().id(), firstParents);
            else if (home.kind() == Occurrence.Kind.DOCUMENT && p.order() != null) roots = FirstOfAllParents.known(index, roots, root, p.order(), where);
        }
        for (Include inc : p.includes()) include(roots, inc);
        for (String counted : p.counts()) count(roots, counted);
    }

    /** True when the entity's feed per parent of {@code r} holds the first N of one parent's children the read takes. */
    private boolean servedByFeed(ReadPattern p, Relationship r) {
        Duplicates.Duplicate feed = index.feed(p.entity());
        return feed != null && r.equals(index.feedParent(feed)) && feed.serves(p)
                && index.home(p.entity(), where).kind() == Occurrence.Kind.DOCUMENT;
    }

    /**
     * The first N of one parent's children from the feed that keeps the latest of each parent: one query by the
     * parent's id, returning what the parent has up to N (docs/counting-rules.md "Ordering and feeds").
     */
    private Hand firstOfOneParent(ReadPattern p, Relationship r, String owner, double taken, ReturnedFields wanted) {
        String collection = index.feedCollection(p.entity()).name();
        int first = plan.read(1, Operation.QUERY, collection, taken, 1, "query " + collection + " by "
                        + index.entity(owner, where).name() + " id", Intent.of(Action.READ_BY_SOURCE_ID, p.entity(), r.id(), owner, -1),
                returned(p.entity(), collection, wanted));
        return new Hand(p.entity(), taken, 1, true, List.of(), first).childrenOf(r.id(), 1);
    }

    /**
     * {@code n} items of all parents, the first by an order or the matches of a filter, the items living only in
     * buckets or embedded in their parents: the query returns the distinct containers they sit in, each at the fill of
     * a container an item lies in (docs/counting-rules.md "Items of all parents taken by an order"). An order is taken
     * as unrelated to the container, and the step says so, unless its field has few values: then the first N tie and
     * come in the store's order, consecutive items of few containers (docs/counting-rules.md "Ties in an order").
     */
    private int inContainers(String collection, Containers containers, double n, Entity items, Ordering order, Intent intent) {
        ValueDomain domain = order == null ? null : ValueDomain.of(items, order.field());
        double total = Math.max(n, items.count());
        // by a date of the items' own: the newest or oldest sit in the last or first containers of few parents (decision 0449)
        DateCut cut = order == null || domain != null ? null : FirstOfAllParents.cut(index, containers, items, order, n, total, where);
        Containers.Read dated = cut == null ? null : containers.dated(cut);
        Containers.Read read = domain != null ? containers.tied(n, total, domain.tiedShare())
                : dated != null ? dated : new Containers.Read(containers.distinct(n), containers.perItem());
        String how = order == null ? "" : dated != null ? String.format(Locale.ROOT, " (%s dates each after its parent: the %s sit in few containers)",
                order.field(), order.descending() ? "newest" : "oldest")
                : domain == null ? " (the order taken as unrelated to the document)"
                : String.format(Locale.ROOT, " (%s has %d values: the first tie, read consecutively in the store's order)",
                order.field(), domain.values());
        return plan.readSized(1, collection, read.documents(), read.bytesEach(), "query " + collection + " for the documents holding them" + how, intent);
    }

    /**
     * The parents of the first {@code n} items of all parents by an order with few values or a date of their own, null for
     * any other order: the tied rest comes from consecutive items of consecutive parents, the newest or oldest from the
     * parents created late or early, so following the items to their parents finds those, not one parent an item
     * (docs/counting-rules.md "Ties in an order", decisions 0417, 0449).
     */
    private Double firstParents(Containers containers, double n, Entity items, Ordering order) {
        ValueDomain domain = ValueDomain.of(items, order.field());
        double total = Math.max(n, items.count());
        if (domain != null) return containers.tiedParents(n, total, domain.tiedShare());
        // by a date of their own, the parents the newest or oldest come from (decision 0449)
        DateCut cut = FirstOfAllParents.cut(index, containers, items, order, n, total, where);
        return cut == null ? null : containers.datedParents(cut);
    }

    /**
     * The first N items of all parents by an order, on a database that cannot sort by a value inside an array (Cosmos
     * DB): the query reads every document holding items, each at its own fill, and the application takes the first N
     * (decision 0393, docs/counting-rules.md "Items of all parents taken by an order").
     */
    private int everyHolder(String collection, Containers containers, Intent intent) {
        return plan.readSized(1, collection, containers.holders(), containers.perHolder(), "query " + collection
                + " for every document holding them (no sort inside an array: the application takes the first N)", intent);
    }

    private void include(Hand from, Include inc) {
        Relationship r = index.touching(inc.relationship(), from.entity(), where);
        ReturnedFields wanted = ReturnedFields.of(inc.fields(), relationships(inc.includes()), inc.counts());
        Hand to = foldable(from, r, inc.limit()) ? fold(from, r, inc.limit(), wanted)
                : follow(from, r, inc.limit(), null, covers(r, inc), null, wanted);
        for (Include nested : inc.includes()) include(to, nested);
        // counts read for each included instance (each post of a user with its comment count)
        for (String counted : inc.counts()) count(to, counted);
    }

    /** The bytes of each document of {@code entity} in {@code collection} a read asking for {@code wanted} returns (negative: whole). */
    private double returned(String entity, String collection, ReturnedFields wanted) {
        return index.returnedBytes(entity, collection, wanted);
    }

    private static List<String> relationships(List<Include> includes) {
        List<String> ids = new ArrayList<>(includes.size());
        for (Include i : includes) ids.add(i.relationship());
        return ids;
    }

    /**
     * True when the children sit beside parents that were read by their ids: the query by those ids
     * returns the children too. A limit per parent folds in only for one parent.
     */
    private boolean foldable(Hand from, Relationship r, int limit) {
        if (!r.parent().equals(from.entity()) || !from.loaded() || from.request() < 0) return false;
        if (limit > 0 && from.count() > 1) return false;
        if (!index.coLocated(r)) return false;
        Request read = plan.request(from.request());
        Intent.Action action = read.intent().action();
        CollectionShape own = index.own(from.entity());
        return (action == Action.READ_BY_ID || action == Action.READ_BY_IDS_IN_SOURCE)
                && own != null && own.name().equals(read.collection());
    }

    /** The co-located children of the parents in hand, returned by the request that read the parents. */
    private Hand fold(Hand from, Relationship r, int limit, ReturnedFields wanted) {
        double perParent = ChildrenTaken.perParent(r, limit);
        double n = from.count() * perParent;
        if (index.count(r.child()) > 0) n = Math.min(n, index.count(r.child()));
        Occurrence home = index.home(r.child(), where);
        plan.fold(from.request(), r.id(), home.collection(), n, index.entity(r.child(), where).name() + " documents",
                returned(r.child(), home.collection(), wanted));
        return new Hand(r.child(), n, from.level(), true, index.containerPath(home), from.request()).childrenOf(r.id(), from.count());
    }

    /** True when an extended reference's copies hold every field the include reads (and it goes no further). */
    private boolean covers(Relationship r, Include inc) {
        if (!(index.mapping(r).strategy() instanceof ExtendedReference x)) return false;
        if (inc.fields().isEmpty() || !inc.includes().isEmpty()) return false;
        for (String f : inc.fields()) {
            if (!f.equals("id") && !x.copiedFields().contains(f)) return false;
        }
        return true;
    }

    /**
     * Follows {@code r} away from the instances in hand.
     *
     * @param limit    how many targets per source are needed (0 = all)
     * @param order    the order whose first {@code limit} targets are needed; null = any
     * @param targets  the number of targets when the pattern fixes it (roots of a filter), else null
     */
    private Hand follow(Hand from, Relationship r, int limit, Ordering order, boolean covered, Double targets, ReturnedFields wanted) {
        boolean down = r.parent().equals(from.entity());
        Hand to = reach(from, r, down, limit, order, covered, targets, wanted);
        return down ? to.childrenOf(r.id(), from.count()) : to;
    }

    private Hand reach(Hand from, Relationship r, boolean down, int limit, Ordering order, boolean covered, Double targets,
                       ReturnedFields wanted) {
        String target = down ? r.child() : r.parent();
        double perSource = down ? ChildrenTaken.perParent(r, limit) : Links.parentsPerChild(r);
        double n = targets != null ? targets : from.count() * perSource;
        // children spread over all parents (a filter's matches) lead to the distinct parents they fall in, drawn as many
        // times as there are children, more than the parents in a small sample (docs/counting-rules.md "Parents of
        // children spread over the data")
        double drawn = n;
        // never more distinct targets than exist (many holdings of a few stocks)
        if (index.count(target) > 0) n = Math.min(n, index.count(target));
        // children reached from known parents lead back to those parents, not to one per child
        Double known = down || r.isManyToMany() ? null : from.knownParents(r.id());
        if (known != null) n = Math.min(n, known);
        else if (!down && targets == null && index.count(target) > 0) n = Math.min(n, Links.distinctDrawn(drawn, index.count(target)));
        Strategy strategy = index.mapping(r).strategy();
        String source = index.entity(from.entity(), where).name();
        // one query cannot take the first N of each of several sources: it returns all their children, and the
        // application keeps N of each (docs/counting-rules.md "Children taken under a limit")
        boolean all = down && limit > 0 && from != oneRoot && from.request() >= 0;
        double returned = all ? from.count() * ChildrenTaken.perParent(r, 0) : n;
        if (all && index.count(target) > 0) returned = Math.min(returned, index.count(target));
        switch (FollowAccess.of(strategy, down, from, r, limit, order, covered, readInBuckets(from, r) != null)) {
            case IN_SOURCE -> {
                Hand sourceHand = load(from);
                return new Hand(target, n, sourceHand.level(), true, sourceHand.pathPlus(r.id()), sourceHand.request());
            }
            case CONTAINER -> {
                // one container per source at most; many children of one parent share it, known parents are those
                double containers = known != null ? n : Math.max(Math.min(1, from.count()), from.count() / Math.max(1, r.avgCount()));
                return new Hand(target, targets != null ? targets : containers, from.level(), true, from.pathMinusLast(), from.request());
            }
            case BY_IDS_IN_SOURCE -> {
                Hand sourceHand = load(from);
                CollectionShape buckets = down ? null : readInBuckets(from, r);
                String held = buckets != null ? buckets.name() + "." + parentIdField(buckets) : source + "." + idField(r, down);
                return lookup(target, n, sourceHand.level() + 1, sourceHand.count(), n <= 1 && sourceHand.count() <= 1,
                        "by the ids in " + held,
                        Intent.of(Action.READ_BY_IDS_IN_SOURCE, target, r.id(), from.entity(), sourceHand.request()), wanted);
            }
            case BY_SOURCE_ID -> {
                Hand found = lookup(target, returned, from.level() + 1, from.count(), false, "by " + source + " id"
                                + (all ? " (all their children; " + limit + " of each kept)" : ""),
                        Intent.of(Action.READ_BY_SOURCE_ID, target, r.id(), from.entity(), from.request()), wanted);
                return new Hand(target, n, found.level(), true, found.containerPath(), found.request());
            }
            case BUCKETS -> {
                CollectionShape buckets = index.bucket(r.id());
                int size = Links.bucketSize(strategy);
                // the first N by the buckets' order: each parent's newest ceil(N / size), the newest partial; by another
                // order every bucket; a parent holds fewer where the entity's count caps the children (counting-rules
                // "Bucket documents read")
                boolean kept = keptOrder(strategy, order) && !all;
                double expected = targets != null ? targets : from.count() * perSource;
                double avg = r.avgCount() * (expected > 0 ? Math.min(1, n / expected) : 1);
                BucketFill.Newest newest = BucketFill.newest(Math.min(r.minCount(), (int) avg), avg, r.maxCount(), size,
                        kept && limit > 0 ? (limit + size - 1) / size : 0);
                double docs = from.count() * newest.buckets();
                int read = plan.readSized(from.level() + 1, buckets.name(), docs,
                        index.buckets(r).holdingChildren(newest.itemsPerBucket()), from.count(),
                        "find " + buckets.name() + " by " + source + " id",
                        Intent.of(Action.READ_BUCKETS, target, r.id(), from.entity(), from.request()));
                return new Hand(target, n, from.level() + 1, true, List.of(), read);
            }
            case JOIN -> {
                CollectionShape join = index.join(r.id());
                int joins = plan.read(from.level() + 1, Operation.QUERY, join.name(), n, from.count(), "find " + join.name() + " by " + source + " id",
                        Intent.of(Action.READ_JOINS, target, r.id(), from.entity(), from.request()));
                return lookup(target, n, from.level() + 2, from.count(), false, "by the ids in " + join.name(),
                        Intent.of(Action.READ_BY_IDS_IN_SOURCE, target, r.id(), from.entity(), joins), wanted);
            }
            default -> throw new IllegalStateException();
        }
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

    /** The instances' documents: free when in hand, else one read by id (or by nested id) at the next level. */
    private Hand load(Hand h) {
        return load(h, ReturnedFields.WHOLE);
    }

    /** As above, asking for {@code wanted} of the documents (a root read by its id that names fields). */
    private Hand load(Hand h, ReturnedFields wanted) {
        if (h.loaded()) return h;
        Occurrence home = index.home(h.entity(), where);
        boolean pointRead = home.kind() == Occurrence.Kind.DOCUMENT && h.count() <= 1;
        Intent intent = Intent.of(Action.READ_BY_ID, h.entity(), null, null, h.request());
        String collection = serving(home, intent, h.count());
        int read = readAt(home, h.level() + 1, pointRead ? Operation.POINT_READ : Operation.QUERY, collection, h.count(),
                h.count(), "find " + collection + (home.kind() == Occurrence.Kind.DOCUMENT ? " by id" : " by the id of its " + index.entity(h.entity(), where).name()),
                intent, returned(h.entity(), collection, wanted));
        return new Hand(h.entity(), h.count(), h.level() + 1, true, index.containerPath(home), read);
    }

    /**
     * A read of {@code n} instances kept at {@code home}. Bucket documents found by one of their items come back whole,
     * each sized as the bucket an item lies in: a fuller bucket holds more items, so it is the likelier to hold the one
     * asked for (docs/counting-rules.md "Bucket documents read").
     */
    private int readAt(Occurrence home, int level, Operation op, String collection, double n, double fanOut, String description,
                       Intent intent, double returnedPerDoc) {
        Containers buckets = home.kind() == Occurrence.Kind.BUCKET_ITEM ? index.containers(home, where) : null;
        return buckets != null ? plan.readSized(level, collection, n, buckets.perItem(), fanOut, description, intent)
                : plan.read(level, op, collection, n, fanOut, description, intent, returnedPerDoc);
    }

    /** Reads {@code n} instances of {@code entity} from where they live, in one request at {@code level}. */
    private Hand lookup(String entity, double n, int level, double fanOut, boolean pointRead, String how, Intent intent,
                        ReturnedFields wanted) {
        Occurrence home = index.home(entity, where);
        Operation op = pointRead && home.kind() == Occurrence.Kind.DOCUMENT ? Operation.POINT_READ : Operation.QUERY;
        boolean byIds = intent.action() == Action.READ_BY_IDS_IN_SOURCE;
        String collection = serving(home, intent, byIds ? n : fanOut);
        int read = readAt(home, level, op, collection, n, fanOut, "find " + collection + " " + how, intent, returned(entity, collection, wanted));
        return new Hand(entity, n, level, true, index.containerPath(home), read);
    }

    /**
     * The collection a read of the entity's own documents goes to: its own collection, or its declared
     * duplicate when the duplicate serves the request in fewer partitions, which makes it cheaper: both
     * hold the same documents (docs/counting-rules.md "Duplicate collections").
     *
     * @param values how many key values the request gives when it gives any
     */
    private String serving(Occurrence home, Intent intent, double values) {
        if (home.kind() != Occurrence.Kind.DOCUMENT) return home.collection();
        CollectionShape copy = index.duplicate(home.entity());
        if (copy == null) return home.collection();
        int own = index.partitions(home.collection(), intent, values);
        return index.partitions(copy.name(), intent, values) < own ? copy.name() : home.collection();
    }

    private void count(Hand roots, String relationshipId) {
        Relationship r = index.touching(relationshipId, roots.entity(), where);
        Mapping m = index.mapping(r);
        boolean rootIsParent = r.parent().equals(roots.entity());
        if (rootIsParent && m.precomputedCount()) return;
        if (roots.loaded() && Links.countedInDocument(r, m.strategy(), rootIsParent, !roots.containedBy(r.id()))) return;
        String other = r.otherEnd(roots.entity());
        String collection;
        // a many-to-many subset's child holds all its parents' ids in its own document (decision 0423)
        if (Links.countedInChildsOwnDocument(r, m.strategy(), rootIsParent, !roots.containedBy(r.id()))) {
            collection = index.home(roots.entity(), where).collection();
        } else if (index.join(r.id()) != null) collection = index.join(r.id()).name();
        else if (index.bucket(r.id()) != null) collection = index.bucket(r.id()).name();
        else collection = index.home(other, where).collection();
        double counted = roots.count() * (rootIsParent ? r.avgCount() : Links.parentsPerChild(r));
        plan.count(roots.level() + 1, collection, counted, roots.count(), "count " + r.name() + " in " + collection,
                Intent.of(Action.COUNT, other, r.id(), roots.entity(), roots.request()));
    }
}
