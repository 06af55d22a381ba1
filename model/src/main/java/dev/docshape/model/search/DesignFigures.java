package dev.docshape.model.search;

/**
 * A design's workload in one objective's metric, per second and weighted by frequency, and the
 * bytes its collections hold: the three axes of the search's Pareto front.
 *
 * @param readCost     the reads' cost per second
 * @param writeCost    the writes' cost per second
 * @param storageBytes the bytes all documents take (average document size times documents)
 * @param score        the objective's weighted sum of read and write cost (lower is better)
 */
public record DesignFigures(double readCost, double writeCost, double storageBytes, double score) {

    /** True when this is no worse on every axis and better on at least one. */
    public boolean dominates(DesignFigures other) {
        boolean noWorse = readCost <= other.readCost && writeCost <= other.writeCost && storageBytes <= other.storageBytes;
        boolean better = readCost < other.readCost || writeCost < other.writeCost || storageBytes < other.storageBytes;
        return noWorse && better;
    }
}
