package dev.docshape.app.cli;

import dev.docshape.storage.sample.ChildCounts;
import dev.docshape.storage.sample.SampleOptions;
import picocli.CommandLine.Option;

/** {@code --scale}, {@code --seed} and {@code --skewed}: how sample data is drawn. */
final class SampleOptionsMixin {

    @Option(names = "--scale", paramLabel = "N", defaultValue = "0.001",
            description = "Factor applied to the model's entity counts (default: ${DEFAULT-VALUE}).")
    double scale;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "The same seed gives the same data (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--skewed", description = "Spread children with a long tail instead of uniformly.")
    boolean skewed;

    /** The options, or a one-line reason when the scale is not a positive number. */
    SampleOptions options() {
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new CliException("--scale must be a positive number, was " + scale);
        }
        return new SampleOptions(seed, scale, skewed ? ChildCounts.SKEWED : ChildCounts.UNIFORM);
    }
}
