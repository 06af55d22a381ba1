package dev.docshape.model.search;

import java.util.List;

/**
 * Where a running search stands.
 *
 * @param priced       candidate designs priced so far
 * @param elapsedNanos time since the search started
 * @param budgetNanos  the time the search may take
 * @param start        the design the search started from, priced
 * @param best         the best design found so far (by the objective's score)
 * @param front        the Pareto front so far, best score first
 * @param proposed     what the search would propose now: the front's members better than the start, best score
 *                     first, without their idle changes (decision 0226), at most as many as it proposes; brought up
 *                     to date at most a fifth of the time, so it may be a report or two behind {@code front}; empty
 *                     for a listener that does not show them ({@link SearchListener#showsProposed()})
 */
public record SearchProgress(long priced, long elapsedNanos, long budgetNanos, PricedDesign start, PricedDesign best,
                             List<PricedDesign> front, List<PricedDesign> proposed) {
    public SearchProgress {
        front = List.copyOf(front);
        proposed = List.copyOf(proposed);
    }

    /** Elapsed time as a fraction of the budget, at most 1. */
    public double fractionOfBudget() {
        return Math.min(1.0, elapsedNanos / (double) Math.max(1, budgetNanos));
    }
}
