package dev.docshape.model.search;

import java.time.Duration;
import java.util.Objects;

/**
 * How long and how widely a design search looks.
 *
 * @param seed      the seed of the restarts' random moves: the same seed gives the same designs
 *                  whenever the search ends by converging or by {@code maxDesigns}, not by time
 * @param budget    the longest the search may run
 * @param maxDesigns at most this many candidate designs priced; 0 for no limit
 * @param restarts  how many times the search starts again from a random variation of the best
 *                  design found, after it stops improving; and at most as many times from the best
 *                  design with one of its changes taken back, before those (decision 0441)
 */
public record SearchSettings(long seed, Duration budget, long maxDesigns, int restarts) {

    public SearchSettings {
        Objects.requireNonNull(budget, "search budget");
        if (budget.isNegative() || budget.isZero()) throw new IllegalArgumentException("the search budget must be above 0");
        if (maxDesigns < 0) throw new IllegalArgumentException("the number of designs must not be negative");
        if (restarts < 0) throw new IllegalArgumentException("the number of restarts must not be negative");
    }

    /** Seed 1, at most 10 seconds, no design limit, 8 restarts. */
    public static SearchSettings defaults() {
        return new SearchSettings(1, Duration.ofSeconds(10), 0, 8);
    }
}
