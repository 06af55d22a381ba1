package dev.docshape.storage.migrate;

import java.time.Duration;

/**
 * Documents a store handles per second, and where the figure comes from (shown in the script's header).
 *
 * @param documentsPerSecond documents read or written per second
 * @param source             how it was obtained ("measured writing the sample store: 52,000 documents in 1.3 s")
 */
public record Throughput(double documentsPerSecond, String source) {
    public Throughput {
        if (!(documentsPerSecond > 0) || Double.isInfinite(documentsPerSecond)) {
            throw new IllegalArgumentException("documents per second must be a positive number, was " + documentsPerSecond);
        }
    }

    /** The figure of {@code documents} handled in {@code took}. */
    public static Throughput measured(long documents, Duration took, String what) {
        double seconds = Math.max(took.toNanos(), 1_000_000) / 1e9;
        return new Throughput(Math.max(documents, 1) / seconds,
                String.format(java.util.Locale.ROOT, "measured %s: %,d instances in %.1f s", what, documents, seconds));
    }

    /** How long {@code documents} take at this rate. */
    public Duration timeFor(long documents) {
        return Duration.ofMillis(Math.round(documents / documentsPerSecond * 1000));
    }
}
