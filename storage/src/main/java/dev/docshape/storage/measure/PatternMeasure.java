package dev.docshape.storage.measure;

import java.util.List;

/**
 * One access pattern, measured against the sample store beside the estimator's figures. Measured
 * documents and bytes are averages over the runs; round trips are the same for every run.
 *
 * @param patternId         the pattern's id
 * @param name              the pattern's name
 * @param runs              how many times it ran (one root instance each)
 * @param parents           for a pattern reading the children of one parent: the distinct parents sampled (one per
 *                          run); 0 for other patterns
 * @param roundTrips        requests one run sent
 * @param docsRead          documents returned, per run
 * @param bytesRead         bytes returned per run, in the profile's encoding of the documents really read
 * @param docsWritten       documents written, per run
 * @param estRoundTrips     the estimator's round trips (batched)
 * @param estDocsRead       the estimator's documents read
 * @param estBytesRead      the estimator's bytes read
 * @param estDocsWritten    the estimator's documents written
 * @param notes             where measured and estimated differ, and why
 * @param bytesReturned     bytes sent back per run: less than {@code bytesRead} where the reads name their fields
 *                          (docs/counting-rules.md "Projections and counts on includes")
 * @param estBytesReturned  the estimator's bytes returned
 */
public record PatternMeasure(String patternId, String name, int runs, int parents, int roundTrips, double docsRead, double bytesRead,
                             double docsWritten, int estRoundTrips, double estDocsRead, double estBytesRead,
                             double estDocsWritten, List<String> notes, double bytesReturned, double estBytesReturned) {
    public PatternMeasure {
        notes = List.copyOf(notes);
    }

    public boolean roundTripsMatch() {
        return roundTrips == estRoundTrips;
    }
}
