package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.SizeStatus;
import dev.docshape.model.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.profile.Profile;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The reference the fast advisor is held to: the slow, straightforward way. Every suggestion is
 * estimated from scratch with {@link Estimator#estimate} (no session, no reuse, no index) and
 * compared with the design's estimate through the estimate's own look-ups.
 */
final class FromScratchSuggestionEstimates implements SuggestionEstimates {
    private final DataModel model;
    private final Design design;
    private final Profile profile;
    private final Estimate before;

    FromScratchSuggestionEstimates(DataModel model, Design design, Profile profile) {
        this.model = model;
        this.design = design;
        this.profile = profile;
        this.before = Estimator.estimate(model, design, profile);
    }

    @Override
    public Estimate before() {
        return before;
    }

    private Estimate after(Suggestion suggestion) {
        return Estimator.estimate(model, suggestion.applyTo(design), profile);
    }

    @Override
    public boolean harmless(Suggestion suggestion) {
        Estimate after = after(suggestion);
        return troubled(after, SizeStatus.OVER) <= troubled(before, SizeStatus.OVER)
                && troubled(after, SizeStatus.WARN) + troubled(after, SizeStatus.OVER)
                <= troubled(before, SizeStatus.WARN) + troubled(before, SizeStatus.OVER)
                && after.problems().size() <= before.problems().size();
    }

    private static long troubled(Estimate estimate, SizeStatus status) {
        return estimate.collections().stream().filter(c -> c.status() == status).count();
    }

    @Override
    public Effect effect(Suggestion suggestion) {
        Estimate after = after(suggestion);
        List<Effect.PatternChange> patterns = new ArrayList<>();
        for (AccessPattern p : model.patterns()) {
            Optional<PatternEstimate> was = before.pattern(p.id());
            Optional<PatternEstimate> will = after.pattern(p.id());
            boolean same = was.isPresent() && will.isPresent() ? sameNumbers(was.get(), will.get()) : was.isEmpty() && will.isEmpty();
            if (!same) patterns.add(new Effect.PatternChange(p.id(), p.name(), was, will));
        }
        Set<String> names = new LinkedHashSet<>();
        before.collections().forEach(c -> names.add(c.name()));
        after.collections().forEach(c -> names.add(c.name()));
        List<Effect.CollectionChange> collections = new ArrayList<>();
        for (String name : names) {
            Optional<CollectionEstimate> was = before.collection(name);
            Optional<CollectionEstimate> will = after.collection(name);
            if (!was.equals(will)) collections.add(new Effect.CollectionChange(name, was, will));
        }
        return new Effect(patterns, collections, before.totals(), after.totals());
    }

    /** Every number the user sees, compared exactly (the request lists may differ in wording only). */
    private static boolean sameNumbers(PatternEstimate x, PatternEstimate y) {
        return x.roundTrips() == y.roundTrips() && x.roundTripsNaive() == y.roundTripsNaive() && x.depth() == y.depth()
                && x.docsRead() == y.docsRead() && x.bytesRead() == y.bytesRead() && x.docsWritten() == y.docsWritten()
                && x.bytesWritten() == y.bytesWritten() && x.ru() == y.ru();
    }
}
