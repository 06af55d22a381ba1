package dev.docshape.app.analysis.sample;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Numbers;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;

/**
 * The scale the Samples tab starts with: the smallest that gives every entity a pattern is
 * measured over (its root, or the parent whose children a filter reads, as the measurement picks
 * them) at least {@link SampleJob#MEASURE_SAMPLES} instances, so each measured figure is an average
 * over that many runs rather than one; within {@link #MAX_INSTANCES} instances in all
 * (docs/sample-data.md, "How much data").
 */
final class SampleScale {
    /** The smallest scale offered: one in a thousand. */
    static final double MIN = 0.001;
    /** About as many entity instances as a default sample may have: a few seconds to generate. */
    static final double MAX_INSTANCES = 200_000;

    private SampleScale() {
    }

    /** One significant digit (1, 2 or 5), between {@link #MIN} and 1. */
    static double suggested(DataModel model) {
        double needed = MIN;
        for (AccessPattern p : model.patterns()) {
            Entity runOver = model.entity(measuredOver(model, p)).orElse(null);
            if (runOver != null && runOver.count() > 0) {
                needed = Math.max(needed, (double) SampleJob.MEASURE_SAMPLES / runOver.count());
            }
        }
        double all = 0;
        for (Entity e : model.entities()) all += Math.max(0, e.count());
        double affordable = all > 0 ? MAX_INSTANCES / all : 1;
        return needed <= affordable ? step(Math.min(1, needed), true) : Math.max(MIN, step(Math.min(1, affordable), false));
    }

    /** As the scale field shows it: {@code 0.02}. */
    static String text(double scale) {
        return Numbers.plain(scale);
    }

    /** The entity whose instances a pattern's measurement runs over (as storage.measure.Measurer picks them). */
    private static String measuredOver(DataModel model, AccessPattern p) {
        if (p instanceof ReadPattern read && read.byParent() != null) {
            return model.relationship(read.byParent()).map(r -> r.otherEnd(p.entity())).orElse(p.entity());
        }
        return p.entity();
    }

    /** The 1-2-5 value next to {@code x}, above it ({@code up}) or below it. */
    private static double step(double x, boolean up) {
        double decade = Math.pow(10, Math.floor(Math.log10(x)));
        double[] steps = {1, 2, 5, 10};
        if (up) {
            for (double s : steps) if (s * decade >= x * (1 - 1e-9)) return round(s * decade);
        } else {
            for (int i = steps.length - 1; i >= 0; i--) if (steps[i] * decade <= x * (1 + 1e-9)) return round(steps[i] * decade);
        }
        return round(x);
    }

    private static double round(double v) {
        return Double.parseDouble(String.format(java.util.Locale.ROOT, "%.1g", v));
    }
}
