package dev.docshape.storage.sample;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Numbers;
import dev.docshape.model.Relationship;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * How many entity instances and links a sample would generate, worked out from the model's averages
 * before anything is drawn, so a small file that asks for billions (three one-to-many levels of
 * 1,000) is refused at once with the figure and a scale that fits, not after hours and gigabytes.
 * Follows owning relationships as {@link Population} does, without recursion.
 */
final class SampleSize {
    /** Instances plus links a sample may generate: well past what measuring needs, well within memory. */
    static final double LIMIT = 10_000_000;

    private SampleSize() {
    }

    static void check(DataModel model, SampleOptions options, Map<String, Relationship> owning) {
        Map<String, Double> expected = new HashMap<>();
        for (Entity e : model.entities()) expected(e.id(), model, owning, options.scale(), expected);
        double total = 0;
        for (double n : expected.values()) total += n;
        for (Relationship r : model.relationships()) {
            Double parents = expected.get(r.parent());
            if (parents != null && owning.get(r.child()) != r) total += parents * Math.max(0, r.avgCount());
        }
        if (!(total <= LIMIT)) {
            double fitting = options.scale() * LIMIT / total;
            throw new SampleTooLargeException(String.format(Locale.ROOT,
                    "the sample at scale %s would generate about %s entity instances and links (the limit is %s); "
                            + "lower the scale to %s or less (--scale)",
                    Numbers.plain(options.scale()), Double.isFinite(total) ? Numbers.grouped(Math.ceil(total)) : "infinitely many",
                    Numbers.grouped(LIMIT), oneDigit(fitting)));
        }
    }

    /** Climbs the owning chain to a known count, a root or a cycle, then counts back down. */
    private static void expected(String entityId, DataModel model, Map<String, Relationship> owning, double scale,
                                 Map<String, Double> expected) {
        if (expected.containsKey(entityId)) return;
        List<String> chain = new ArrayList<>();
        Set<String> onChain = new HashSet<>();
        String current = entityId;
        while (current != null && !expected.containsKey(current) && onChain.add(current)) {
            chain.add(current);
            Relationship r = owning.get(current);
            current = r == null ? null : r.parent();
        }
        if (current != null && onChain.contains(current)) expected.put(current, modelCount(model, current, scale));
        for (int i = chain.size() - 1; i >= 0; i--) {
            String id = chain.get(i);
            if (expected.containsKey(id)) continue;
            Relationship r = owning.get(id);
            Double parents = r == null ? null : expected.get(r.parent());
            double perParent = r == null ? 0 : r.maxCount() == null ? r.avgCount() : Math.min(r.avgCount(), r.maxCount());
            expected.put(id, parents != null ? parents * Math.max(0, perParent) : modelCount(model, id, scale));
        }
    }

    private static double modelCount(DataModel model, String entityId, double scale) {
        double count = model.entity(entityId).map(Entity::count).orElse(0L);
        return count > 0 ? Math.max(1, Math.rint(count * scale)) : 0;
    }

    /** 0.00034 -> "0.0003": a scale the user can type that stays under the limit. */
    private static String oneDigit(double scale) {
        if (!(scale > 0)) return "a smaller value";
        double magnitude = Math.pow(10, Math.floor(Math.log10(scale)));
        double down = Math.floor(scale / magnitude) * magnitude;
        return new java.math.BigDecimal(down).round(new java.math.MathContext(1)).stripTrailingZeros().toPlainString();
    }
}
