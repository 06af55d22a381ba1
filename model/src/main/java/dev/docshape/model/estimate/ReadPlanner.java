package dev.docshape.model.estimate;

import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Intent.Action;
import dev.docshape.model.estimate.Request.Operation;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.projection.ChildCounts;
import dev.docshape.model.projection.ChildrenTaken;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Links;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ReturnedFields;

import java.util.List;

/**
 * Plans the requests of a read pattern (docs/counting-rules.md#batched): the roots, then
 * every include, level by level, then the counts. Following a relationship costs nothing when the targets sit in the
 * documents in hand (embedded, a subset that holds enough, a covering extended reference), else the
 * {@link RelationshipFollower} plans the requests; roots of no named parent are {@link AllParentsRoots}'.
 */
final class ReadPlanner {
    private final ModelIndex index;
    private final Plan plan;
    private final String where;
    private final InstanceReads reads;
    private final RelationshipFollower follower;

    private ReadPlanner(ModelIndex index, Plan plan, String where) {
        this.index = index;
        this.plan = plan;
        this.where = where;
        this.reads = new InstanceReads(index, plan, where);
        this.follower = new RelationshipFollower(index, plan, where, reads);
    }

    static PatternEstimate plan(ModelIndex index, ReadPattern pattern) {
        Plan plan = new Plan(index);
        new ReadPlanner(index, plan, "pattern '" + pattern.id() + "'").read(pattern);
        return plan.summarize(pattern);
    }

    private void read(ReadPattern p) {
        Entity root = index.entity(p.entity(), where);
        ReturnedFields wanted = ReturnedFields.ofRoots(p);
        Hand roots;
        if (p.selection() == Selection.BY_ID) {
            roots = reads.load(Hand.idsOnly(p.entity(), 1), wanted);
            follower.oneRoot(roots);
        } else if (p.byParent() != null) {
            Relationship r = index.touching(p.byParent(), p.entity(), where);
            String owner = r.otherEnd(p.entity());
            // the first N of one parent's children: a parent with fewer gives fewer (docs/counting-rules.md "Children taken under a limit")
            double taken = r.parent().equals(owner) && p.limit() > 0
                    ? ChildrenTaken.perParent(r.minCount(), p.expectedMatches(), r.maxCount(), p.limit()) : p.rootsRead();
            roots = servedByFeed(p, r)
                    ? firstOfOneParent(p, r, owner, taken, wanted)
                    : follower.follow(Hand.idsOnly(owner, 1), r, p.limit(), p.order(), false, taken, wanted);
            // the parent's matches are drawn as its children are, around the pattern's expected matches (decision 0533)
            if (r.parent().equals(owner) && !r.isManyToMany() && roots.knownParents(r.id()) != null) {
                roots = roots.childrenOf(r.id(), roots.parents(), new ChildCounts(r.minCount(), p.expectedMatches(), r.maxCount(), p.limit()));
            }
        } else {
            roots = new AllParentsRoots(index, plan, where, reads).read(p, root, wanted);
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
                reads.returned(p.entity(), collection, wanted));
        return new Hand(p.entity(), taken, 1, true, List.of(), first).childrenOf(r.id(), 1);
    }

    private void include(Hand from, Include inc) {
        Relationship r = index.touching(inc.relationship(), from.entity(), where);
        ReturnedFields wanted = ReturnedFields.ofInclude(inc);
        Hand to = foldable(from, r, inc.limit()) ? fold(from, r, inc.limit(), wanted)
                : follower.follow(from, r, inc.limit(), null, inc.servedByCopies(index.mapping(r).strategy()), null, wanted);
        for (Include nested : inc.includes()) include(to, nested);
        // counts read for each included instance (each post of a user with its comment count)
        for (String counted : inc.counts()) count(to, counted);
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
                reads.returned(r.child(), home.collection(), wanted));
        return new Hand(r.child(), n, from.level(), true, index.containerPath(home), from.request()).childrenOf(r.id(), from.count());
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
