package dev.docshape.storage.measure;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** What one run of a pattern did against the store. */
final class Tally {
    int roundTrips;
    long docsRead;
    double bytesRead;
    /** Bytes the requests sent back: less than {@link #bytesRead} where a read names its fields (a projection). */
    double bytesReturned;
    long docsWritten;
    /** For the first N of all of items kept inside other documents: how they crowd into those documents; else null. */
    OrderClustering clustering;
    /** For the first N of all of items kept inside other documents: the parents whose documents hold them; else null. */
    SampledParents sampledParents;
    /** Per collection, the documents read and their bytes: {documents, bytes} ({@link ReachedSizes}). */
    final Map<String, double[]> byCollection = new HashMap<>();
    /** The values the count queries sent returned, so a test can hold them against the sample. */
    final List<CountAnswer> counts = new ArrayList<>();
    /** The ids of the documents the requests read, in the order read, so a test can hold them against the sample. */
    final List<String> idsRead = new ArrayList<>();

    /** One request that returned {@code docs} documents of {@code bytes} bytes in the profile's encoding. */
    void read(int docs, double bytes) {
        read(docs, bytes, bytes);
    }

    /** As above, sending back {@code returned} bytes of them. */
    void read(int docs, double bytes, double returned) {
        roundTrips++;
        docsRead += docs;
        bytesRead += bytes;
        bytesReturned += returned;
    }

    /**
     * Adds what {@code part} read to the request sent last, without a request of its own: documents
     * that one query returns beside others (co-located children).
     */
    void fold(Tally part) {
        part.byCollection.forEach((c, read) -> collection(c, read[0], read[1]));
        idsRead.addAll(part.idsRead);
        docsRead += part.docsRead;
        bytesRead += part.bytesRead;
        bytesReturned += part.bytesReturned;
    }

    /** Notes that a request read {@code docs} documents of {@code collection}, {@code bytes} bytes in all. */
    void collection(String collection, double docs, double bytes) {
        double[] read = byCollection.computeIfAbsent(collection, c -> new double[2]);
        read[0] += docs;
        read[1] += bytes;
    }

    void write(int docs) {
        roundTrips++;
        docsWritten += docs;
    }
}
