package dev.docshape.model.projection;

import dev.docshape.model.Relationship;

/**
 * How many children a read (or a subset) takes on average from one parent when it takes at most {@code limit}: not the smaller of
 * the limit and the average, because parents have fewer and more children than the average and a parent with fewer
 * gives fewer. Children are taken to be spread evenly between the relationship's minimum and twice its average less
 * the minimum, within its maximum (docs/counting-rules.md "Children taken under a limit"), the spread the sample data
 * draws by default.
 */
public final class ChildrenTaken {
    private ChildrenTaken() {
    }

    /** Children taken per parent of {@code r} under {@code limit} (0: all of them, the average). */
    public static double perParent(Relationship r, int limit) {
        return perParent(r.minCount(), r.avgCount(), r.maxCount(), limit);
    }

    /** As {@link #perParent(Relationship, int)}, with the average {@code avg} instead of the relationship's. */
    public static double perParent(int min, double avg, Integer max, int limit) {
        double mean = Math.max(0, avg);
        if (limit <= 0) return mean;
        min = least(min, avg);
        if (limit <= min) return limit;
        double[] spread = spread(min, avg, max);
        double lo = spread[0] - min;
        double hi = spread[1] - min;
        double restMean = (lo + hi) / 2;
        double c = limit - min;
        double taken;
        if (c >= hi) taken = restMean;
        else if (c <= lo) taken = c;
        else taken = ((c * c - lo * lo) / 2 + c * (hi - c)) / (hi - lo);
        return min + taken;
    }

    /**
     * The share of parents of {@code r} with at least {@code n} children: over the same spread, each parent's count
     * rounded up or down at random keeping its mean, as the sample data draws them (a feed per parent is full for
     * that share, docs/counting-rules.md "Ordering and feeds").
     */
    public static double shareWithAtLeast(Relationship r, int n) {
        if (n <= least(r.minCount(), r.avgCount())) return 1;
        double[] spread = spread(r.minCount(), r.avgCount(), r.maxCount());
        double lo = spread[0];
        double hi = spread[1];
        // a parent drawn at x has at least n children with the chance clamp(x - (n - 1), 0, 1)
        double a = n - 1;
        if (hi - lo < 1e-9) return Math.max(0, Math.min(1, lo - a));
        return (rampIntegral(hi - a) - rampIntegral(lo - a)) / (hi - lo);
    }

    /** The integral from minus infinity to {@code x} of clamp(t, 0, 1). */
    private static double rampIntegral(double x) {
        if (x <= 0) return 0;
        if (x <= 1) return x * x / 2;
        return 0.5 + (x - 1);
    }

    /**
     * The fewest children every parent has where the average is {@code avg}: the minimum, or the average's whole part
     * where that is less. The average keeps its meaning (children in all over parents) where a minimum above it reaches
     * the counts: an entity's count capping its children, a read's expected matches below the relationship's minimum
     * (docs/counting-rules.md "A minimum above the average", decision 0546). The sample draws by the same rule.
     */
    public static int least(int min, double avg) {
        return avg >= min ? min : (int) Math.max(0, Math.floor(avg));
    }

    /**
     * The lowest and highest number of children a parent has: the children above the minimum are uniform on an
     * interval with their mean kept, as far as the maximum allows.
     */
    public static double[] spread(int min, double avg, Integer max) {
        min = least(min, avg);
        double rest = Math.max(0, Math.max(0, avg) - min);
        double restMean = max == null ? rest : Math.min(rest, Math.max(0, max - min));
        double lo = 0;
        double hi = 2 * restMean;
        if (max != null && hi > max - min) {
            hi = max - min;
            lo = 2 * restMean - hi;
        }
        return new double[] {min + lo, min + hi};
    }
}
