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

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof Subset that && size == that.size
            && bucketSize == that.bucketSize
            && rest == that.rest
            && Objects.equals(order, that.order);
    }

    @Override
    public int hashCode() {
        int h = Integer.hashCode(size);
        h = 31 * h + Objects.hashCode(rest);
        h = 31 * h + Integer.hashCode(bucketSize);
        h = 31 * h + Objects.hashCode(order);
        return h;
    }
}
