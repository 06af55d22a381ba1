package dev.docshape.model.search;

import java.util.List;

/**
 * What a design search found.
 *
 * @param objective    what it minimised
 * @param start        the design it started from, priced
 * @param proposals    the Pareto front (read cost, write cost, storage) of feasible designs better
 *                     than the start on at least one of them, best score first
 * @param reached      the best design the search reached in its own order ({@link PricedDesign#betterThan}: fewest
 *                     broken constraints, then score), feasible or not: what it got to when nothing is proposed
 * @param priced       candidate designs priced
 * @param elapsedNanos how long it ran
 * @param stoppedBy    why it stopped
 */
public record SearchResult(Objective objective, PricedDesign start, List<Proposal> proposals, PricedDesign reached, long priced,
                           long elapsedNanos, StopReason stoppedBy) {

    /** Why a search ended. */
    public enum StopReason {
        /** No single change improved the best design any more, after every restart. */
        CONVERGED,
        /** The time budget ran out. */
        BUDGET,
        /** The maximum number of designs was priced. */
        DESIGN_LIMIT,
        /** The user cancelled. */
        CANCELLED
    }

    public SearchResult {
        proposals = List.copyOf(proposals);
    }

    /** The design with the best score: the first proposal when it beats the start, else the start itself. */
    public PricedDesign best() {
        if (!proposals.isEmpty() && proposals.get(0).priced().betterThan(start)) return proposals.get(0).priced();
        return start;
    }

    /** Designs priced per second. */
    public double pricedPerSecond() {
        return priced / Math.max(1e-9, elapsedNanos / 1e9);
    }
}
