package dev.docshape.model.estimate;

import dev.docshape.model.Relationship;
import dev.docshape.model.projection.ChildrenTaken;

import java.util.ArrayList;
import java.util.List;

/**
 * The newest or oldest share of all children by a date of their own, each child dated after its parent came to be at
 * its place among the parent's children ({@code Dating.placed}): how many parents those children come from, and how
 * many of the containers that hold a parent's children in turn (its document, its buckets filled oldest first, or the
 * document of an ancestor it is embedded in two or more levels down) (docs/counting-rules.md "The first N by a date
 * across parents", decisions 0449, 0465, 0466).
 * <p>
 * Time is taken as {@code s = −ln(1 − f)}, f the part of the sample's dates gone by: a child of a parent created at s is
 * created at s plus a draw of mean 1, its place spreading it evenly over the time left. An entity g creations deep
 * ({@code Dating.generation}) lies at its origin's time plus Gamma(g − 1), the origin being its ancestor dated evenly
 * ({@link Origins}); generation 0 all at s = 0. The newest share q lies after the cut L that leaves q of the children
 * after it, the oldest before the cut that leaves q before it; a parent created at s &lt; L holds {@code m = c·e^(s−L)}
 * of its c children after the cut (its last ones; all when s ≥ L) and {@code c·(1 − e^(s−L))} before it (its first ones).
 * A date only a share p of the children hold (decision 0571) is cut at the share of its holders, a random share of every
 * parent's children, and a parent or container counts when one of its children in the cut holds it.
 */
final class DateCut {
    /** Halvings of the interval the cut is searched in. */
    private static final int HALVINGS = 80;
    /** The latest cut searched: far beyond any share of children a read takes. */
    private static final double LATEST = 800;
    /** Points the spread of children per parent is averaged over. */
    private static final int STEPS = 16;
    /** Containers of one parent counted one by one, at most: beyond that the cut is not priced so. */
    static final double MAX_CONTAINERS = 4096;
    /** The chance, below which the children further into the cut no longer change whether one holds an optional date. */
    private static final double NEGLIGIBLE = 1e-12;
    /** Places into the cut weighed one by one for an optional date, before they are weighed in doubling blocks. */
    private static final long EXACT_PLACES = 16;

    private final int generation;
    private final double cut;
    /** The share of the children holding the date (decision 0571): the others are never in the cut. */
    private final double presence;
    private final boolean newest;
    private final Origins origins;
    private final List<Relationship> within;
    /** The cuts of each draw of the origins, averaged over; empty for a single cut. */
    private final List<DateCut> draws;

    private DateCut(int generation, double cut, double presence, boolean newest, Origins origins, List<Relationship> within,
                    List<DateCut> draws) {
        this.generation = generation;
        this.cut = cut;
        this.presence = presence;
        this.newest = newest;
        this.origins = origins;
        this.within = within;
        this.draws = draws;
    }

    /** As {@link #of(int, double, double, boolean, List)} with the origins taken as a smooth spread (infinitely many). */
    static DateCut of(int generation, double share, boolean newest) {
        return of(generation, Double.POSITIVE_INFINITY, share, newest, List.of());
    }

    /**
     * The cut holding the newest ({@code newest}) or oldest {@code share} of all children, their parents
     * {@code generation} deep under {@code origins} instances dated evenly over time, the containers read
     * {@code within.size()} levels above the parents ({@code within} the relationships from the containers' children
     * down to the items' parents' children; empty when the containers hold the parents' children).
     */
    static DateCut of(int generation, double origins, double share, boolean newest, List<Relationship> within) {
        return of(generation, origins, origins, share, newest, within);
    }

    /**
     * As {@link #of(int, double, double, boolean, List)}, the origins placed evenly among the children of
     * {@code creators} instances that say nothing of when they came to be ({@link Origins#placed}; as many as the
     * origins when nobody places them).
     */
    static DateCut of(int generation, double origins, double creators, double share, boolean newest, List<Relationship> within) {
        return of(generation, origins, creators, share, 1, newest, within);
    }

    /**
     * As {@link #of(int, double, double, double, boolean, List)}, the date held by a {@code presence} share of the
     * children, each drawn apart from its place (decision 0534): {@code share} is of the children holding it, and a
     * parent (or container) holds one in the cut when one of its children there holds the date (decision 0571).
     */
    static DateCut of(int generation, double origins, double creators, double share, double presence, boolean newest,
                      List<Relationship> within) {
        if (generation < 0) throw new IllegalArgumentException("generation must not be negative, was " + generation);
        if (!(share > 0 && share <= 1)) throw new IllegalArgumentException("share must be in (0, 1], was " + share);
        if (!(presence > 0 && presence <= 1)) throw new IllegalArgumentException("presence must be in (0, 1], was " + presence);
        List<Origins> drawn = generation == 0 ? List.of(Origins.smooth()) : Origins.placed(origins, creators);
        List<DateCut> draws = new ArrayList<>(drawn.size());
        for (Origins top : drawn) {
            draws.add(new DateCut(generation, cutOf(top, generation, share, newest), presence, newest, top, List.copyOf(within), List.of()));
        }
        if (draws.size() == 1) return draws.get(0);
        double mean = draws.stream().mapToDouble(DateCut::cut).average().orElse(0);
        return new DateCut(generation, mean, presence, newest, null, List.copyOf(within), draws);
    }

    /** The cut leaving the newest ({@code newest}) or oldest {@code share} of the children after or before it, under {@code top}. */
    private static double cutOf(Origins top, int generation, double share, boolean newest) {
        double low = 0, high = LATEST;
        for (int i = 0; i < HALVINGS; i++) {
            double mid = (low + high) / 2;
            double after = top.after(generation + 1, mid);
            if (newest ? after > share : 1 - after < share) low = mid;
            else high = mid;
        }
        return (low + high) / 2;
    }

    /** The cut L in time, as s (the mean over the draws of the origins). */
    double cut() {
        return cut;
    }

    /** Per parent, on average: the chance it holds one of the children in the cut, its containers holding one, and the children those containers hold. */
    record Held(double parents, double containers, double items) {
    }

    /**
     * What a parent of {@code r} holds in the cut, its children kept in containers of {@code size} ({@link Integer#MAX_VALUE}
     * for one document of all of them), averaged over the spread of children per parent the sample draws
     * ({@link ChildrenTaken#spread}); null when a parent has more containers than {@link #MAX_CONTAINERS}. For items
     * deeper than the parent's children, its document holds them whole: the containers are the parents holding one, the
     * items their children (the size must be {@link Integer#MAX_VALUE}, else null).
     */
    Held held(Relationship r, int size) {
        if (!draws.isEmpty()) return meanOver(r, size);
        if (!within.isEmpty()) return deep(size) ? new DeepHolders(r, within, newest, presence).held(this) : null;
        double[] spread = ChildrenTaken.spread(r.minCount(), r.avgCount(), r.maxCount());
        if (spread[1] / size > MAX_CONTAINERS) return null;
        double parents = 0, containers = 0, items = 0;
        for (double[] count : counts(r, STEPS)) {
            long n = (long) count[0];
            double weight = count[1];
            if (weight == 0 || n == 0) continue;
            parents += weight * holdsDated(n, 0, n);
            double[] held = containersOf(n, size);
            containers += weight * held[0];
            items += weight * held[1];
        }
        return new Held(parents, containers, items);
    }

    /** What {@link #held} gives, averaged over the draws of the origins; null when one draw gives none. */
    private Held meanOver(Relationship r, int size) {
        if (!within.isEmpty() && !deep(size)) return null;
        // what a document holds depends on its time before the cut alone: worked out once for all draws
        DeepHolders deep = within.isEmpty() ? null : new DeepHolders(r, within, newest, presence);
        double parents = 0, containers = 0, items = 0;
        for (DateCut draw : draws) {
            Held held = deep == null ? draw.held(r, size) : deep.held(draw);
            if (held == null) return null;
            parents += held.parents() / draws.size();
            containers += held.containers() / draws.size();
            items += held.items() / draws.size();
        }
        return new Held(parents, containers, items);
    }

    /**
     * True when items deeper than the parents' children are priced so: held whole in the documents ({@code size}
     * unbounded), and every level between dated after its own parent, the documents included (an undated level is
     * all at the start, its children not after their parent).
     */
    private boolean deep(int size) {
        return size == Integer.MAX_VALUE && generation - within.size() >= 1;
    }

    /**
     * The whole child counts a parent of {@code r} has, each with its weight, over the spread the sample draws
     * ({@link ChildrenTaken#spread}) at {@code steps} points, each rounded down or up keeping its mean.
     */
    static double[][] counts(Relationship r, int steps) {
        double[] spread = ChildrenTaken.spread(r.minCount(), r.avgCount(), r.maxCount());
        int points = spread[1] > spread[0] ? steps : 1;
        double[][] counts = new double[points * 2][];
        for (int i = 0; i < points; i++) {
            double c = spread[0] + (i + 0.5) / points * (spread[1] - spread[0]);
            double below = Math.floor(c), up = c - below;
            counts[2 * i] = new double[] {below, (1 - up) / points};
            counts[2 * i + 1] = new double[] {below + 1, up / points};
        }
        return counts;
    }

    /** The relationships from the containers' children down to the items' parents' children; empty when the containers hold the parents' children. */
    List<Relationship> within() {
        return within;
    }

    /** How many creations deep the items' parents are dated. */
    int generation() {
        return generation;
    }

    /** The share of the children holding the date: 1 when every child holds it. */
    double presence() {
        return presence;
    }

    /** True for the newest share, after the cut; false for the oldest, before it. */
    boolean newest() {
        return newest;
    }

    /** The share of the instances {@code generation} creations deep (0: all at the start) created before s. */
    double below(int generation, double s) {
        return generation == 0 ? (s > 0 ? 1 : 0) : origins.below(generation, s);
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
            double reached = holdsDated(children, a, fill);
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
     * The chance one of a parent's {@code c} children at places {@code a} to {@code a + width − 1} of those in the cut
     * (counted from the cut's far end: its newest or oldest) is there and holds the date, each holding it apart from its
     * place with the presence p: {@code Σ_k p(1 − p)^k · P(M > a + k)}, M the children the parent has in the cut (decision
     * 0571). The chance it holds more than a of them when every child holds the date.
     */
    private double holdsDated(double c, long a, long width) {
        if (presence >= 1) return reached(c, a);
        double q = 1 - presence, sum = 0;
        long end = Math.min(width, (long) Math.ceil(c - a));
        // the first places one by one, then blocks doubling in length, each at its weights' mean place: p = 0.01 weighs
        // some 2,700 places, which a parent of many children would otherwise price one by one
        for (long k = 0, block = 1; k < end; k += block, block = k < EXACT_PLACES ? 1 : block * 2) {
            block = Math.min(block, end - k);
            double lacking = Math.pow(q, k);
            if (lacking <= NEGLIGIBLE) break;
            double at = a + k + meanPlace(q, block);
            long below = (long) Math.floor(at);
            double more = reached(c, below);
            // no more of them in the cut past this one
            if (more <= 0) break;
            double t = at - below;
            if (t > 0) more = (1 - t) * more + t * reached(c, below + 1);
            sum += lacking * (1 - Math.pow(q, block)) * more;
        }
        return sum;
    }

    /** The mean of 0 to n − 1 weighed by q^i. */
    private static double meanPlace(double q, long n) {
        if (n == 1) return 0;
        double qn = Math.pow(q, n);
        return q * (1 - n * qn / q + (n - 1) * qn) / ((1 - q) * (1 - qn));
    }

    /**
     * The chance a parent with {@code m} children in the cut on average ({@code ⌊m⌋} or {@code ⌊m⌋ + 1} of them, as
     * {@link #reached} takes it) holds one holding the date, each with the chance {@code presence}: {@code 1 − (1 − p)^M}
     * averaged, {@code min(1, m)} when every child holds it.
     */
    static double holdsDated(double m, double presence) {
        if (presence >= 1) return ramp(m);
        double sum = 0, lacking = 1;
        for (int k = 0; k < m && lacking > NEGLIGIBLE; k++) {
            sum += presence * lacking * ramp(m - k);
            lacking *= 1 - presence;
        }
        return sum;
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

    static double ramp(double x) {
        return Math.max(0, Math.min(1, x));
    }

    /** The share of parents created before s. */
    private double below(double s) {
        return origins.below(generation, s);
    }

    /** The parents' density times e^s, summed from 0 to s. */
    private double moment(double s) {
        return origins.moment(generation, s);
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
