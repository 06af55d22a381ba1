package dev.docshape.model.estimate;

import dev.docshape.model.projection.BucketFill;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.Relationship.End;
import dev.docshape.model.estimate.Intent.Action;
import dev.docshape.model.estimate.Request.Operation;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.projection.ChildrenTaken;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Links;
import dev.docshape.model.projection.Naming;
import dev.docshape.model.projection.Occurrence;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Plans the requests of a write pattern (docs/counting-rules.md#writes-and-write-amplification). Every document holding a copy of the
 * written data is written: one request per collection ({@code updateMany} when several documents),
 * a declared duplicate collection included (docs/counting-rules.md "Duplicate collections").
 * The requests of one write need no result of another, so they all sit at level 1.
 */
final class WritePlanner {
    private final ModelIndex index;
    private final Plan plan;
    private final String where;
    private final CopyWrites copies;

    private WritePlanner(ModelIndex index, Plan plan, String where) {
        this.index = index;
        this.plan = plan;
        this.where = where;
        this.copies = new CopyWrites(index, plan);
    }

    static PatternEstimate plan(ModelIndex index, WritePattern pattern) {
        Plan plan = new Plan(index);
        new WritePlanner(index, plan, "pattern '" + pattern.id() + "'").write(pattern);
        return plan.summarize(pattern);
    }

    private void write(WritePattern p) {
        Entity e = index.entity(p.entity(), where);
        Relationship r = p.relationship() == null ? null : index.touching(p.relationship(), e.id(), where);
        switch (p.kind()) {
            case INSERT -> insert(e, r);
            case UPDATE -> copies.write(e, p.fields(), Operation.UPDATE, "update", Action.SET_FIELDS);
            case DELETE -> delete(e);
            case LINK, UNLINK -> link(r, p.kind().name().toLowerCase());
        }
        if (p.kind() == WriteKind.INSERT || p.kind() == WriteKind.UPDATE) {
            for (Include inc : p.includes()) include(e.id(), 1, inc, p.kind() == WriteKind.INSERT);
        }
    }

    private void insert(Entity e, Relationship r) {
        CollectionShape own = index.own(e.id());
        if (own != null) plan.write(Operation.INSERT, own.name(), 1, "insert " + e.name(), Intent.of(Action.INSERT, e.id(), null, null, -1));
        CollectionShape copy = index.duplicate(e.id());
        if (copy != null) {
            plan.write(Operation.INSERT, copy.name(), 1, "insert " + e.name() + " into its duplicate " + copy.name(),
                    Intent.of(Action.INSERT, e.id(), null, null, -1));
        }
        CollectionShape feed = index.feedCollection(e.id());
        if (feed != null) {
            plan.write(Operation.INSERT, feed.name(), 1, "insert " + e.name() + " into its feed " + feed.name(),
                    Intent.of(Action.INSERT, e.id(), null, null, -1));
            trimFeed(e, feed);
        }
        if (r == null) {
            if (own == null) pushIntoContainer(e.id(), 1, "add " + e.name() + " to its container", Intent.of(Action.PUSH_CHILD, e.id(), null, null, -1));
            return;
        }
        boolean child = r.child().equals(e.id());
        String other = r.otherEnd(e.id());
        double links = child ? Links.parentsPerChild(r) : r.avgCount();
        Mapping m = index.mapping(r);
        Strategy s = m.strategy();
        boolean otherWritten = false;
        if (child) {
            if (s instanceof Embed || s instanceof Subset) {
                pushIntoContainer(other, links, "push " + e.name() + " into " + r.name() + kept(s), Intent.of(Action.PUSH_CHILD, e.id(), r.id(), other, -1).at(End.CHILD));
            } else if (own == null && Links.bucketSize(s) == 0) {
                pushIntoContainer(e.id(), 1, "add " + e.name() + " to its container", Intent.of(Action.PUSH_CHILD, e.id(), null, null, -1));
            }
            if (Links.bucketSize(s) > 0) {
                plan.write(Operation.PATCH, index.bucket(r.id()).name(), links, "push " + e.name() + " into the open bucket" + kept(s),
                        Intent.of(Action.PUSH_TO_BUCKET, e.id(), r.id(), other, -1).at(End.CHILD));
            }
            if (parentHoldsLinks(s)) {
                writeLinks(other, links, "add the id to " + r.name(), Intent.of(Action.ADD_LINK, other, r.id(), e.id(), -1).at(End.PARENT));
            }
            otherWritten = parentDocumentWritten(s);
        } else if (childHoldsLinks(s)) {
            writeLinks(other, links, "link the children of " + r.name(), Intent.of(Action.ADD_LINK, other, r.id(), e.id(), -1).at(End.CHILD));
        }
        if (s instanceof Reference ref && ref.placement() == Placement.JOINING_DOCUMENTS) {
            plan.write(Operation.INSERT, index.join(r.id()).name(), links, "insert joining documents of " + r.name(),
                    Intent.of(Action.INSERT_JOINS, e.id(), r.id(), other, -1));
        }
        if (child && m.precomputedCount() && !otherWritten) {
            writeHome(other, links, Operation.TRANSACTIONAL_PATCH, "increment " + Naming.countField(r.name()),
                    Intent.of(Action.INCREMENT_COUNT, other, r.id(), e.id(), -1).at(End.PARENT));
        }
    }

    private void delete(Entity e) {
        copies.write(e, List.of(), Operation.DELETE, "remove", Action.REMOVE);
        for (Relationship r : index.relationshipsOf(e.id())) {
            Mapping m = index.mapping(r);
            Strategy s = m.strategy();
            boolean child = r.child().equals(e.id());
            double links = child ? Links.parentsPerChild(r) : r.avgCount();
            if (s instanceof Reference ref && ref.placement() == Placement.JOINING_DOCUMENTS) {
                // an instance at both ends of a self relationship (a user following and followed) is in joins at both
                double joins = r.isSelf() ? Links.parentsPerChild(r) + r.avgCount() : links;
                plan.write(Operation.DELETE_MANY, index.join(r.id()).name(), joins, "delete joining documents of " + r.name(),
                        Intent.of(Action.DELETE_JOINS, e.id(), r.id(), r.otherEnd(e.id()), -1));
            }
            if (child) {
                if (s instanceof Reference && parentHoldsLinks(s)) {
                    writeLinks(r.parent(), links, "remove the id from " + r.name(),
                            Intent.of(Action.REMOVE_LINK, r.parent(), r.id(), e.id(), -1).at(End.PARENT));
                }
                // a subset's pull writes only the parents whose first few hold the child: every parent's count needs its own
                if (m.precomputedCount() && (!parentDocumentWritten(s) || s instanceof Subset)) {
                    writeHome(r.parent(), links, Operation.TRANSACTIONAL_PATCH, "decrement " + Naming.countField(r.name()),
                            Intent.of(Action.DECREMENT_COUNT, r.parent(), r.id(), e.id(), -1).at(End.PARENT));
                }
            } else if (Links.bucketSize(s) > 0) {
                // a parent's buckets over the spread of its children: 40 loans in buckets of 20 are 2.5 buckets, not 2
                double buckets = BucketFill.of(r, Links.bucketSize(s)).bucketsPerParent();
                plan.write(Operation.DELETE_MANY, index.bucket(r.id()).name(), buckets, "delete the buckets of " + r.name(),
                        Intent.of(Action.DELETE_BUCKETS, r.child(), r.id(), e.id(), -1));
            }
            if (r.parent().equals(e.id())) pullFromChildren(e, r, s);
        }
    }

    /**
     * A deleted parent's id leaves the arrays of parent ids its children keep: one {@code updateMany} of the children
     * holding it, a user's id pulled from the {@code followers} of those it followed (decision 0509).
     */
    private void pullFromChildren(Entity e, Relationship r, Strategy s) {
        if (!Links.childKeepsParentIds(r, s)) return;
        writeLinks(r.child(), r.avgCount(), "remove the id from the children of " + r.name(),
                Intent.of(Action.REMOVE_LINK, r.child(), r.id(), e.id(), -1).at(End.CHILD));
    }

    private void link(Relationship r, String verb) {
        Strategy s = index.mapping(r).strategy();
        boolean parentWritten = parentDocumentWritten(s);
        boolean linking = verb.equals("link");
        Action change = linking ? Action.ADD_LINK : Action.REMOVE_LINK;
        if (parentWritten) {
            writeLinks(r.parent(), 1, verb + " in the parent's " + r.name(), Intent.of(change, r.parent(), r.id(), r.child(), -1).at(End.PARENT));
        }
        if (childHoldsLinks(s) || (s instanceof Subset sub && sub.rest() == Subset.Rest.REFERENCED)) {
            writeLinks(r.child(), 1, verb + " in the child", Intent.of(change, r.child(), r.id(), r.parent(), -1).at(End.CHILD));
        }
        if (Links.bucketSize(s) > 0) {
            plan.write(Operation.PATCH, index.bucket(r.id()).name(), 1, verb + " in a bucket",
                    Intent.of(linking ? Action.PUSH_TO_BUCKET : Action.REMOVE, r.child(), r.id(), r.parent(), -1));
        }
        if (s instanceof Reference ref && ref.placement() == Placement.JOINING_DOCUMENTS) {
            plan.write(linking ? Operation.INSERT : Operation.DELETE, index.join(r.id()).name(), 1,
                    verb + " a joining document", Intent.of(linking ? Action.INSERT_JOINS : Action.DELETE_JOINS, r.child(), r.id(), r.parent(), -1));
        }
        if (index.mapping(r).precomputedCount() && !parentWritten) {
            writeHome(r.parent(), 1, Operation.TRANSACTIONAL_PATCH, "update " + Naming.countField(r.name()),
                    Intent.of(linking ? Action.INCREMENT_COUNT : Action.DECREMENT_COUNT, r.parent(), r.id(), r.child(), -1).at(End.PARENT));
        }
    }

    /**
     * A full feed deletes the document its new one pushes past the {@code keep} it holds: one more
     * request and document written. A feed per parent is trimmed by one request on every insert that may
     * fill it, deleting a document for the share of parents whose feed is full (docs/counting-rules.md
     * "Ordering and feeds").
     */
    private void trimFeed(Entity e, CollectionShape feedCollection) {
        Duplicates.Duplicate feed = index.feed(e.id());
        if (feed == null) return;
        double share = index.feedTrimShare(feed);
        if (share <= 0) return;
        Relationship per = index.feedParent(feed);
        String parent = per == null ? null : per.parent();
        plan.write(Operation.DELETE_MANY, feedCollection.name(), share, "trim " + feedCollection.name() + " to its latest " + feed.keep()
                        + (parent != null ? " of the " + index.entity(parent, "feed of " + e.name()).name() : ""),
                Intent.of(Action.TRIM_FEED, e.id(), per == null ? null : per.id(), parent, -1));
    }

    /** Related data written in the same operation: free inside the written document, else one request. */
    private void include(String entityId, double count, Include inc, boolean insert) {
        Relationship r = index.touching(inc.relationship(), entityId, where);
        boolean down = r.parent().equals(entityId);
        String target = r.otherEnd(entityId);
        double n = count * (down ? ChildrenTaken.perParent(r, inc.limit()) : Links.parentsPerChild(r));
        Strategy s = index.mapping(r).strategy();
        boolean inside = down && (s instanceof Embed || (s instanceof Subset sub && inc.limit() > 0 && inc.limit() <= sub.size()));
        if (!inside) {
            Occurrence home = index.home(target, where);
            Operation op = insert && home.kind() == Occurrence.Kind.DOCUMENT ? Operation.INSERT
                    : (n > 1 ? Operation.UPDATE_MANY : Operation.UPDATE);
            plan.write(op, home.collection(), n, (insert ? "insert " : "update ") + r.name(),
                    new Intent(Action.WRITE_RELATED, target, r.id(), entityId, -1, inc.fields()));
        }
        for (Include nested : inc.includes()) include(target, n, nested, insert);
    }

    /**
     * Changes {@code docs} instances of {@code entityId} everywhere their whole data sits: the home
     * and every whole copy (a post kept in its own collection and embedded in its author), since
     * each copy carries the same arrays, ids and pre-computed counts. One request per collection.
     */
    private void writeHome(String entityId, double docs, Operation single, String description, Intent intent) {
        Occurrence home = index.home(entityId, where);
        for (Map.Entry<String, Double> c : wholeCopies(entityId, docs).entrySet()) {
            boolean copy = !c.getKey().equals(home.collection());
            double total = c.getValue();
            plan.write(total > 1 ? many(single) : single, c.getKey(), total, description + (copy ? " (copies)" : ""), intent);
        }
    }

    /** Pushes or pulls ids in every whole copy of {@code docs} instances of {@code entityId}: a patch of a reference. */
    private void writeLinks(String entityId, double docs, String description, Intent intent) {
        Occurrence home = index.home(entityId, where);
        for (Map.Entry<String, Double> c : wholeCopies(entityId, docs).entrySet()) {
            boolean copy = !c.getKey().equals(home.collection());
            double total = c.getValue();
            plan.write(total > 1 ? Operation.PATCH_MANY : Operation.PATCH, c.getKey(), total, 1, true,
                    description + (copy ? " (copies)" : ""), intent);
        }
    }

    /** Documents per collection that hold the whole data of {@code docs} instances: the home first, then whole copies. */
    private Map<String, Double> wholeCopies(String entityId, double docs) {
        Occurrence home = index.home(entityId, where);
        Map<String, Double> docsByCollection = new LinkedHashMap<>();
        docsByCollection.put(home.collection(), docs * home.copiesPerInstance());
        for (Occurrence o : index.occurrences(entityId)) {
            if (o != home && o.whole()) docsByCollection.merge(o.collection(), docs * o.copiesPerInstance(), Double::sum);
        }
        docsByCollection.replaceAll((collection, total) -> index.atMostAll(collection, total));
        return docsByCollection;
    }

    /** The operation that does {@code single} to several documents at once. */
    private static Operation many(Operation single) {
        return switch (single) {
            case PATCH, TRANSACTIONAL_PATCH -> Operation.PATCH_MANY;
            case DELETE -> Operation.DELETE_MANY;
            case INSERT -> Operation.INSERT;
            default -> Operation.UPDATE_MANY;
        };
    }

    /**
     * How a bounded or ordered array keeps its children: one {@code $push} with {@code $sort} and
     * {@code $slice}, priced as the same single patch (docs/counting-rules.md "Ordering and feeds").
     */
    private static String kept(Strategy s) {
        if (s instanceof Subset sub && sub.order() != null) return ", keeping the first " + sub.size() + " by " + sub.order().field();
        if (s instanceof Bucket b && b.order() != null) return ", sorted by " + b.order().field();
        return "";
    }

    private void pushIntoContainer(String entityId, double docs, String description, Intent intent) {
        writeHome(entityId, docs, Operation.PATCH, description, intent);
    }

    /**
     * True when adding or removing a child already writes the parent's document (it holds the
     * children, their ids or their copies), so a pre-computed count rides along in the same update.
     */
    private static boolean parentDocumentWritten(Strategy s) {
        return parentHoldsLinks(s) || s instanceof Embed || s instanceof Subset;
    }

    /** True when the parent's documents hold the links (ids or copies) of this relationship. */
    private static boolean parentHoldsLinks(Strategy s) {
        if (s instanceof Reference ref) {
            return ref.placement() == Placement.PARENT_HOLDS_CHILD_IDS || ref.placement() == Placement.IDS_ON_BOTH_SIDES;
        }
        return s instanceof ExtendedReference x && x.holder() == Holder.PARENT;
    }

    /** True when the children's documents hold the links (parent ids or copies) of this relationship. */
    private static boolean childHoldsLinks(Strategy s) {
        if (s instanceof Reference ref) {
            return ref.placement() == Placement.CHILD_HOLDS_PARENT_ID || ref.placement() == Placement.IDS_ON_BOTH_SIDES;
        }
        return s instanceof ExtendedReference x && x.holder() == Holder.CHILD;
    }
}
