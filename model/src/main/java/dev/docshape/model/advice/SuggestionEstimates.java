package dev.docshape.model.advice;

import dev.docshape.model.estimate.Estimate;

/**
 * The estimator's side of the advice: the design's estimate now, and for each suggestion whether
 * it is harmless and what it would change. {@link SessionSuggestionEstimates} is the fast one; the
 * tests hold a reference that estimates every suggestion from scratch, and both must agree exactly.
 */
interface SuggestionEstimates {
    /** The design's estimate as it is. */
    Estimate before();

    /** True when the suggestion puts no more collections near or over a limit and adds no projection problem. */
    boolean harmless(Suggestion suggestion);

    /** The patterns and collections whose estimates the suggestion changes, and the totals before and after. */
    Effect effect(Suggestion suggestion);
}
