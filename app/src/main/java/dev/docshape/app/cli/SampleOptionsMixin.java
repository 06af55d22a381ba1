package dev.docshape.app.cli;

import dev.docshape.model.DataModel;
import dev.docshape.storage.sample.ChildCounts;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.SampleScale;
import picocli.CommandLine.Option;

import java.io.PrintWriter;

/**
 * {@code --scale}, {@code --seed} and {@code --skewed}: how sample data is drawn. Without {@code --scale}
 * the scale is the one the designer's Samples tab starts with ({@link SampleScale}, docs/sample-data.md).
 */
final class SampleOptionsMixin {

    @Option(names = "--scale", paramLabel = "N",
            description = "Factor applied to the model's entity counts (default: the smallest that gives every access "
                    + "pattern " + SampleScale.MEASURED_INSTANCES + " instances to run over, as the designer's Samples tab "
                    + "starts; at least " + SampleScale.MIN + ").")
    Double scale;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "The same seed gives the same data (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--skewed", description = "Spread children with a long tail instead of uniformly.")
    boolean skewed;

    /**
     * The options and, when no {@code --scale} was given, the line that says which scale was chosen and why.
     *
     * @param why null when the user gave the scale
     */
    record Chosen(SampleOptions options, String why) {
        /**
         * Says why the scale was chosen, on the command's error stream (its output may be JSON), once the work is
         * done: a command that fails says one line, the failure (a refused sample names its scale itself).
         */
        void explain(PrintWriter err) {
            if (why != null) err.println(why);
        }
    }

    /** The options for {@code model}, or a one-line reason when the scale given is not a positive number. */
    Chosen choose(DataModel model) {
        ChildCounts counts = skewed ? ChildCounts.SKEWED : ChildCounts.UNIFORM;
        if (scale != null) {
            if (!(scale > 0) || Double.isInfinite(scale)) {
                throw new CliException("--scale must be a positive number, was " + scale);
            }
            return new Chosen(new SampleOptions(seed, scale, counts), null);
        }
        SampleScale.Choice choice = SampleScale.choose(model);
        return new Chosen(new SampleOptions(seed, choice.scale(), counts), choice.line());
    }
}
