package dev.docshape.model.mapping;

import java.util.Objects;

/**
 * The children are grouped in bucket documents of {@code size}, each holding the parent's id.
 *
 * @param size  children per bucket document
 * @param order the order of the children inside each bucket, kept sorted on every push; null = the
 *              order they were added (docs/counting-rules.md "Ordering and feeds")
 */
public record Bucket(int size, Ordering order) implements Strategy {
    public Bucket {
        if (size < 1) throw new IllegalArgumentException("bucket size must be at least 1, was " + size);
    }

    /** Buckets in the order the children were added. */
    public Bucket(int size) {
        this(size, null);
    }

    public Bucket withOrder(Ordering newOrder) {
        return new Bucket(size, newOrder);
    }

    @Override
    public boolean embedsChildren() {
        return false;
    }

    @Override
    public String label() {
        return "bucket";
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof Bucket that && size == that.size
            && Objects.equals(order, that.order);
    }

    @Override
    public int hashCode() {
        int h = Integer.hashCode(size);
        h = 31 * h + Objects.hashCode(order);
        return h;
    }
}
