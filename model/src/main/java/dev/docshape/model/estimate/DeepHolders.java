package dev.docshape.model.estimate;

import dev.docshape.model.Relationship;

import java.util.Arrays;
import java.util.List;

/**
 * The documents holding the newest or oldest items of all when the items lie two or more levels down in them (comments
 * in posts in users): a document holds one when one of its children does, those at their places after the document's
 * creation (docs/counting-rules.md "The first N by a date across parents", decision 0466). A child at place k of n lies
 * in its slice of the time left, {@code s + ln(n/(n − k − u))}, u averaged over {@value #SLICE} points; the items'
 * parents hold one as the cut's ramp says. What a document holds depends only on how long before the cut it was
 * created, so that is worked out once on a grid of {@value #STEP} and summed over the documents' creation in each draw.
 */
final class DeepHolders {
    /** Points the spread of children per instance is averaged over, at every level. */
    private static final int STEPS = 4;
    /** Points a child's place inside its slice of time is averaged over. */
    private static final int SLICE = 4;
    /** The grid, in s, the documents' creation before the cut is summed over. */
    private static final double STEP = 0.02;

    private final Relationship holding;
    private final List<Relationship> within;
    private final boolean newest;
    /** The share of the items holding the date (decision 0571). */
    private final double presence;
    /** What a document created {@code i·STEP} before the cut holds: the chance, and that chance times its children. */
    private double[][] before = new double[0][];

    DeepHolders(Relationship holding, List<Relationship> within, boolean newest, double presence) {
        this.holding = holding;
        this.within = within;
        this.newest = newest;
        this.presence = presence;
    }

    /** Per document under one draw's cut: the chance it holds one of the items in the cut (as parents and as containers), and the items it then holds. */
    DateCut.Held held(DateCut cut) {
        int generation = Math.max(0, cut.generation() - within.size());
        double each = 1;
        for (Relationship r : within) each *= Math.max(0, r.avgCount());
        double end = cut.cut();
        int steps = (int) Math.ceil(end / STEP);
        double holders = 0, children = 0;
        if (generation == 0) steps = 0;
        for (int i = 0; i < steps; i++) {
            double mass = cut.below(generation, end - i * STEP) - cut.below(generation, Math.max(0, end - (i + 1) * STEP));
            if (mass <= 0) continue;
            double[] at = at(i + 0.5);
            holders += mass * at[0];
            children += mass * at[1];
        }
        // created at or after the cut (newest: all their children after it) or, for generation 0, all at the start
        double[] after = generation == 0 ? holdsAt(-end) : holdsAt(0);
        double rest = generation == 0 ? 1 : 1 - cut.below(generation, end);
        holders += rest * after[0];
        children += rest * after[1];
        return new DateCut.Held(holders, holders, children * each);
    }

    /** What a document created {@code steps·STEP} before the cut holds, worked out once. */
    private double[] at(double steps) {
        int i = (int) steps;
        if (i >= before.length) {
            before = Arrays.copyOf(before, Math.max(i + 1, before.length * 2));
        }
        if (before[i] == null) before[i] = holdsAt(-(i + 0.5) * STEP);
        return before[i];
    }

    /** For a document created {@code d} after the cut (negative: before): the chance it holds one in the cut, and that chance times its children. */
    private double[] holdsAt(double d) {
        double holds = 0, children = 0;
        for (double[] n : DateCut.counts(holding, STEPS)) {
            double p = holds(n[0], 0, d);
            holds += n[1] * p;
            children += n[1] * p * n[0];
        }
        return new double[] {holds, children};
    }

    /** The chance an instance created {@code d} after the cut with {@code n} children (through the holding at level 0) holds one. */
    private double holds(double n, int level, double d) {
        if (level == within.size()) return holdsOne(n, d);
        double[][] counts = DateCut.counts(within.get(level), STEPS);
        double none = 1;
        boolean last = level == within.size() - 1;
        for (int k = 0; k < n; k++) {
            double p = 0;
            if (newest && last) {
                for (double[] c : counts) p += c[1] * newestInSlice(c[0], d, n, k, presence);
                none *= 1 - p;
                continue;
            }
            for (int j = 0; j < SLICE; j++) {
                double at = d + Math.log(n / (n - k - (j + 0.5) / SLICE));
                for (double[] c : counts) p += c[1] * holds(c[0], level + 1, at) / SLICE;
            }
            none *= 1 - p;
        }
        return 1 - none;
    }

    /**
     * The chance the child at place k of n of a parent created {@code d} after the cut holds one of its {@code c} children
     * among the newest, its place in its slice taken whole: at u it has {@code x(u) = a/(n − k − u)} of them in the cut,
     * {@code a = c·e^d·n}, and holds more than j of them with the chance {@code min(1, max(0, x − j))}, summed over u from
     * 0 to 1 (a few points would miss the last slice's long tail); one of them holds the date with the chance
     * {@code Σ_j p(1 − p)^j} of that (decision 0571), {@code min(1, x)} when every item holds it.
     */
    private static double newestInSlice(double c, double d, double n, int k, double presence) {
        if (c <= 0) return 0;
        double m = n - k, a = c * Math.exp(d) * n;
        double sum = 0, lacking = 1;
        for (int j = 0; lacking > 1e-12; j++) {
            // x(u) ≤ j until u1, ≥ j + 1 from u2
            double u1 = j == 0 ? 0 : Math.max(0, Math.min(1, m - a / j));
            if (u1 >= 1) break;
            double u2 = Math.max(0, Math.min(1, m - a / (j + 1)));
            double more = a * Math.log((m - u1) / (m - u2)) - j * (u2 - u1) + 1 - u2;
            sum += (presence >= 1 ? 1 : presence * lacking) * more;
            if (presence >= 1) break;
            lacking *= 1 - presence;
        }
        return sum;
    }

    /** The chance a parent created {@code d} after the cut with {@code c} children holds one of them in the cut holding the date. */
    private double holdsOne(double c, double d) {
        if (newest) return d >= 0 ? DateCut.holdsDated(c, presence) : DateCut.holdsDated(c * Math.exp(d), presence);
        return d >= 0 ? 0 : DateCut.holdsDated(-c * Math.expm1(d), presence);
    }
}
