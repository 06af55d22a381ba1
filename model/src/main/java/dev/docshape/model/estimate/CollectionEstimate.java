package dev.docshape.model.estimate;

import dev.docshape.model.naming.Names;

import java.util.Objects;

/**
 * Document size and nesting of one collection under a profile.
 *
 * @param name         the collection name
 * @param avgBytes     average document size (BSON bytes for MongoDB, JSON text bytes for Cosmos DB)
 * @param maxBytes     maximum document size from the maximum counts; null when some embedded array
 *                     is unbounded (no maximum exists)
 * @param limitBytes   the profile's document limit
 * @param nestingDepth levels of objects and arrays (1 for a flat document)
 * @param depthLimit   the profile's nesting limit
 * @param status       OK, WARN (at the warn fraction of a limit) or OVER (beyond it, or unbounded)
 */
public record CollectionEstimate(String name, long avgBytes, Long maxBytes, long limitBytes, int nestingDepth,
                                 int depthLimit, SizeStatus status) {
    public CollectionEstimate {
        Names.requireName(name, "collection name");
        if (status == null) throw new NullPointerException("collection '" + name + "' status");
    }

    /** True when documents may grow without bound. */
    public boolean unbounded() {
        return maxBytes == null;
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof CollectionEstimate that && avgBytes == that.avgBytes
            && status == that.status
            && nestingDepth == that.nestingDepth
            && limitBytes == that.limitBytes
            && depthLimit == that.depthLimit
            && Objects.equals(maxBytes, that.maxBytes)
            && Objects.equals(name, that.name);
    }

    @Override
    public int hashCode() {
        int h = Objects.hashCode(name);
        h = 31 * h + Long.hashCode(avgBytes);
        h = 31 * h + Objects.hashCode(maxBytes);
        h = 31 * h + Long.hashCode(limitBytes);
        h = 31 * h + Integer.hashCode(nestingDepth);
        h = 31 * h + Integer.hashCode(depthLimit);
        h = 31 * h + Objects.hashCode(status);
        return h;
    }
}
