package dev.docshape.storage.measure;

/** What one run of a pattern did against the store. */
final class Tally {
    int roundTrips;
    long docsRead;
    long bytesRead;
    long docsWritten;

    void read(java.util.List<String> docs) {
        roundTrips++;
        docsRead += docs.size();
        for (String d : docs) bytesRead += d.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
    }

    /** A read whose query a real application limits: only the first {@code used} documents count. */
    void readLimited(java.util.List<String> docs, int used) {
        read(docs.subList(0, Math.min(used, docs.size())));
    }

    void write(int docs) {
        roundTrips++;
        docsWritten += docs;
    }
}
