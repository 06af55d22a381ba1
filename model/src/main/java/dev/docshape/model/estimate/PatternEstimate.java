package dev.docshape.model.estimate;

import java.util.List;

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
}
