package dev.docshape.model.estimate;

import dev.docshape.model.Dating;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.ValueDomain;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.projection.Occurrence;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The distinct parents of the first N children of all parents by an order, the children created by their parents
 * (docs/counting-rules.md "Parents of the first N in a collection of their own" and "The first N by a date across
 * parents", decisions 0406, 0449). Such children are not spread draws over the parents:
 * <ul>
 *   <li>by a field with few values, the first N tie and come in the store's order, which is the order they were created
 *       in, parent by parent: the parents a stretch of consecutive children crosses ({@link Containers#tiedParents});</li>
 *   <li>by a date of the child's own, a child is dated after its parent came to be, its dates spread from then to now
 *       in its place among the parent's children: the newest of all crowd into the parents that have children in the
 *       last moments, the oldest into the oldest parents' first children ({@link DateCut}), the parents dated as deep
 *       as their own creators make them ({@link Dating#generation}).</li>
 * </ul>
 */
final class FirstOfAllParents {
    private FirstOfAllParents() {
    }

    /**
     * The first N of all children in hand, read from documents of their own, knowing their parents through the
     * relationship that created them; as they were when it has none or the order says nothing of their parents.
     */
    static Hand known(ModelIndex index, Hand roots, Entity items, Ordering order, String where) {
        Relationship r = Dating.creator(items.id(), index.relationshipsOf(items.id()));
        if (r == null) return roots;
        Double parents = of(index, r, items, order, roots.count(), Math.max(roots.count(), items.count()), where);
        return parents == null ? roots : heldParents(index, roots.childrenOf(r.id(), parents), r, items, order, where);
    }

    /**
     * The first N of all children in hand, knowing their parents through {@code owner}: where those parents live embedded
     * in the documents of their own creator (posts in their user), also the distinct documents holding them. By a date of
     * the children's own those are the documents holding one of the children two levels down, as a read of the children
     * embedded there counts them (decisions 0466, 0477); else as they were, the holders taken as spread draws.
     */
    static Hand heldParents(ModelIndex index, Hand roots, Relationship owner, Entity items, Ordering order, String where) {
        Occurrence home = index.home(owner.parent(), where);
        if (home.kind() != Occurrence.Kind.EMBEDDED || home.relationshipPath().size() != 1) return roots;
        Relationship holding = index.relationship(home.relationshipPath().get(0), where);
        if (!holding.equals(Dating.creator(owner.parent(), index.relationshipsOf(owner.parent())))) return roots;
        OptionalOrder optional = OptionalOrder.of(items, order, roots.count(), Math.max(roots.count(), items.count()));
        // a tied group of children lacking the field comes in the store's order, not by a date
        if (optional != null && optional.lacking() > 0) return roots;
        DateCut cut = cut(index, owner, items, order, roots.count(), Math.max(roots.count(), items.count()), List.of(owner), where);
        DateCut.Held held = cut == null ? null : cut.held(holding, Integer.MAX_VALUE);
        double holders = index.count(holding.parent());
        return held == null || !(holders > 0) ? roots : roots.parentsHeldIn(Math.min(holders, holders * held.parents()));
    }

    /**
     * The distinct parents through {@code owner} of the first {@code n} of {@code total} {@code children} by {@code order};
     * null when the order is neither a field with few values nor a date of the child's own. Children lacking the ordered
     * field are one tied group, first lowest first and last highest first ({@link OptionalOrder}).
     */
    static Double of(ModelIndex index, Relationship owner, Entity children, Ordering order, double n, double total, String where) {
        double parents = index.count(owner.parent());
        if (!(parents > 0) || !(total > 0) || !(n > 0)) return null;
        if (n >= total) return parents;
        OptionalOrder optional = OptionalOrder.of(children, order, n, total);
        if (optional == null || !(optional.lacking() > 0)) return ordered(index, owner, children, order, n, total, where);
        // the children lacking the ordered field tie, first in the store's order (decision 0554)
        double lacking = Math.min(parents, Containers.tiedParents(owner, parents, optional.lacking(), total, optional.share()));
        Double both = optional.parents(lacking, holding -> ordered(index, owner, children, order, holding, total, where), parents);
        return both == null ? null : Math.min(parents, both);
    }

    /** As {@link #of}, the field held by every child. */
    private static Double ordered(ModelIndex index, Relationship owner, Entity children, Ordering order, double n, double total, String where) {
        double parents = index.count(owner.parent());
        ValueDomain domain = ValueDomain.of(children, order.field());
        if (domain != null) return Math.min(parents, Containers.tiedParents(owner, parents, n, total, OptionalOrder.valueShare(children, order, domain)));
        DateCut cut = cut(index, owner, children, order, n, total, List.of(), where);
        DateCut.Held held = cut == null ? null : cut.held(owner, Integer.MAX_VALUE);
        return held == null ? null : Math.min(parents, parents * held.parents());
    }

    /**
     * The cut in time holding the first {@code n} of {@code total} items in {@code containers} by {@code order}; null when
     * the order is no date of the items' own, the containers do not hold the items along the relationships that created
     * them, or buckets keep them sorted by another field (then a parent's newest are not in its last bucket). Items
     * embedded two or more levels down are held by the documents above them (decision 0466).
     */
    static DateCut cut(ModelIndex index, Containers containers, Entity items, Ordering order, double n, double total, String where) {
        Relationship holding = containers.holding();
        if (index.mapping(holding).strategy() instanceof Bucket b && b.order() != null && !b.order().field().equals(order.field())) return null;
        Relationship owner = Dating.creator(items.id(), index.relationshipsOf(items.id()));
        List<Relationship> within = new ArrayList<>();
        Relationship r = owner;
        for (; r != null && !r.equals(holding); r = Dating.creator(r.parent(), index.relationshipsOf(r.parent()))) {
            if (within.size() >= Dating.MAX_ANCESTORS) return null;
            within.add(0, r);
        }
        if (r == null) return null;
        return cut(index, owner, items, order, n, total, within, where);
    }

    /**
     * The cut in time holding the first {@code n} of {@code total} children of {@code owner} by a date of their own, read
     * from containers {@code within.size()} levels above {@code owner}'s parents; null for any other order. The n are
     * the first of the children holding the date, where only a share does ({@link OptionalOrder} takes the others apart).
     */
    private static DateCut cut(ModelIndex index, Relationship owner, Entity children, Ordering order, double n, double total,
                               List<Relationship> within, String where) {
        if (!(n > 0) || !(n < total)) return null;
        boolean dated = children.field(order.field()).map(Dating::datesItself).orElse(false);
        if (!dated || !owner.equals(Dating.creator(children.id(), index.relationshipsOf(children.id())))) return null;
        Function<String, Entity> entities = id -> index.entity(id, where);
        int generation = Dating.generation(owner.parent(), entities, index::relationshipsOf);
        // which origins were created last is one draw of the sample: they are taken one by one (decision 0465), as
        // their creators place them where they have one (decision 0507)
        String origin = Dating.origin(owner.parent(), entities, index::relationshipsOf);
        double origins = origin == null ? Double.POSITIVE_INFINITY : index.count(origin);
        String placer = origin == null ? null : Dating.placer(origin, entities, index::relationshipsOf);
        double creators = placer == null ? origins : index.count(placer);
        // a date only some children hold: the first n of its holders, a random share of every parent's children (decision 0571)
        double presence = children.field(order.field()).map(Field::presence).orElse(1.0);
        return DateCut.of(generation, origins, creators, Math.min(1, n / (presence * total)), presence, order.descending(), within);
    }
}
