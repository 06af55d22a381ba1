package dev.docshape.model.mapping;

import java.util.Objects;

/**
 * The parent embeds only its {@code size} most recent children (a bounded array); the rest live
 * outside, referenced or in buckets.
 *
 * @param size       how many children are embedded
 * @param rest       where the other children live
 * @param bucketSize for {@link Rest#BUCKETED}, children per bucket document; otherwise ignored
 * @param order      which children the parent keeps: the first {@code size} by this order, kept
 *                   sorted; null = the most recently added (docs/counting-rules.md "Ordering and feeds")
 */
public record Subset(int size, Rest rest, int bucketSize, Ordering order) implements Strategy {

    /** Where the children beyond the subset live. */
    public enum Rest { REFERENCED, BUCKETED }

    public Subset {
        if (size < 1) throw new IllegalArgumentException("subset size must be at least 1, was " + size);
        Objects.requireNonNull(rest, "subset rest");
        if (rest == Rest.BUCKETED && bucketSize < 1) {
            throw new IllegalArgumentException("subset bucket size must be at least 1, was " + bucketSize);
        }
        if (rest == Rest.REFERENCED) bucketSize = 0;
    }

    /** A subset of the most recently added children. */
    public Subset(int size, Rest rest, int bucketSize) {
        this(size, rest, bucketSize, null);
    }

    public Subset withOrder(Ordering newOrder) {
        return new Subset(size, rest, bucketSize, newOrder);
    }

    @Override
    public boolean embedsChildren() {
        return true;
    }

    @Override
    public String label() {
        return "subset";
    }
}
