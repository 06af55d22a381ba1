package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.estimate.SizeStatus;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;

import java.util.HashMap;
import java.util.Map;

/**
 * Estimates the design and every suggestion in one incremental {@link EstimateSession}: each
 * suggestion differs from the previous estimate by one or two mappings, so only what those touch
 * is estimated again. Each suggestion is estimated once, however many rules ask about it.
 */
final class SessionSuggestionEstimates implements SuggestionEstimates {
    private final DataModel model;
    private final Design design;
    private final EstimateSession session;
    private final BaselineEstimate before;
    private final Map<Suggestion, Estimate> after = new HashMap<>();

    SessionSuggestionEstimates(DataModel model, Design design, Profile profile) {
        this.model = model;
        this.design = design;
        this.session = new EstimateSession(profile);
        this.before = new BaselineEstimate(model, session.estimate(model, design));
    }

    @Override
    public Estimate before() {
        return before.estimate;
    }

    private Estimate after(Suggestion suggestion) {
        return after.computeIfAbsent(suggestion, s -> session.estimate(model, SuggestedDesign.of(design, s)));
    }

    @Override
    public boolean harmless(Suggestion suggestion) {
        Estimate then = after(suggestion);
        long over = BaselineEstimate.troubled(then, SizeStatus.OVER);
        long warn = BaselineEstimate.troubled(then, SizeStatus.WARN);
        return over <= before.over && warn + over <= before.warn + before.over
                && then.problems().size() <= before.estimate.problems().size();
    }

    @Override
    public Effect effect(Suggestion suggestion) {
        return EffectComparison.effect(model, before, after(suggestion));
    }
}
