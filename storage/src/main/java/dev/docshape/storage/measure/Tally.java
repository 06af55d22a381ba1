package dev.docshape.storage.measure;

/** What one run of a pattern did against the store. */
final class Tally {
    int roundTrips;
    long docsRead;
    double bytesRead;
    /** Bucket documents read, the items they held and the items they could hold. */
    long bucketsRead;
    long bucketItems;
    long bucketCapacity;
    long docsWritten;

    /** One request that returned {@code docs} documents of {@code bytes} bytes in the profile's encoding. */
    void read(int docs, double bytes) {
        roundTrips++;
        docsRead += docs;
        bytesRead += bytes;
    }

    /**
     * Adds what {@code part} read to the request sent last, without a request of its own: documents
     * that one query returns beside others (co-located children).
     */
    void fold(Tally part) {
        docsRead += part.docsRead;
        bytesRead += part.bytesRead;
    }

    void bucketRead(int items, int size) {
        bucketsRead++;
        bucketItems += items;
        bucketCapacity += size;
    }

    void write(int docs) {
        roundTrips++;
        docsWritten += docs;
    }
}
