package dev.docshape.storage.sample;

import dev.docshape.model.projection.ChildrenTaken;

/**
 * How many children one parent gets, following the relationship's minimum, average and maximum.
 * With a minimum, every draw is at least the minimum and the distribution keeps the average.
 */
public enum ChildCounts {
    /**
     * Evenly spread around the average: uniform on [0, 2 avg], or on [2 avg - max, max] when the
     * maximum is smaller than twice the average. The mean is the average exactly.
     */
    UNIFORM,
    /**
     * A long tail (Pareto, shape 1.5): most parents have few children, a few have very many. The
     * mean is the average unless the maximum (or, when unbounded, 1000 times the average) cuts the tail.
     */
    SKEWED;

    private static final double PARETO_SHAPE = 1.5;
    private static final double UNBOUNDED_TAIL = 1000;

    public int draw(double avg, Integer max, Rng rng) {
        return drawAt(avg, max, rng.nextDouble(), rng);
    }

    /**
     * The count at quantile {@code u} (in [0, 1)) of the distribution, rounded randomly with
     * {@code rng}. Parents given evenly spread quantiles get the average on the whole, however few
     * they are (see {@code Links}).
     */
    public int drawAt(double avg, Integer max, double u, Rng rng) {
        return drawAt(0, avg, max, u, rng);
    }

    /**
     * As {@link #drawAt(double, Integer, double, Rng)}, never below {@code min}; a minimum above the average gives way to
     * the average's whole part, as the estimate takes it ({@code ChildrenTaken.least}, decision 0546).
     */
    public int drawAt(int min, double avg, Integer max, double u, Rng rng) {
        min = ChildrenTaken.least(min, avg);
        if (min <= 0) return this == UNIFORM ? uniform(avg, max, u, rng) : skewed(avg, max, u, rng);
        // the children above the minimum follow the distribution with the average less the minimum
        Integer above = max == null ? null : Math.max(0, max - min);
        double rest = Math.max(0, avg - min);
        return min + (this == UNIFORM ? uniform(rest, above, u, rng) : skewed(rest, above, u, rng));
    }

    static int uniform(double avg, Integer max, Rng rng) {
        return uniform(avg, max, rng.nextDouble(), rng);
    }

    static int uniform(double avg, Integer max, double u, Rng rng) {
        if (avg <= 0) return 0;
        double mean = max != null ? Math.min(avg, max) : avg;
        double lo = 0;
        double hi = 2 * mean;
        if (max != null && hi > max) {
            hi = max;
            lo = 2 * mean - max;
        }
        return clamp(roundRandomly(lo + u * (hi - lo), rng), max);
    }

    static int skewed(double avg, Integer max, double quantile, Rng rng) {
        if (avg <= 0) return 0;
        double scale = avg * (PARETO_SHAPE - 1) / PARETO_SHAPE;
        double u = 1 - quantile;
        double x = scale / Math.pow(u, 1 / PARETO_SHAPE);
        double cap = max != null ? max : Math.max(avg * UNBOUNDED_TAIL, 1);
        return clamp(roundRandomly(Math.min(x, cap), rng), max);
    }

    /** Rounds up with probability equal to the fraction, so the mean is kept. */
    private static int roundRandomly(double x, Rng rng) {
        double floor = Math.floor(x);
        return (int) Math.min(Integer.MAX_VALUE, floor + (rng.nextDouble() < x - floor ? 1 : 0));
    }

    private static int clamp(int n, Integer max) {
        return max != null ? Math.max(0, Math.min(n, max)) : Math.max(0, n);
    }
}
