package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.estimate.SizeStatus;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;

import java.util.HashMap;
import java.util.List;
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
    /** The patterns differing from the design's, from what the session plans again; null where pattern ids repeat. */
    private final PatternDifferences differences;
    /** The collections differing from the design's, from what the session sizes anew; null where collection names repeat. */
    private final CollectionDifferences collections;
    /** Per suggestion what the rules ask, not its estimate: keeping every estimate would hold the model once per suggestion. */
    private final Map<Suggestion, Outcome> outcomes = new HashMap<>();

    private record Outcome(boolean harmless, Effect effect) {
    }

    SessionSuggestionEstimates(DataModel model, Design design, Profile profile) {
        this.model = model;
        this.design = design;
        this.session = new EstimateSession(profile);
        this.before = new BaselineEstimate(model, session.estimate(model, design));
        this.differences = before.distinctPatternIds ? new PatternDifferences(model, session) : null;
        this.collections = before.uniqueCollectionNames ? new CollectionDifferences(before) : null;
    }

    @Override
    public Estimate before() {
        return before.estimate;
    }

    private Outcome outcome(Suggestion suggestion) {
        return outcomes.computeIfAbsent(suggestion, s -> {
            Estimate then = session.estimate(model, s.applyTo(design));
            Effect effect = effect(then);
            return new Outcome(harmless(then, effect), effect);
        });
    }

    private Effect effect(Estimate then) {
        List<Effect.PatternChange> patterns = differences == null ? EffectComparison.patterns(model, before, then)
                : differences.changes(session);
        return EffectComparison.effect(patterns, collections == null ? EffectComparison.collections(before, then)
                : collections.changes(session, then), before, then);
    }

    private boolean harmless(Estimate then, Effect effect) {
        long over;
        long warn;
        if (before.uniqueCollectionNames) {
            // every collection whose size status changed is among the effect's changes: count by difference
            over = before.over;
            warn = before.warn;
            for (Effect.CollectionChange c : effect.collections()) {
                over += troubled(c.after(), SizeStatus.OVER) - troubled(c.before(), SizeStatus.OVER);
                warn += troubled(c.after(), SizeStatus.WARN) - troubled(c.before(), SizeStatus.WARN);
            }
        } else {
            over = BaselineEstimate.troubled(then, SizeStatus.OVER);
            warn = BaselineEstimate.troubled(then, SizeStatus.WARN);
        }
        return over <= before.over && warn + over <= before.warn + before.over
                && then.problems().size() <= before.estimate.problems().size();
    }

    private static int troubled(java.util.Optional<CollectionEstimate> c, SizeStatus status) {
        return c.isPresent() && c.get().status() == status ? 1 : 0;
    }

    @Override
    public boolean harmless(Suggestion suggestion) {
        return outcome(suggestion).harmless();
    }

    @Override
    public Effect effect(Suggestion suggestion) {
        return outcome(suggestion).effect();
    }
}
