package dev.docshape.storage.sample;

import java.util.Objects;

/**
 * How sample data is drawn.
 *
 * @param seed        the same seed gives the same data
 * @param scale       factor applied to the model's entity counts (0.01 = one percent)
 * @param childCounts how children are spread over their parents
 */
public record SampleOptions(long seed, double scale, ChildCounts childCounts) {
    public SampleOptions {
        if (!(scale > 0) || Double.isInfinite(scale)) throw new IllegalArgumentException("scale must be a positive number, was " + scale);
        Objects.requireNonNull(childCounts, "child counts");
    }

    public static SampleOptions of(long seed, double scale) {
        return new SampleOptions(seed, scale, ChildCounts.UNIFORM);
    }
}
