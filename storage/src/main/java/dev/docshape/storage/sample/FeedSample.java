package dev.docshape.storage.sample;

import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The instances each feed of a design holds in the sample: the first {@code keep} of all by its
 * order, in that order (docs/counting-rules.md "Ordering and feeds"). Computed on first need.
 */
final class FeedSample {
    private final Map<String, Duplicates.Duplicate> feeds = new HashMap<>();
    private final Map<String, long[]> held = new HashMap<>();
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

    /** The instances the entity's feed holds, first by its order; null when the entity has no feed. */
    long[] instances(String entityId) {
        Duplicates.Duplicate feed = feeds.get(entityId);
        if (feed == null) return null;
        return held.computeIfAbsent(entityId, id -> {
            long[] all = new long[(int) population.count(id)];
            for (int i = 0; i < all.length; i++) all[i] = i;
            long[] first = attributes.firstBy(id, feed.order(), all);
            return Arrays.copyOf(first, Math.min(first.length, feed.keep()));
        });
    }
}
