package dev.docshape.storage.sample;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Numbers;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The scale a sample starts with, in the designer's Samples tab and on the command line: the smallest
 * that gives every entity a pattern is measured over (its root, or the parent whose children a filter
 * reads, as the measurement picks them) at least {@link #MEASURED_INSTANCES} instances, so each measured
 * figure is an average over that many runs rather than one; within {@link #MAX_INSTANCES} instances in
 * all (docs/sample-data.md, "How much data"). A lookup table (an entity linked by many-to-many relationships
 * only, {@link LookupTables}) holds enough instances at any scale and does not raise it (decision 0505).
 * The limit of decision 0160 is checked apart from this,
 * before a sample is drawn ({@link SampleSize}).
 */
public final class SampleScale {
    /** The smallest scale offered: one in a thousand. */
    public static final double MIN = 0.001;
    /** About as many entity instances as a default sample may have: a few seconds to generate. */
    public static final double MAX_INSTANCES = 200_000;
    /** Instances of the entity a pattern runs over that each pattern is measured on. */
    public static final int MEASURED_INSTANCES = 20;

    /** Why a scale was chosen, as one line says it. */
    public enum Reason {
        /** One in a thousand already gives every pattern enough instances. */
        SMALLEST_ENOUGH,
        /** Raised until every pattern has enough instances. */
        EVERY_PATTERN_MEASURED,
        /** An entity a pattern runs over has fewer instances than measured: all of them. */
        WHOLE_MODEL,
        /** Enough instances for every pattern would pass {@link #MAX_INSTANCES}: as many as that allows. */
        CAPPED
    }

    /**
     * A scale and why it was chosen; {@code fewer} names the access patterns that run over fewer than
     * {@link #MEASURED_INSTANCES} instances at that scale, with how many ({@code 'a city with its zones' over 2 cities}),
     * when the scale is {@link Reason#CAPPED}.
     */
    public record Choice(double scale, Reason reason, List<String> fewer) {
        private static final int NAMED = 3;

        public Choice {
            fewer = List.copyOf(fewer);
        }

        public Choice(double scale, Reason reason) {
            this(scale, reason, List.of());
        }

        /** One line for the command line: {@code scale 0.005: the smallest at which ...}. */
        public String line() {
            String why = switch (reason) {
                case SMALLEST_ENOUGH -> "the smallest offered; it already gives every access pattern at least "
                        + MEASURED_INSTANCES + " instances to run over";
                case EVERY_PATTERN_MEASURED -> "the smallest that gives every access pattern at least "
                        + MEASURED_INSTANCES + " instances to run over";
                case WHOLE_MODEL -> "the model's own counts; an entity an access pattern runs over has fewer than "
                        + MEASURED_INSTANCES + " instances";
                case CAPPED -> String.format(Locale.ROOT, "the largest within about %s entity instances; %s",
                        Numbers.grouped(MAX_INSTANCES), fewerText());
            };
            return "scale " + text(scale) + ": " + why + " (--scale to change)";
        }

        private String fewerText() {
            if (fewer.isEmpty()) return "some access patterns run over fewer than " + MEASURED_INSTANCES + " instances";
            String named = String.join(", ", fewer.subList(0, Math.min(NAMED, fewer.size())))
                    + (fewer.size() > NAMED ? " and " + (fewer.size() - NAMED) + " more" : "");
            return (fewer.size() == 1 ? "1 access pattern runs" : fewer.size() + " access patterns run") + " over fewer than "
                    + MEASURED_INSTANCES + " instances: " + named;
        }
    }

    private SampleScale() {
    }

    /** One significant digit (1, 2 or 5), between {@link #MIN} and 1. */
    public static double suggested(DataModel model) {
        return choose(model).scale();
    }

    /** The suggested scale and why. */
    public static Choice choose(DataModel model) {
        LookupTables lookups = LookupTables.of(model);
        double needed = MIN;
        for (AccessPattern p : model.patterns()) {
            Entity runOver = model.entity(measuredOver(model, p)).orElse(null);
            if (runOver != null && runOver.count() > 0 && !lookups.contains(runOver.id())) {
                needed = Math.max(needed, (double) MEASURED_INSTANCES / runOver.count());
            }
        }
        double scaled = 0;
        for (Entity e : model.entities()) if (!lookups.contains(e.id())) scaled += Math.max(0, e.count());
        double affordable = scaled > 0 ? Math.max(0, MAX_INSTANCES - lookups.floorsTotal()) / scaled : 1;
        if (needed > affordable && affordable < 1) {
            double capped = Math.max(MIN, step(Math.min(1, affordable), false));
            return new Choice(capped, Reason.CAPPED, fewer(model, lookups, capped));
        }
        if (needed > 1) return new Choice(1, Reason.WHOLE_MODEL);
        return new Choice(step(needed, true), needed > MIN ? Reason.EVERY_PATTERN_MEASURED : Reason.SMALLEST_ENOUGH);
    }

    /** The patterns whose entity has fewer than {@link #MEASURED_INSTANCES} instances at {@code scale}, with how many. */
    private static List<String> fewer(DataModel model, LookupTables lookups, double scale) {
        List<String> fewer = new ArrayList<>();
        for (AccessPattern p : model.patterns()) {
            Entity runOver = model.entity(measuredOver(model, p)).orElse(null);
            if (runOver == null || runOver.count() <= 0 || lookups.contains(runOver.id())) continue;
            long instances = lookups.instances(runOver, scale);
            if (instances < Math.min(runOver.count(), MEASURED_INSTANCES)) {
                fewer.add("'" + p.name() + "' over " + Numbers.grouped(instances) + " " + runOver.name());
            }
        }
        return fewer;
    }

    /** As the scale field shows it: {@code 0.02}. */
    public static String text(double scale) {
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
        return Double.parseDouble(String.format(Locale.ROOT, "%.1g", v));
    }
}
