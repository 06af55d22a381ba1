package dev.docshape.model.estimate;

import java.util.List;
import java.util.Objects;

/**
 * What one access pattern costs under a design and a profile (docs/counting-rules.md#round-trips).
 *
 * @param patternId       the pattern's id
 * @param name            the pattern's name
 * @param kind            read, insert, update, delete, link or unlink
 * @param roundTrips      requests with batched accounting (one per referenced relationship per level)
 * @param roundTripsNaive requests when a reference is followed once per parent instance (N + 1)
 * @param depth           the longest chain of requests that depend on each other
 * @param docsRead        documents the server reads (whole documents), on average
 * @param bytesRead       bytes of those documents
 * @param docsWritten     documents written, including every copy of denormalized data
 * @param bytesWritten    bytes of those documents (each written document counts whole)
 * @param ru              request units under the profile's cost model
 * @param requests        the planned requests, in order, which the numbers above sum up
 */
public record PatternEstimate(String patternId, String name, PatternKind kind, int roundTrips, double roundTripsNaive,
                              int depth, double docsRead, double bytesRead, double docsWritten, double bytesWritten,
                              double ru, List<Request> requests) {
    public PatternEstimate {
        requests = List.copyOf(requests == null ? List.of() : requests);
    }

    /** The most partitions (shards) any one of its requests goes to: 1 when every request stays in one partition. */
    public int maxPartitions() {
        int most = 1;
        for (Request r : requests) most = Math.max(most, r.partitions());
        return most;
    }

    /**
     * Bytes the server sends back for the pattern's reads: {@link #bytesRead} less what projections leave out
     * (docs/counting-rules.md "Projections and counts on includes"), the sum over its requests.
     */
    public double bytesReturned() {
        double bytes = 0;
        for (Request r : requests) bytes += r.bytesReturned();
        return bytes;
    }

    /** Index entries the pattern adds or removes (MongoDB: keys; Cosmos DB: index terms), the sum over its requests. */
    public double indexKeysWritten() {
        double keys = 0;
        for (Request r : requests) keys += r.indexKeysWritten();
        return keys;
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof PatternEstimate that && roundTrips == that.roundTrips
            && depth == that.depth
            && Double.compare(ru, that.ru) == 0
            && Double.compare(docsRead, that.docsRead) == 0
            && Double.compare(bytesRead, that.bytesRead) == 0
            && Double.compare(docsWritten, that.docsWritten) == 0
            && Double.compare(bytesWritten, that.bytesWritten) == 0
            && Double.compare(roundTripsNaive, that.roundTripsNaive) == 0
            && kind == that.kind
            && Objects.equals(patternId, that.patternId)
            && Objects.equals(name, that.name)
            && Objects.equals(requests, that.requests);
    }

    @Override
    public int hashCode() {
        int h = Objects.hashCode(patternId);
        h = 31 * h + Objects.hashCode(name);
        h = 31 * h + Objects.hashCode(kind);
        h = 31 * h + Integer.hashCode(roundTrips);
        h = 31 * h + Double.hashCode(roundTripsNaive);
        h = 31 * h + Integer.hashCode(depth);
        h = 31 * h + Double.hashCode(docsRead);
        h = 31 * h + Double.hashCode(bytesRead);
        h = 31 * h + Double.hashCode(docsWritten);
        h = 31 * h + Double.hashCode(bytesWritten);
        h = 31 * h + Double.hashCode(ru);
        h = 31 * h + Objects.hashCode(requests);
        return h;
    }
}
