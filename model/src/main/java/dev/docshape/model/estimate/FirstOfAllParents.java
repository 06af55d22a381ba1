package dev.docshape.model.estimate;

import dev.docshape.model.Dating;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.ValueDomain;
import dev.docshape.model.mapping.Ordering;

/**
 * The distinct parents of the first N children of all parents by an order, the children kept in documents of their own
 * and created by their parents (docs/counting-rules.md "Parents of the first N in a collection of their own", decision
 * 0406). Such children are not spread draws over the parents:
 * <ul>
 *   <li>by a field with few values, the first N tie and come in the store's order, which is the order they were created
 *       in, parent by parent: the parents a stretch of consecutive children crosses ({@link Containers#tiedParents});</li>
 *   <li>by a date of the child's own, a child is dated after its parent came to be, its dates spread from then to now
 *       in its place among the parent's children: the newest of all crowd into the parents that have children in the
 *       last moments, the oldest into the oldest parents' first children. Parents that say when they came to be are
 *       taken to have come to be evenly over time; parents that do not, all at the start.</li>
 * </ul>
 */
final class FirstOfAllParents {
    /** Halvings of the interval the cut in time is searched in: far below a child's share of the time. */
    private static final int HALVINGS = 60;

    private FirstOfAllParents() {
    }

    /**
     * The first N of all children in hand, read from documents of their own, knowing their parents through the
     * relationship that created them; as they were when it has none or the order says nothing of their parents.
     */
    static Hand known(ModelIndex index, Hand roots, Entity items, Ordering order, String where) {
        for (Relationship r : index.relationshipsOf(items.id())) {
            if (!r.child().equals(items.id()) || r.parent().equals(items.id()) || r.isManyToMany() || r.sharedBy() > 1) continue;
            // the first such relationship creates the children, as the sample data takes it (docs/sample-data.md "Links")
            Double parents = of(r, items, index.entity(r.parent(), where), order, roots.count(),
                    Math.max(roots.count(), items.count()), index.count(r.parent()));
            return parents == null ? roots : roots.childrenOf(r.id(), parents);
        }
        return roots;
    }

    /**
     * The distinct parents through {@code owner} of the first {@code n} of {@code total} {@code children} by {@code order},
     * {@code parents} of them; null when the order is neither a field with few values nor a date of the child's own.
     */
    static Double of(Relationship owner, Entity children, Entity parentEntity, Ordering order, double n, double total, double parents) {
        if (!(parents > 0) || !(total > 0) || !(n > 0)) return null;
        if (n >= total) return parents;
        ValueDomain domain = ValueDomain.of(children, order.field());
        if (domain != null) return Math.min(parents, Containers.tiedParents(owner, parents, n, total, domain.tiedShare()));
        boolean dated = children.field(order.field()).map(Dating::datesItself).orElse(false);
        if (!dated) return null;
        double each = total / parents;
        double share = n / total;
        double hit = Dating.dated(parentEntity)
                ? order.descending() ? newestOfDatedParents(each, share) : oldestOfDatedParents(each, share)
                : Math.min(1, each * share);
        return Math.min(parents, parents * hit);
    }

    /**
     * The share of parents, created evenly over time (0 to 1), holding one of the newest {@code share} of all children,
     * {@code each} a parent, spread evenly from their parent's creation f to 1. Beyond a cut 1 − x, a parent created
     * before it holds {@code each·x/(1 − f)} children; all parents hold {@code each·x·(1 − ln x)}, which gives x; a
     * parent holds at least one with the chance {@code min(1, each·x/(1 − f))}, which over f adds up to
     * {@code each·x·(1 − ln(each·x))}.
     */
    static double newestOfDatedParents(double each, double share) {
        double low = -700, high = 0;
        for (int i = 0; i < HALVINGS; i++) {
            double mid = (low + high) / 2;
            double x = Math.exp(mid);
            if (x * (1 - mid) < share) low = mid;
            else high = mid;
        }
        double reach = each * Math.exp(high);
        return reach >= 1 ? 1 : reach * (1 - Math.log(reach));
    }

    /**
     * As {@link #newestOfDatedParents} for the oldest {@code share}: before a cut t, a parent created at f &lt; t holds
     * {@code each·(t − f)/(1 − f)} children, all parents {@code each·(t + (1 − t)·ln(1 − t))}; a parent created before
     * {@code a = (each·t − 1)/(each − 1)} holds at least one, a later one with the chance of its count.
     */
    static double oldestOfDatedParents(double each, double share) {
        double low = 0, high = 1;
        for (int i = 0; i < HALVINGS; i++) {
            double t = (low + high) / 2;
            if (t + (1 - t) * Math.log1p(-t) < share) low = t;
            else high = t;
        }
        double t = high;
        double a = each > 1 ? Math.max(0, (each * t - 1) / (each - 1)) : 0;
        double later = each * ((t - a) - (1 - t) * (Math.log1p(-a) - Math.log1p(-t)));
        return Math.min(1, a + later);
    }
}
