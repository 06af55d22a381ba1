package dev.docshape.model.advice;

import dev.docshape.model.estimate.Estimate;

import java.util.function.BooleanSupplier;

/** Suggestion estimates that give up before each estimate once the advice is no longer wanted (decision 0414). */
final class StoppableEstimates implements SuggestionEstimates {
    private final SuggestionEstimates estimates;
    private final BooleanSupplier stopped;

    StoppableEstimates(SuggestionEstimates estimates, BooleanSupplier stopped) {
        this.estimates = estimates;
        this.stopped = stopped;
    }

    @Override
    public Estimate before() {
        return estimates.before();
    }

    @Override
    public boolean harmless(Suggestion suggestion) {
        Advisor.stopIf(stopped);
        return estimates.harmless(suggestion);
    }

    @Override
    public Effect effect(Suggestion suggestion) {
        Advisor.stopIf(stopped);
        return estimates.effect(suggestion);
    }
}
