package dev.docshape.model.projection;

import dev.docshape.model.Relationship;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.DoubleUnaryOperator;

/**
 * How many children one parent gives through a relationship, as the sample draws them: each parent's count from the
 * relationship's spread ({@link ChildrenTaken#spread}, rounded up or down keeping its mean), at most {@code limit} of
 * them (0: all). A figure that is not a straight line in the children in hand (the distinct parents they climb to, the
 * distinct containers they fall in) is the expectation over those counts, not the figure of their mean: it is concave,
 * so the mean's figure is too high (docs/counting-rules.md "Children of one parent spread over their counts", decision 0533).
 *
 * @param min   the fewest children a parent has
 * @param avg   the children a parent has on average
 * @param max   the most, or null when unbounded
 * @param limit the most taken of each parent, 0 for all
 */
public record ChildCounts(int min, double avg, Integer max, int limit) {
    /** Points the sum of several parents' counts is averaged over. */
    private static final int STEPS = 64;
    private static final Map<Expectation, Double> WORKED = new ConcurrentHashMap<>();

    /** A figure of the children in hand; its implementations compare by value, as the expectations are kept by it. */
    public interface Figure extends DoubleUnaryOperator {
    }

    /** The counts of {@code r}'s children per parent, at most {@code limit} of each (0: all). */
    public static ChildCounts of(Relationship r, int limit) {
        return new ChildCounts(r.minCount(), r.avgCount(), r.maxCount(), limit);
    }

    /** The children taken of one parent on average: {@link ChildrenTaken#perParent}. */
    public double mean() {
        return ChildrenTaken.perParent(min, avg, max, limit);
    }

    /**
     * The expectation of {@code figure} of the children of {@code sources} parents in all. For one parent (or the chance
     * {@code sources} of one, the figure of none being 0) over the counts the sample draws, exactly; for more, the sum of
     * their counts taken as spread evenly with the sum's mean and variance, which the counts of one parent have too.
     * Worked out once per counts, sources and figure: a search asks for the same again and again.
     */
    public double expected(double sources, Figure figure) {
        return compound(sources, 0, figure);
    }

    /**
     * As {@link #expected(double, Figure)}, the number of parents itself spread with {@code sourcesVariance} around
     * {@code sources} (a user's plans, each plan's meals in hand): the sum's variance is the compound's, the parents'
     * count times one parent's plus the parents' own variance times the square of one parent's mean, so two spreads
     * widen it (decision 0546).
     */
    public double compound(double sources, double sourcesVariance, Figure figure) {
        if (!(sources > 0)) return 0;
        double spread = Math.max(0, sourcesVariance);
        return BucketFill.remembered(WORKED, new Expectation(this, sources, spread, figure), () -> worked(sources, spread, figure));
    }

    /**
     * As {@link #compound(double, double, Figure)} where {@code count} children of {@code sources} parents are all they
     * give, else (fewer, where the entity's count caps them) {@code figure} of {@code count}.
     */
    public double compound(double sources, double sourcesVariance, double count, Figure figure) {
        if (!(sources > 0) || !givesAll(sources, count)) return figure.applyAsDouble(count);
        return compound(sources, sourcesVariance, figure);
    }

    /** As {@link #compound(double, double, double, Figure)} with the parents' number not spread. */
    public double expected(double sources, double count, Figure figure) {
        return compound(sources, 0, count, figure);
    }

    /** Whether {@code count} children are all that {@code sources} parents give on average. */
    public boolean givesAll(double sources, double count) {
        return Math.abs(count - sources * mean()) <= 1e-9 * Math.max(1, count);
    }

    /**
     * The variance of the children {@code sources} parents give in all, their number spread with {@code sourcesVariance}:
     * sources Var(K) + sourcesVariance E[K]² over the counts taken (the compound of the two spreads, decision 0546).
     */
    public double sumVariance(double sources, double sourcesVariance) {
        if (!(sources > 0)) return 0;
        double m1 = expected(1, times(1));
        double m2 = expected(1, SQUARE);
        return sources * Math.max(0, m2 - m1 * m1) + Math.max(0, sourcesVariance) * m1 * m1;
    }

    /**
     * The expectation of {@code figure} of one parent's children over the parents reached from a {@code picked} share
     * of all the children picked at random: a parent of k children is reached with the chance 1 - (1 - picked)^k, k
     * times one child's for a single child, so the parents reached are the fuller ones, E[figure(K) K] / E[K] for one
     * child (size bias: docs/counting-rules.md "Parents reached through their children", decision 0535). Kept as
     * {@link #expected(double, Figure)} is.
     */
    public double reached(double picked, Figure figure) {
        return reached(picked, Double.POSITIVE_INFINITY, figure);
    }

    /**
     * As {@link #reached(double, Figure)} where the children number {@code all}: the picked ones, drawn without putting
     * back, miss a parent of k with the chance (1 - k / all)^(picked all), so one child picked reaches it with the chance
     * k / all even where a parent links a large share of all the children (a many-to-many's, decision 0558).
     */
    public double reached(double picked, double all, Figure figure) {
        if (!(picked > 0)) return figure.applyAsDouble(mean());
        double share = Math.min(1, picked);
        double of = all > 0 && !Double.isInfinite(all) ? all : 0;
        return BucketFill.remembered(WORKED, new Expectation(this, -share, of, figure), () -> {
            double[] sums = new double[2];
            BucketFill.eachCount(ChildrenTaken.spread(min, avg, max), (n, weight) -> {
                // the chance of being reached grows with all the parent's children; the figure sees those taken
                double chance = share >= 1 ? (n > 0 ? 1 : 0)
                        : of > 0 ? (n >= of ? 1 : -Math.expm1(share * of * Math.log1p(-n / of)))
                        : -Math.expm1(n * Math.log1p(-share));
                sums[0] += weight * chance;
                sums[1] += weight * chance * figure.applyAsDouble(limit > 0 ? Math.min(n, limit) : n);
            });
            return sums[0] > 0 ? sums[1] / sums[0] : figure.applyAsDouble(mean());
        });
    }

    /** Each child in hand taken {@code perChild} times: a straight line, as bytes per child are. */
    public static Figure times(double perChild) {
        return new Times(perChild);
    }

    /** Forgets the expectations worked out so far ({@link BucketFill#forgetWorkedOut}). */
    static void forgetWorkedOut() {
        WORKED.clear();
    }

    private double worked(double sources, double sourcesVariance, Figure figure) {
        double[] sums = new double[3];
        boolean one = sources <= 1 && sourcesVariance == 0;
        BucketFill.eachCount(ChildrenTaken.spread(min, avg, max), (n, share) -> {
            double k = limit > 0 ? Math.min(n, limit) : n;
            sums[0] += share * k;
            sums[1] += share * k * k;
            if (one) sums[2] += share * figure.applyAsDouble(k);
        });
        if (one) return sources * sums[2];
        double mean = sources * sums[0];
        double variance = sources * Math.max(0, sums[1] - sums[0] * sums[0]) + sourcesVariance * sums[0] * sums[0];
        double half = Math.min(mean, Math.sqrt(3 * variance));
        double sum = 0;
        for (int i = 0; i < STEPS; i++) sum += figure.applyAsDouble(mean - half + (i + 0.5) / STEPS * 2 * half);
        return sum / STEPS;
    }

    /** The distinct containers of {@code fill} the children fall in, {@code parents} parents' worth ({@link BucketFill#distinctOf}). */
    public static Figure distinctIn(BucketFill fill, double parents) {
        return new DistinctIn(fill, parents);
    }

    /** The distinct instances of {@code population} the children hold, {@code each} each ({@link Links#distinctHeld}). */
    public static Figure distinctHeld(double each, double population) {
        return new DistinctHeld(each, population);
    }

    private record DistinctIn(BucketFill fill, double parents) implements Figure {
        @Override
        public double applyAsDouble(double children) {
            return fill.distinctOf(parents, children);
        }

        // hand-written as the record's own would be, without its method handles: decision 0487
        @Override
        public boolean equals(Object o) {
            return this == o || o instanceof DistinctIn that && Double.compare(parents, that.parents) == 0 && Objects.equals(fill, that.fill);
        }

        @Override
        public int hashCode() {
            return 31 * Objects.hashCode(fill) + Double.hashCode(parents);
        }
    }

    /** The square of the children in hand: with {@link #times} of 1, the moments the compound variance takes. */
    private static final Figure SQUARE = new Figure() {
        @Override
        public double applyAsDouble(double children) {
            return children * children;
        }
    };

    private record Times(double perChild) implements Figure {
        @Override
        public double applyAsDouble(double children) {
            return perChild * children;
        }

        @Override
        public boolean equals(Object o) {
            return this == o || o instanceof Times that && Double.compare(perChild, that.perChild) == 0;
        }

        @Override
        public int hashCode() {
            return Double.hashCode(perChild);
        }
    }

    private record DistinctHeld(double each, double population) implements Figure {
        @Override
        public double applyAsDouble(double children) {
            return Links.distinctHeld(children, each, population);
        }

        @Override
        public boolean equals(Object o) {
            return this == o || o instanceof DistinctHeld that && Double.compare(each, that.each) == 0
                    && Double.compare(population, that.population) == 0;
        }

        @Override
        public int hashCode() {
            return 31 * Double.hashCode(each) + Double.hashCode(population);
        }
    }

    /** What an expectation depends on. */
    private record Expectation(ChildCounts counts, double sources, double sourcesVariance, Figure figure) {
        @Override
        public boolean equals(Object o) {
            return this == o || o instanceof Expectation that && Double.compare(sources, that.sources) == 0
                    && Double.compare(sourcesVariance, that.sourcesVariance) == 0
                    && Objects.equals(counts, that.counts) && Objects.equals(figure, that.figure);
        }

        @Override
        public int hashCode() {
            int h = Objects.hashCode(counts);
            h = 31 * h + Double.hashCode(sources);
            h = 31 * h + Double.hashCode(sourcesVariance);
            return 31 * h + Objects.hashCode(figure);
        }
    }

    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof ChildCounts that && min == that.min && limit == that.limit
                && Double.compare(avg, that.avg) == 0 && Objects.equals(max, that.max);
    }

    @Override
    public int hashCode() {
        int h = Integer.hashCode(min);
        h = 31 * h + Double.hashCode(avg);
        h = 31 * h + Objects.hashCode(max);
        return 31 * h + Integer.hashCode(limit);
    }
}
