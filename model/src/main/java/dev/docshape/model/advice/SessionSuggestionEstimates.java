package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.SizeStatus;
import dev.docshape.model.mapping.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.profile.Profile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Estimates the design and every suggestion in one incremental {@link EstimateSession}: each
 * suggestion differs from the previous estimate by one or two mappings, so only what those touch
 * is estimated again. Estimates are compared through hash lookups, never list searches.
 */
final class SessionSuggestionEstimates implements SuggestionEstimates {
    private final DataModel model;
    private final Design design;
    private final EstimateSession session;
    private final IndexedEstimate before;
    private final Map<Suggestion, IndexedEstimate> after = new HashMap<>();
    /**
     * True when no two patterns share an id. Every estimate then lists its patterns in model order
     * with unique ids (leaving out those that could not be planned), so they can be matched by walking.
     */
    private final boolean distinctPatternIds;

    SessionSuggestionEstimates(DataModel model, Design design, Profile profile) {
        this.model = model;
        this.design = design;
        this.session = new EstimateSession(profile);
        this.before = new IndexedEstimate(session.estimate(model, design));
        this.distinctPatternIds = model.patterns().stream().map(AccessPattern::id).distinct().count() == model.patterns().size();
    }

    @Override
    public Estimate before() {
        return before.estimate;
    }

    private IndexedEstimate after(Suggestion suggestion) {
        return after.computeIfAbsent(suggestion, s ->
                new IndexedEstimate(session.estimate(model, design.withMapping(s.relationshipId(), s.mapping()))));
    }

    @Override
    public boolean harmless(Suggestion suggestion) {
        Estimate now = before.estimate;
        Estimate then = after(suggestion).estimate;
        return troubled(then, SizeStatus.OVER) <= troubled(now, SizeStatus.OVER)
                && troubled(then, SizeStatus.WARN) + troubled(then, SizeStatus.OVER)
                <= troubled(now, SizeStatus.WARN) + troubled(now, SizeStatus.OVER)
                && then.problems().size() <= now.problems().size();
    }

    private static long troubled(Estimate estimate, SizeStatus status) {
        long n = 0;
        for (CollectionEstimate c : estimate.collections()) if (c.status() == status) n++;
        return n;
    }

    @Override
    public Effect effect(Suggestion suggestion) {
        IndexedEstimate then = after(suggestion);
        List<Effect.PatternChange> patterns = new ArrayList<>();
        List<PatternEstimate> planned = then.estimate.patterns();
        int next = 0;
        for (AccessPattern p : model.patterns()) {
            Optional<PatternEstimate> was = before.pattern(p.id());
            Optional<PatternEstimate> will;
            if (!distinctPatternIds) {
                will = then.pattern(p.id());
            } else if (next < planned.size() && planned.get(next).patternId().equals(p.id())) {
                will = Optional.of(planned.get(next++));
            } else {
                will = Optional.empty();
            }
            if (will.isPresent() && was.isPresent() && will.get() == was.get()) continue;
            if (!sameNumbers(was, will)) patterns.add(new Effect.PatternChange(p.id(), p.name(), was, will));
        }
        // every name of the estimate now, in order, then the names only the suggestion has
        List<Effect.CollectionChange> collections = new ArrayList<>();
        for (CollectionEstimate c : before.estimate.collections()) {
            if (!before.isFirst(c)) continue;
            Optional<CollectionEstimate> will = then.collection(c.name());
            if (will.isEmpty() || (will.get() != c && !will.get().equals(c))) {
                collections.add(new Effect.CollectionChange(c.name(), Optional.of(c), will));
            }
        }
        for (CollectionEstimate c : then.estimate.collections()) {
            if (before.collection(c.name()).isEmpty() && then.isFirst(c)) {
                collections.add(new Effect.CollectionChange(c.name(), Optional.empty(), Optional.of(c)));
            }
        }
        return new Effect(patterns, collections, before.estimate.totals(), then.estimate.totals());
    }

    private static boolean sameNumbers(Optional<PatternEstimate> a, Optional<PatternEstimate> b) {
        if (a.isEmpty() || b.isEmpty()) return a.isEmpty() && b.isEmpty();
        PatternEstimate x = a.get();
        PatternEstimate y = b.get();
        return x.roundTrips() == y.roundTrips() && x.roundTripsNaive() == y.roundTripsNaive() && x.depth() == y.depth()
                && x.docsRead() == y.docsRead() && x.bytesRead() == y.bytesRead() && x.docsWritten() == y.docsWritten()
                && x.bytesWritten() == y.bytesWritten() && x.ru() == y.ru();
    }
}
