package dev.docshape.storage.sample;

import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The instances each feed of a design holds in the sample: the first {@code keep} of all by its
 * order, in that order, or for a feed per parent the first {@code keep} of each parent's children
 * (docs/counting-rules.md "Ordering and feeds"). Computed on first need.
 */
final class FeedSample {
    private final Map<String, Duplicates.Duplicate> feeds = new HashMap<>();
    private final Map<String, long[]> held = new HashMap<>();
    /** For a feed per parent: each parent's held children, first by the feed's order, by parent index. */
    private final Map<String, long[][]> heldByParent = new HashMap<>();
    private final Population population;
    private final AttributeValues attributes;

    FeedSample(Design design, Population population, AttributeValues attributes) {
        this.population = population;
        this.attributes = attributes;
        if (design == null) return;
        for (Duplicates.Duplicate d : design.duplicates().all()) {
            if (d.isFeed()) feeds.put(d.entity(), d);
        }
    }

    /** The instances the entity's feed holds, first by its order (parent by parent for a feed per parent); null when it has no feed. */
    long[] instances(String entityId) {
        Duplicates.Duplicate feed = feeds.get(entityId);
        if (feed == null) return null;
        return held.computeIfAbsent(entityId, id -> {
            if (feed.isPerParent()) return Arrays.stream(perParent(feed)).flatMapToLong(Arrays::stream).toArray();
            long[] all = new long[(int) population.count(id)];
            for (int i = 0; i < all.length; i++) all[i] = i;
            long[] first = attributes.firstBy(id, feed.order(), all);
            return Arrays.copyOf(first, Math.min(first.length, feed.keep()));
        });
    }

    /**
     * The instances the entity's feed per parent holds for parent {@code parentIndex}, first by its order; null when
     * the entity has no feed per parent.
     */
    long[] instancesOf(String entityId, long parentIndex) {
        Duplicates.Duplicate feed = feeds.get(entityId);
        if (feed == null || !feed.isPerParent()) return null;
        long[][] byParent = perParent(feed);
        return parentIndex >= 0 && parentIndex < byParent.length ? byParent[(int) parentIndex] : new long[0];
    }

    private long[][] perParent(Duplicates.Duplicate feed) {
        return heldByParent.computeIfAbsent(feed.entity(), id -> {
            String relationshipId = feed.parent();
            if (!population.hasLinks(relationshipId)) return new long[0][];
            Links links = population.links(relationshipId);
            long[][] byParent = new long[(int) links.parents()][];
            for (int p = 0; p < byParent.length; p++) {
                long[] first = attributes.firstBy(id, feed.order(), links.childrenOf(p));
                byParent[p] = Arrays.copyOf(first, Math.min(first.length, feed.keep()));
            }
            return byParent;
        });
    }
}
