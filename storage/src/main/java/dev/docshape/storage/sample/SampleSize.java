package dev.docshape.storage.sample;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Numbers;
import dev.docshape.model.Relationship;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * How many entity instances and links a sample would generate, worked out from the model's averages
 * before anything is drawn, so a small file that asks for billions (three one-to-many levels of
 * 1,000) is refused at once with the figure and a scale that fits, not after hours and gigabytes.
 * Follows owning relationships as {@link Population} does, without recursion.
 */
final class SampleSize {
    /** Instances plus links a sample may generate: well past what measuring needs, well within memory. */
    static final double LIMIT = 10_000_000;
    /** One-digit scales tried below the first guess: nine per power of ten, down to a millionth of it. */
    private static final int MAX_SCALE_STEPS = 60;

    private SampleSize() {
    }

    static void check(DataModel model, SampleOptions options, Map<String, Relationship> owning) {
        check(model, options, owning, LIMIT);
    }

    static void check(DataModel model, SampleOptions options, Map<String, Relationship> owning, double limit) {
        LookupTables lookups = LookupTables.of(model);
        double total = total(model, owning, lookups, options.scale());
        if (total <= limit) return;
        double smallest = total(model, owning, lookups, Double.MIN_VALUE);
        String message = String.format(Locale.ROOT, "the sample at scale %s would generate about %s entity instances and links "
                + "(the limit is %s)", Numbers.plain(options.scale()), about(total), Numbers.grouped(limit));
        if (smallest > limit) {
            throw new SampleTooLargeException(message + "; it cannot be sampled at any scale: one instance of each top-level entity "
                    + "already gives about " + about(smallest) + ", because of the average children per parent of the "
                    + "relationships; lower those averages");
        }
        throw new SampleTooLargeException(message + "; lower the scale to " + fittingScale(model, owning, lookups, options.scale() * limit / total, limit)
                + " or less (--scale)");
    }

    /** Instances of every entity and links of every relationship a sample at {@code scale} would generate. */
    private static double total(DataModel model, Map<String, Relationship> owning, LookupTables lookups, double scale) {
        Map<String, Double> expected = new HashMap<>();
        for (Entity e : model.entities()) expected(e.id(), model, owning, lookups, scale, expected);
        double total = 0;
        for (double n : expected.values()) total += n;
        for (Relationship r : model.relationships()) {
            Double parents = expected.get(r.parent());
            if (parents != null && owning.get(r.child()) != r) total += parents * Math.max(0, r.avgCount());
        }
        return Double.isNaN(total) ? Double.POSITIVE_INFINITY : total;
    }

    private static String about(double n) {
        if (!Double.isFinite(n)) return "infinitely many";
        return n < 1e15 ? Numbers.grouped(Math.ceil(n)) : String.format(Locale.ROOT, "%.1e", n);
    }

    /** Expected counts of {@code entityId} and its owners, top down (see {@link OwningChain}). */
    private static void expected(String entityId, DataModel model, Map<String, Relationship> owning, LookupTables lookups,
                                 double scale, Map<String, Double> expected) {
        OwningChain chain = OwningChain.of(entityId, owning, expected::containsKey);
        if (chain.cycleEntry() != null) expected.put(chain.cycleEntry(), modelCount(model, lookups, chain.cycleEntry(), scale));
        for (String id : chain.topFirst()) {
            if (expected.containsKey(id)) continue;
            Relationship r = owning.get(id);
            Double parents = r == null ? null : expected.get(r.parent());
            expected.put(id, parents != null
                    ? parents * Math.max(0, OwnedChildren.expected(r, parents, modelCount(model, lookups, id, scale)))
                    : modelCount(model, lookups, id, scale));
        }
    }

    private static double modelCount(DataModel model, LookupTables lookups, String entityId, double scale) {
        return model.entity(entityId).map(e -> lookups.instances(e, scale)).orElse(0L);
    }

    /**
     * A one-digit scale at or below {@code guess} whose sample fits the limit. The guess assumes the
     * sample shrinks in proportion to the scale; it shrinks less where counts stop at one instance, so
     * the guess is checked and stepped down (0.0004, 0.0003, ...) until it fits. The sample at the
     * smallest scale fits (checked before), so this ends.
     */
    private static String fittingScale(DataModel model, Map<String, Relationship> owning, LookupTables lookups, double guess,
                                       double limit) {
        String scale = oneDigit(guess);
        for (int step = 0; step < MAX_SCALE_STEPS && !scale.equals("a smaller value"); step++) {
            double value = Double.parseDouble(scale);
            if (total(model, owning, lookups, value) <= limit) return scale;
            scale = oneDigit(stepDown(value));
        }
        return scale;
    }

    /** The next one-digit value below {@code value}: 0.0004 -> 0.0003, 0.0001 -> 0.00009. */
    private static double stepDown(double value) {
        BigDecimal d = BigDecimal.valueOf(value).stripTrailingZeros();
        int digit = d.unscaledValue().intValue();
        return digit > 1 ? BigDecimal.valueOf(digit - 1, d.scale()).doubleValue() : BigDecimal.valueOf(9, d.scale() + 1).doubleValue();
    }

    /** 0.00034 -> "0.0003": a scale the user can type that stays under the limit. */
    private static String oneDigit(double scale) {
        if (!(scale > 0) || Double.isInfinite(scale)) return "a smaller value";
        return BigDecimal.valueOf(scale).round(new MathContext(1, RoundingMode.FLOOR)).stripTrailingZeros().toPlainString();
    }
}
