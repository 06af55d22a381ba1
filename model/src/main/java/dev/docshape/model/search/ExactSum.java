package dev.docshape.model.search;

import java.util.Arrays;

/**
 * A sum of doubles kept exactly, so terms can be added and taken away in any order and {@link #value()} is
 * always the exact sum rounded once: the same double whatever the order. A difference of plain doubles is
 * not the from-scratch sum (docs/decisions/0222-search-pricing-proportional-to-the-move.md); this is. The exact
 * sum is held as non-overlapping partial sums in increasing magnitude (Shewchuk's algorithm, as Python's
 * {@code math.fsum}); for finite terms whose sum stays finite.
 */
final class ExactSum {
    private double[] partials = new double[4];
    private int count;

    void add(double x) {
        int i = 0;
        for (int k = 0; k < count; k++) {
            double y = partials[k];
            if (Math.abs(x) < Math.abs(y)) {
                double t = x;
                x = y;
                y = t;
            }
            double hi = x + y;
            double lo = y - (hi - x);
            if (lo != 0.0) partials[i++] = lo;
            x = hi;
        }
        if (i == partials.length) partials = Arrays.copyOf(partials, i * 2);
        partials[i] = x;
        count = i + 1;
    }

    void subtract(double x) {
        add(-x);
    }

    void clear() {
        count = 0;
    }

    /** The exact sum, rounded to the nearest double (ties to even). */
    double value() {
        int n = count;
        if (n == 0) return 0.0;
        double hi = partials[--n];
        double lo = 0.0;
        while (n > 0) {
            double x = hi;
            double y = partials[--n];
            hi = x + y;
            double yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) break;
        }
        // hi + lo is exact; when lo is exactly half an ulp, the partials below it decide the rounding
        if (n > 0 && ((lo < 0 && partials[n - 1] < 0) || (lo > 0 && partials[n - 1] > 0))) {
            double y = lo * 2;
            double x = hi + y;
            double yr = x - hi;
            if (y == yr) hi = x;
        }
        return hi;
    }
}
