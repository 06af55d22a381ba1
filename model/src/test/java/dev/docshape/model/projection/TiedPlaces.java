package dev.docshape.model.projection;

import java.util.function.DoubleUnaryOperator;

/**
 * Worked by hand for the tests of a tie read in the store's order (docs/counting-rules.md "Ties in an order", decision
 * 0564): the n-th tied item lies {@code X = n + F} items into the store's order, F the untied items before it, a
 * negative binomial.
 */
public final class TiedPlaces {
    private TiedPlaces() {
    }

    /** The mean of {@code reached} over the place X of the {@code n}-th tied item, each item tied with the chance {@code share}. */
    public static double expected(int n, double share, DoubleUnaryOperator reached) {
        double sum = 0, p = Math.pow(share, n);
        for (int f = 0; f < 20_000; f++) {
            sum += p * reached.applyAsDouble(n + f);
            p *= (f + n) / (f + 1.0) * (1 - share);
        }
        return sum;
    }

    /**
     * The parents' documents read for the first {@code n} tied items, every one of {@code parents} parents holding
     * {@code children}: the {@code ceil(X / children)} documents X items reach (at most all of them), each before the
     * last read when one of its children ties.
     */
    public static double documents(int n, double share, int children, int parents) {
        double reached = expected(n, share, x -> Math.min(parents, Math.ceil(x / children)));
        return 1 + (reached - 1) * (1 - Math.pow(1 - share, children));
    }
}
