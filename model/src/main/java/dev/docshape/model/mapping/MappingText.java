package dev.docshape.model.mapping;

import java.util.List;
import java.util.Locale;

/**
 * A mapping in words, for menus, findings and messages: "embedded", "referenced (child holds
 * parent id)", "subset of 3, rest in buckets of 100", with " with a count" for a pre-computed count.
 */
public final class MappingText {
    private MappingText() {
    }

    public static String describe(Mapping mapping) {
        String strategy = describe(mapping.strategy());
        return mapping.precomputedCount() ? strategy + " with a count" : strategy;
    }

    public static String describe(Strategy strategy) {
        if (strategy instanceof Embed) return "embedded";
        if (strategy instanceof Reference r) {
            return "referenced (" + words(r.placement()) + (r.coLocated() ? ", co-located with the parent" : "") + ")";
        }
        if (strategy instanceof ExtendedReference x) {
            List<String> copied = x.copiedFields();
            return "extended reference (" + words(x.holder()) + " keeps "
                    + (copied.isEmpty() ? "the id" : "the id, " + String.join(", ", copied)) + ")";
        }
        if (strategy instanceof Subset s) {
            return "subset of " + s.size() + ordered(s.order()) + (s.rest() == Subset.Rest.BUCKETED
                    ? ", rest in buckets of " + s.bucketSize() : ", rest referenced");
        }
        Bucket b = (Bucket) strategy;
        return "buckets of " + b.size() + ordered(b.order());
    }

    private static String ordered(Ordering order) {
        return order == null ? "" : " (" + order.words() + ")";
    }

    private static String words(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
