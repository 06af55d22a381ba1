package dev.docshape.model.search;

import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.PatternKind;

import java.util.Objects;

/**
 * What a design search minimises: one metric of the frequency-weighted workload, with reads and
 * writes weighted as the user chooses (docs/counting-rules.md#workload-totals).
 *
 * @param metric      round trips, request units or bytes moved
 * @param readWeight  weight of the reads' cost in the score (0 ignores reads)
 * @param writeWeight weight of the writes' cost in the score (0 ignores writes)
 */
public record Objective(Metric metric, double readWeight, double writeWeight) {

    /** The figure of one pattern execution a search minimises. */
    public enum Metric {
        /** Batched round trips. */
        ROUND_TRIPS,
        /** Request units (Cosmos DB's cost model; under MongoDB an indicative figure on the same scale). */
        REQUEST_UNITS,
        /** Bytes read plus bytes written. */
        BYTES
    }

    public Objective {
        Objects.requireNonNull(metric, "objective metric");
        if (!(readWeight >= 0) || !(writeWeight >= 0) || Double.isInfinite(readWeight) || Double.isInfinite(writeWeight)) {
            throw new IllegalArgumentException("objective weights must be finite and not negative");
        }
        if (readWeight == 0 && writeWeight == 0) {
            throw new IllegalArgumentException("at least one of the read and write weights must be above 0");
        }
    }

    /** Request units, reads and writes weighted alike. */
    public static Objective defaults() {
        return new Objective(Metric.REQUEST_UNITS, 1, 1);
    }

    /** The metric of one execution of the pattern. */
    public double perExecution(PatternEstimate pattern) {
        return switch (metric) {
            case ROUND_TRIPS -> pattern.roundTrips();
            case REQUEST_UNITS -> pattern.ru();
            case BYTES -> pattern.bytesRead() + pattern.bytesWritten();
        };
    }

    /** True for the patterns that count as reads. */
    public static boolean isRead(PatternEstimate pattern) {
        return pattern.kind() == PatternKind.READ;
    }

    /** The weighted score of a workload's read and write costs (lower is better). */
    public double score(double readCost, double writeCost) {
        return readWeight * readCost + writeWeight * writeCost;
    }
}
