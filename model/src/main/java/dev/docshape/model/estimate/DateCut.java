package dev.docshape.model.estimate;

import dev.docshape.model.Relationship;
import dev.docshape.model.projection.ChildrenTaken;

/**
 * The newest or oldest share of all children by a date of their own, each child dated after its parent came to be at
 * its place among the parent's children ({@code Dating.placed}): how many parents those children come from, and how
 * many of the containers that hold a parent's children in turn (its document, its buckets filled oldest first)
 * (docs/counting-rules.md "The first N by a date across parents", decision 0449).
 * <p>
 * Time is taken as {@code s = −ln(1 − f)}, f the part of the sample's dates gone by: a child of a parent created at s is
 * created at s plus a draw of mean 1, its place spreading it evenly over the time left. Parents created evenly over time
 * lie at s drawn from Gamma(1), their children from Gamma(2), an entity g creations deep ({@code Dating.generation}) from
 * Gamma(g); generation 0 all at s = 0. The newest share q lies after a cut L where {@code P(Poisson(L) ≤ g) = q}, the
 * oldest before a cut where {@code P(Poisson(L) > g) = q}; a parent created at s &lt; L holds {@code m = c·e^(s−L)} of
 * its c children after the cut (its last ones; all when s ≥ L) and {@code c·(1 − e^(s−L))} before it (its first ones).
 *
 * @param generation how many creations deep the parents are dated
 * @param cut        the cut L in time, as s
 * @param newest     true for the newest share, after the cut; false for the oldest, before it
 */
record DateCut(int generation, double cut, boolean newest) {
    /** Halvings of the interval the cut is searched in. */
    private static final int HALVINGS = 80;
    /** The latest cut searched: far beyond any share of children a read takes. */
    private static final double LATEST = 800;
    /** Points the spread of children per parent is averaged over. */
    private static final int STEPS = 16;
    /** Containers of one parent counted one by one, at most: beyond that the cut is not priced so. */
    static final double MAX_CONTAINERS = 4096;

    /** The cut holding the newest ({@code newest}) or oldest {@code share} of all children, the parents {@code generation} deep. */
    static DateCut of(int generation, double share, boolean newest) {
        if (generation < 0) throw new IllegalArgumentException("generation must not be negative, was " + generation);
        if (!(share > 0 && share <= 1)) throw new IllegalArgumentException("share must be in (0, 1], was " + share);
        double low = 0, high = LATEST;
        for (int i = 0; i < HALVINGS; i++) {
            double mid = (low + high) / 2;
            double after = poissonAtMost(generation, mid);
            if (newest ? after > share : 1 - after < share) low = mid;
            else high = mid;
        }
        return new DateCut(generation, (low + high) / 2, newest);
    }

    /** Per parent, on average: the chance it holds one of the children in the cut, its containers holding one, and the children those containers hold. */
    record Held(double parents, double containers, double items) {
    }

    /**
     * What a parent of {@code r} holds in the cut, its children kept in containers of {@code size} ({@link Integer#MAX_VALUE}
     * for one document of all of them), averaged over the spread of children per parent the sample draws
     * ({@link ChildrenTaken#spread}); null when a parent has more containers than {@link #MAX_CONTAINERS}.
     */
    Held held(Relationship r, int size) {
        double[] spread = ChildrenTaken.spread(r.minCount(), r.avgCount(), r.maxCount());
        if (spread[1] / size > MAX_CONTAINERS) return null;
        int steps = spread[1] > spread[0] ? STEPS : 1;
        double parents = 0, containers = 0, items = 0;
        for (int i = 0; i < steps; i++) {
            double c = spread[0] + (i + 0.5) / steps * (spread[1] - spread[0]);
            long below = (long) Math.floor(c);
            double up = c - below;
            for (long n : new long[] {below, below + 1}) {
                double weight = (n == below ? 1 - up : up) / steps;
                if (weight == 0 || n == 0) continue;
                parents += weight * reached(n, 0);
                double[] held = containersOf(n, size);
                containers += weight * held[0];
                items += weight * held[1];
            }
        }
        return new Held(parents, containers, items);
    }

    /**
     * The containers of a parent of {@code children} holding one in the cut, and the children they hold: the newest are
     * the last children, in the last container (as full as the rest leaves it) and the full ones before it; the oldest
     * the first children, in full containers from the first.
     */
    private double[] containersOf(long children, int size) {
        double containers = 0, items = 0;
        long last = children - (long) size * ((children - 1) / size);
        for (long a = 0; a < children; a = next(a, last, size)) {
            long fill = newest ? (a == 0 ? last : size) : Math.min(size, children - a);
            double reached = reached(children, a);
            containers += reached;
            items += reached * fill;
        }
        return new double[] {containers, items};
    }

    /** The number of children in the cut past which the next container is reached. */
    private long next(long a, long last, int size) {
        if (newest) return a == 0 ? last : a + size;
        return a + size;
    }

    /**
     * The chance a parent of {@code c} children holds more than {@code a} of them in the cut, as a ramp: a parent with
     * {@code m} children in the cut on average holds {@code ⌊m⌋} or {@code ⌊m⌋ + 1} of them, its children's own draws
     * deciding, so it holds more than a with the chance {@code min(1, max(0, m − a))}; averaged over the parents' creation.
     */
    private double reached(double c, double a) {
        if (a >= c) return 0;
        if (generation == 0) return ramp((newest ? c * Math.exp(-cut) : -c * Math.expm1(-cut)) - a);
        double scale = c * Math.exp(-cut);
        if (newest) {
            // m = c·e^(s−L) below the cut: a at s1, a + 1 at s2; c at and after the cut
            double s1 = a > 0 ? cut + Math.log(a / c) : 0;
            double s2 = a + 1 <= c ? cut + Math.log((a + 1) / c) : cut;
            double u = clamp(s1), v = clamp(s2);
            double part = scale * (moment(v) - moment(u)) - a * (below(v) - below(u));
            double full = below(cut) - below(v);
            return (1 - below(cut)) * Math.min(1, c - a) + part + full;
        }
        // m = c·(1 − e^(s−L)) before the cut: a + 1 until s1, a at s2; nothing at and after the cut
        double s1 = a + 1 < c ? cut + Math.log1p(-(a + 1) / c) : 0;
        double s2 = cut + Math.log1p(-a / c);
        double u = clamp(s1), v = clamp(s2);
        return below(u) + (c - a) * (below(v) - below(u)) - scale * (moment(v) - moment(u));
    }

    private double clamp(double s) {
        return Math.max(0, Math.min(cut, s));
    }

    private static double ramp(double x) {
        return Math.max(0, Math.min(1, x));
    }

    /** The share of parents created before s: Gamma(g)'s distribution. */
    private double below(double s) {
        return s <= 0 ? 0 : 1 - poissonAtMost(generation - 1, s);
    }

    /** The parents' density times e^s, summed from 0 to s: {@code s^g / g!}. */
    private double moment(double s) {
        if (s <= 0) return 0;
        double term = 1;
        for (int j = 1; j <= generation; j++) term *= s / j;
        return term;
    }

    /** P(Poisson(x) ≤ k). */
    static double poissonAtMost(int k, double x) {
        if (k < 0) return 0;
        double term = Math.exp(-x), sum = term;
        for (int j = 1; j <= k; j++) {
            term *= x / j;
            sum += term;
        }
        return Math.min(1, sum);
    }
}
