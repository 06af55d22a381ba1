package dev.docshape.model.projection;

import java.util.Map;

/**
 * The containers the first x items of a store's order reach, that order starting at a parent's first child and going
 * through the parents in turn, each parent's children filling its containers of {@code size} in turn (its document, one
 * container, when the size is unbounded), each parent's count of children drawn from the relationship's spread
 * (docs/counting-rules.md "Ties in an order", decision 0564). A renewal count worked out point by point: the chance a
 * parent starts at a point, {@code u(k) = Σ_s f(s)·u(k − s)}, gives the chance a container starts there,
 * {@code Σ_j u(k − j·size)·P(S > j·size)}; the containers reached by x items are those starting before x. Where the
 * parents have many children a point stands for several; past the table's end (8 of the largest parents) the count
 * is a straight line, the containers per child times the children, plus what the last parent's worth of the table
 * reached above that line on average.
 */
final class StoreOrderStart {
    /** Points the table holds at most. */
    private static final int MAX_POINTS = 4096;
    /** Largest parents the table reaches over: past that the start no longer shows. */
    private static final int PARENTS_COVERED = 8;
    /** Positions of the stretch's last tied item summed one by one, at most. */
    private static final int MAX_TERMS = 8192;
    /** Points either side of the mean a long stretch's spread is summed over. */
    private static final int NORMAL_POINTS = 100;

    /** Children a point stands for. */
    private final double block;
    /** {@code reached[k]}: the containers, on average, whose first child lies among the first {@code k} points. */
    private final double[] reached;
    /** Containers per child past the table's end. */
    private final double rate;
    /** Past the table's end, the containers reached over those the rate gives: its mean over the last parent's worth of points. */
    private final double offset;

    private StoreOrderStart(double block, double[] reached, double rate) {
        this.block = block;
        this.reached = reached;
        this.rate = rate;
        int end = reached.length - 1, from = Math.max(0, end - end / PARENTS_COVERED);
        double sum = 0;
        for (int k = from; k <= end; k++) sum += reached[k] - k * block * rate;
        this.offset = sum / (end - from + 1);
    }

    /**
     * The start of the order over parents of each count of children in {@code counts} (with its share of the parents),
     * their children in containers of {@code size}; a parent with no children holds no container and takes no place.
     */
    static StoreOrderStart of(Map<Long, Double> counts, int size) {
        long largest = 0;
        double parents = 0, children = 0, containers = 0;
        for (Map.Entry<Long, Double> c : counts.entrySet()) {
            if (c.getKey() <= 0) continue;
            largest = Math.max(largest, c.getKey());
            parents += c.getValue();
            children += c.getValue() * c.getKey();
            containers += c.getValue() * ((c.getKey() + size - 1) / size);
        }
        if (!(parents > 0)) return new StoreOrderStart(1, new double[] {0}, 0);
        double rate = containers / children;
        int points = (int) Math.min(MAX_POINTS, PARENTS_COVERED * largest);
        double block = (double) PARENTS_COVERED * largest / points;
        // each count in points (at least one), its share among the parents with children
        int[] steps = new int[counts.size()];
        double[] shares = new double[counts.size()];
        int classes = 0;
        for (Map.Entry<Long, Double> c : counts.entrySet()) {
            if (c.getKey() <= 0 || !(c.getValue() > 0)) continue;
            steps[classes] = (int) Math.max(1, Math.round(c.getKey() / block));
            shares[classes++] = c.getValue() / parents;
        }
        double[] parentAt = new double[points];
        parentAt[0] = 1;
        for (int k = 1; k < points; k++) {
            double u = 0;
            for (int i = 0; i < classes; i++) if (steps[i] <= k) u += shares[i] * parentAt[k - steps[i]];
            parentAt[k] = u;
        }
        // a container starts j·size children into a parent that has more than j·size children
        double[] more = new double[points];
        for (int i = 0; i < classes; i++) for (int m = 0; m < Math.min(steps[i], points); m++) more[m] += shares[i];
        double sizeInPoints = Math.min(size / block, points);
        // containers starting m points into a parent, counted once: with small containers and wide points many start in
        // one point, and walking them for every parent start would cost points / sizeInPoints each
        double[] startsInto = new double[points];
        for (int j = 0; j * sizeInPoints < points; j++) startsInto[(int) (j * sizeInPoints)]++;
        double[] containerAt = new double[points];
        for (int k = 0; k < points; k++) {
            if (parentAt[k] == 0) continue;
            for (int m = 0; k + m < points && more[m] > 0; m++) containerAt[k + m] += parentAt[k] * more[m] * startsInto[m];
        }
        double[] reached = new double[points + 1];
        for (int k = 0; k < points; k++) reached[k + 1] = reached[k] + containerAt[k];
        return new StoreOrderStart(block, reached, rate);
    }

    /** The containers, on average, holding one of the first {@code children} children of the store's order. */
    double reached(double children) {
        if (!(children > 0)) return 0;
        double at = children / block;
        int end = reached.length - 1;
        if (at >= end) return children * rate + offset;
        int below = (int) Math.floor(at);
        // a container starting at a point is reached by any part of it
        int above = Math.min(end, below + 1);
        double between = reached[below] + (reached[above] - reached[below]) * (at - below);
        // the order starts at a first child, so any part of it reaches that child's container, however wide a point
        return Math.max(Math.min(1, reached[end]), between);
    }

    /**
     * The containers, on average, reached by the stretch of the store's order that ends at its {@code n}-th tied item,
     * each item tied with the chance {@code share}, each child holding {@code each} items: that item lies
     * {@code X = n + F} items in, F the untied ones before it (negative binomial, {@code n/share} on average); summed
     * over X up to 10 deviations above its mean where that spans fewer than {@link #MAX_TERMS} items, else over a normal
     * spread of the same mean and deviation; each X reaching at most {@code most}, the containers there are.
     */
    double reachedByTied(double each, double n, double share, double most) {
        if (share >= 1) return Math.min(most, reached(n / each));
        double mean = n / share, deviation = Math.sqrt(n * (1 - share)) / share;
        double top = mean + 10 * deviation;
        if (top - n > MAX_TERMS) return normal(each, n, mean, deviation, most);
        // P(F = f) = Γ(f + n) / (f! Γ(n)) share^n (1 − share)^f, term by term from f = 0; what lies past 10 deviations
        // is too little to count
        double logTerm = n * Math.log(share), logMiss = Math.log1p(-share);
        double sum = 0, mass = 0;
        for (int f = 0; n + f <= top; f++) {
            double p = Math.exp(logTerm);
            sum += p * Math.min(most, reached((n + f) / each));
            mass += p;
            logTerm += Math.log((f + n) / (f + 1)) + logMiss;
        }
        return sum / mass;
    }

    /** As {@link #reachedByTied}, X spread normally, at least {@code n}. */
    private double normal(double each, double n, double mean, double deviation, double most) {
        double sum = 0, weights = 0;
        for (int i = -NORMAL_POINTS; i <= NORMAL_POINTS; i++) {
            double z = 5.0 * i / NORMAL_POINTS;
            double w = Math.exp(-z * z / 2);
            sum += w * Math.min(most, reached(Math.max(n, mean + z * deviation) / each));
            weights += w;
        }
        return sum / weights;
    }
}
