package dev.docshape.model.search;

import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.estimate.PatternEstimate;

/**
 * Each pattern's weighted cost in the objective's metric, by the pattern's position in the model, kept
 * from one candidate to the next: the estimate session says which patterns it planned again
 * ({@link EstimateSession#replannedPatterns}), so only theirs are worked out again. The read and
 * write costs are still summed over every pattern in model order, the very sums pricing from scratch
 * makes (docs/decisions/0223-search-pricing-proportional-to-the-change.md).
 */
final class PatternCosts {
    private final Objective objective;
    private final double[] frequencies;
    /** Per position: the estimate the cost was worked out from (null: the pattern could not be planned), its cost, whether it reads. */
    private final PatternEstimate[] estimates;
    private final double[] costs;
    private final boolean[] reads;
    private double read;
    private double write;

    /** @param frequencies the patterns' frequencies in model order */
    PatternCosts(Objective objective, double[] frequencies) {
        this.objective = objective;
        this.frequencies = frequencies;
        this.estimates = new PatternEstimate[frequencies.length];
        this.costs = new double[frequencies.length];
        this.reads = new boolean[frequencies.length];
    }

    /** Takes in the session's last estimate; {@link #read()} and {@link #write()} are then its costs. */
    void update(EstimateSession session) {
        int[] replanned = session.replannedPatterns();
        if (replanned == null) {
            for (int i = 0; i < estimates.length; i++) put(i, session.patternAt(i));
        } else {
            for (int i : replanned) put(i, session.patternAt(i));
        }
        double r = 0;
        double w = 0;
        for (int i = 0; i < estimates.length; i++) {
            if (estimates[i] == null) continue;
            if (reads[i]) r += costs[i];
            else w += costs[i];
        }
        read = r;
        write = w;
    }

    private void put(int position, PatternEstimate p) {
        if (p == estimates[position] && p != null) return;
        estimates[position] = p;
        if (p == null) return;
        costs[position] = objective.perExecution(p) * frequencies[position];
        reads[position] = Objective.isRead(p);
    }

    double read() {
        return read;
    }

    double write() {
        return write;
    }
}
