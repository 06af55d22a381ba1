package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.StorageSession;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;

import java.util.HashMap;
import java.util.Map;

/**
 * Prices candidate designs of one model with one incremental {@link EstimateSession}, so a
 * candidate that differs from the previous one in a mapping or two costs only what that change
 * touches. Not thread-safe: one search, one pricer.
 */
final class CandidatePricer {
    private final DataModel model;
    private final Objective objective;
    private final SearchConstraints constraints;
    private final EstimateSession session;
    private final Map<String, Double> frequencies = new HashMap<>();
    private final Map<String, Long> entityCounts = new HashMap<>();
    private final Map<String, Relationship> relationships = new HashMap<>();
    private final PatternCosts costs;
    private final CollectionTally collections = new CollectionTally();
    /** Sizes designs without pricing their patterns, on first need (decision 0437). */
    private StorageSession storage;
    private final CollectionTally stored = new CollectionTally();
    private long priced;

    CandidatePricer(DataModel model, Profile profile, Objective objective, SearchConstraints constraints) {
        this.model = model;
        this.objective = objective;
        this.constraints = constraints;
        this.session = new EstimateSession(profile);
        for (AccessPattern p : model.patterns()) frequencies.put(p.id(), p.frequency());
        double[] patternFrequencies = new double[model.patterns().size()];
        for (int i = 0; i < patternFrequencies.length; i++) patternFrequencies[i] = model.patterns().get(i).frequency();
        costs = new PatternCosts(objective, patternFrequencies);
        for (Entity e : model.entities()) entityCounts.put(e.id(), e.count());
        for (Relationship r : model.relationships()) relationships.put(r.id(), r);
    }

    long priced() {
        return priced;
    }

    /**
     * A pricer of its own for the same model, objective and constraints: a second line of designs priced beside this
     * one's, each a small move from its own previous design (decision 0412).
     */
    CandidatePricer another() {
        return new CandidatePricer(model, session.profile(), objective, constraints);
    }

    PricedDesign price(Design design) {
        priced++;
        Estimate estimate = session.estimate(model, design);
        costs.update(session);
        double read = costs.read();
        double write = costs.write();
        CollectionTally.Totals totals = collections.tally(estimate, session.addedCollections(), session.droppedCollections(),
                c -> documents(design, c));
        DesignFigures figures = new DesignFigures(read, write, totals.storageBytes(), objective.score(read, write));
        return new PricedDesign(design, estimate, figures, new Violations(estimate, totals.overLimit(), totals.unboundedArrays(),
                constraints.maxCollections()));
    }

    /**
     * The bytes the design's documents take, as {@link #price} gives them ({@link DesignFigures#storageBytes}, the very
     * same figure), from its collections alone: about half the work of pricing it, and not counted among the designs
     * priced. Sized on a session of its own, so this pricer's next design is still a move from its previous one.
     */
    double storageBytes(Design design) {
        if (storage == null) storage = new StorageSession(session.profile());
        storage.size(model, design);
        return stored.tally(storage.collections(), storage.sizes(), storage.addedCollections(), storage.droppedCollections(),
                c -> documents(design, c)).storageBytes();
    }

    /** One pattern's cost per second in the objective's metric. */
    double weighted(PatternEstimate pattern) {
        return objective.perExecution(pattern) * frequencies.getOrDefault(pattern.patternId(), 0.0);
    }

    private double documents(Design design, CollectionShape collection) {
        return switch (collection.kind()) {
            case ENTITY, DUPLICATE -> entityCounts.getOrDefault(collection.rootEntity(), 0L);
            case FEED -> {
                Duplicates.Duplicate feed = design.duplicates().feedOf(collection.rootEntity());
                long all = entityCounts.getOrDefault(collection.rootEntity(), 0L);
                yield feed == null ? all : Math.min(all, feed.keep());
            }
            case BUCKET -> {
                Relationship r = relationships.get(collection.relationship());
                int perBucket = r == null ? 1 : bucketSize(design.mappingFor(r).strategy());
                yield Math.ceil(entityCounts.getOrDefault(collection.rootEntity(), 0L) / (double) perBucket);
            }
            case JOIN -> {
                Relationship r = relationships.get(collection.relationship());
                yield r == null ? 0 : entityCounts.getOrDefault(r.parent(), 0L) * r.avgCount();
            }
        };
    }

    private static int bucketSize(Strategy strategy) {
        if (strategy instanceof Bucket b) return b.size();
        if (strategy instanceof Subset s && s.bucketSize() > 0) return s.bucketSize();
        return 1;
    }
}
