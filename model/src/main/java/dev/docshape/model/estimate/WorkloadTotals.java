package dev.docshape.model.estimate;

/**
 * The whole workload per second: every pattern's numbers weighted by its frequency.
 *
 * @param roundTripsPerSecond   batched requests per second
 * @param docsReadPerSecond     documents read per second
 * @param bytesReadPerSecond    bytes read per second
 * @param docsWrittenPerSecond  documents written per second
 * @param bytesWrittenPerSecond bytes written per second
 * @param ruPerSecond           request units per second (Azure Cosmos DB's charge)
 * @param indexKeysWrittenPerSecond index entries added or removed per second
 */
public record WorkloadTotals(double roundTripsPerSecond, double docsReadPerSecond, double bytesReadPerSecond,
                             double docsWrittenPerSecond, double bytesWrittenPerSecond, double ruPerSecond, double indexKeysWrittenPerSecond) {
    public static final WorkloadTotals ZERO = new WorkloadTotals(0, 0, 0, 0, 0, 0, 0);
}
