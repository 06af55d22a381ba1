package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.estimate.PatternEstimate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The patterns whose figures differ from the design's, kept up to date from what an {@link EstimateSession}
 * planned again for each suggestion ({@link EstimateSession#replannedPatterns}): a suggestion changes one
 * mapping of the design, so only a few patterns differ, and they are found without walking every pattern
 * (docs/decisions/0312-suggestions-patch-the-previous-run.md). Only for models whose pattern ids
 * are distinct: the changes are then those {@link EffectComparison} finds by merging the two lists.
 */
final class PatternDifferences {
    /** Per model position: the design's estimate, null where it could not be planned. */
    private final PatternEstimate[] design;
    /** Positions where the session's last estimate differs from the design's. */
    private TreeSet<Integer> differing = new TreeSet<>();

    /** Takes the design's estimate from {@code session}, which must just have estimated the design. */
    PatternDifferences(DataModel model, EstimateSession session) {
        design = new PatternEstimate[model.patterns().size()];
        for (int i = 0; i < design.length; i++) design[i] = session.patternAt(i);
    }

    /** The patterns whose figures differ in the session's last estimate from the design's, in model order. */
    List<Effect.PatternChange> changes(EstimateSession session) {
        // a session that planned everything (the first call, or after a failed estimate) is compared in full
        int[] replanned = session.replannedPatterns();
        if (replanned == null) {
            differing = new TreeSet<>();
            for (int i = 0; i < design.length; i++) update(i, session.patternAt(i));
        } else {
            for (int i : replanned) update(i, session.patternAt(i));
        }
        List<Effect.PatternChange> changes = new ArrayList<>(differing.size());
        for (int i : differing) {
            PatternEstimate was = design[i];
            PatternEstimate will = session.patternAt(i);
            PatternEstimate named = was != null ? was : will;
            changes.add(new Effect.PatternChange(named.patternId(), named.name(), Optional.ofNullable(was), Optional.ofNullable(will)));
        }
        return changes;
    }

    private void update(int position, PatternEstimate now) {
        PatternEstimate was = design[position];
        boolean same = was == now || was != null && now != null && EffectComparison.sameNumbers(was, now);
        if (same) differing.remove(position);
        else differing.add(position);
    }
}
