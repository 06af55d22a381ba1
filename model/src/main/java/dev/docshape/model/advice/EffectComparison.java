package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.pattern.AccessPattern;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The {@link Effect} of a suggestion: its estimate compared with the design's, pattern by pattern
 * in model order, then collection by collection (every name of the design's estimate in order,
 * then the names only the suggestion's estimate has). Walks both estimates once; most entries are
 * the very same objects, as the estimate session reuses what a suggestion does not touch.
 */
final class EffectComparison {
    private EffectComparison() {
    }

    /** The effect from its pattern and collection changes ({@link #patterns} or {@link PatternDifferences}, {@link #collections} or {@link CollectionDifferences}). */
    static Effect effect(List<Effect.PatternChange> patterns, List<Effect.CollectionChange> collections, BaselineEstimate before,
                         Estimate after) {
        return new Effect(patterns, collections, before.estimate.totals(), after.totals());
    }

    /** Both estimates' patterns compared, in model order. */
    static List<Effect.PatternChange> patterns(DataModel model, BaselineEstimate before, Estimate after) {
        if (!before.distinctPatternIds) return patternsById(model, before, after);
        // both lists are in model order, less the patterns that could not be planned: merge them,
        // skipping at a glance the estimates the session kept (most of them)
        List<Effect.PatternChange> changes = new ArrayList<>();
        List<PatternEstimate> was = before.estimate.patterns();
        List<PatternEstimate> will = after.patterns();
        int i = 0;
        int j = 0;
        while (i < was.size() || j < will.size()) {
            PatternEstimate x = i < was.size() ? was.get(i) : null;
            PatternEstimate y = j < will.size() ? will.get(j) : null;
            if (x == y) {
                i++;
                j++;
                continue;
            }
            int xAt = x == null ? Integer.MAX_VALUE : before.patternPosition(x.patternId());
            int yAt = y == null ? Integer.MAX_VALUE : before.patternPosition(y.patternId());
            if (xAt == yAt) {
                if (!sameNumbers(x, y)) changes.add(new Effect.PatternChange(x.patternId(), x.name(), Optional.of(x), Optional.of(y)));
                i++;
                j++;
            } else if (xAt < yAt) {
                changes.add(new Effect.PatternChange(x.patternId(), x.name(), Optional.of(x), Optional.empty()));
                i++;
            } else {
                changes.add(new Effect.PatternChange(y.patternId(), y.name(), Optional.empty(), Optional.of(y)));
                j++;
            }
        }
        return changes;
    }

    /** The same, pattern by pattern through the model, where two patterns share an id. */
    private static List<Effect.PatternChange> patternsById(DataModel model, BaselineEstimate before, Estimate after) {
        List<Effect.PatternChange> changes = new ArrayList<>();
        for (AccessPattern p : model.patterns()) {
            PatternEstimate was = before.pattern(p.id());
            PatternEstimate will = after.pattern(p.id()).orElse(null);
            if (was == null && will == null) continue;
            if (was == null || will == null || !sameNumbers(was, will)) {
                changes.add(new Effect.PatternChange(p.id(), p.name(), Optional.ofNullable(was), Optional.ofNullable(will)));
            }
        }
        return changes;
    }

    /** Every collection of both estimates compared, the design's in its order, then those only {@code after} has. */
    static List<Effect.CollectionChange> collections(BaselineEstimate before, Estimate after) {
        List<CollectionEstimate> was = before.estimate.collections();
        CollectionEstimate[] will = new CollectionEstimate[was.size()];
        List<CollectionEstimate> added = new ArrayList<>();
        Set<String> addedNames = new HashSet<>();
        int guess = 0;
        for (CollectionEstimate c : after.collections()) {
            if (guess < will.length && was.get(guess) == c && before.uniqueCollectionNames) {
                will[guess++] = c;   // kept as it was, in its place
                continue;
            }
            int at = before.collectionPosition(c.name(), guess);
            if (at < 0) {
                if (addedNames.add(c.name())) added.add(c);
                continue;
            }
            if (will[at] == null) will[at] = c;
            guess = at + 1;
        }
        List<Effect.CollectionChange> changes = new ArrayList<>();
        for (int i = 0; i < was.size(); i++) {
            CollectionEstimate c = was.get(i);
            CollectionEstimate then = will[i];
            if (then == c) continue;
            if (before.collectionPosition(c.name(), i) != i) continue;   // a later collection of a name already compared
            if (then != c && (then == null || !then.equals(c))) {
                changes.add(new Effect.CollectionChange(c.name(), Optional.of(c), Optional.ofNullable(then)));
            }
        }
        for (CollectionEstimate c : added) changes.add(new Effect.CollectionChange(c.name(), Optional.empty(), Optional.of(c)));
        return changes;
    }

    /** Every number the user sees (the request lists follow from them). */
    static boolean sameNumbers(PatternEstimate x, PatternEstimate y) {
        return x.roundTrips() == y.roundTrips() && x.roundTripsNaive() == y.roundTripsNaive() && x.depth() == y.depth()
                && x.docsRead() == y.docsRead() && x.bytesRead() == y.bytesRead() && x.docsWritten() == y.docsWritten()
                && x.bytesWritten() == y.bytesWritten() && x.ru() == y.ru();
    }
}
