package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One estimate of a projected design. Optionally reuses the results of an earlier run: collection
 * estimates of identical (reused) collection shapes, and pattern estimates whose planning consulted
 * none of the changed entities. Without earlier results it computes everything.
 */
final class EstimateRun {
    /** A collection's size, kept per shape instance. */
    record Sized(CollectionEstimate estimate, double avgBytes) {
    }

    /** A pattern's estimate and the entities its planning consulted (an array: only ever walked). */
    record Planned(AccessPattern pattern, PatternEstimate estimate, String[] consulted) {
    }

    private final Profile profile;
    private final CollectionSizes previousSizes;
    private final Map<String, Planned> previousPlans;
    private final Set<String> changedEntities;
    private final ProjectionIndex previousIndex;
    CollectionSizes sizes = CollectionSizes.NONE;
    ProjectionIndex projectionIndex;
    Map<String, Planned> plans = Map.of();

    /** A run that computes everything. */
    EstimateRun(Profile profile) {
        this(profile, CollectionSizes.NONE, Map.of(), null, null);
    }

    /**
     * @param previousIndex   the earlier run's index, which this run moves on to its projection
     *                        (and so takes over); null to index the projection afresh
     * @param changedEntities entities whose storage may have changed since the earlier run; null
     *                        when anything may have (plans are then not reused, the index is rebuilt)
     */
    EstimateRun(Profile profile, CollectionSizes previousSizes, Map<String, Planned> previousPlans,
                ProjectionIndex previousIndex, Set<String> changedEntities) {
        this.profile = profile;
        this.previousSizes = previousSizes;
        this.previousPlans = changedEntities == null ? Map.of() : previousPlans;
        this.previousIndex = changedEntities == null ? null : previousIndex;
        this.changedEntities = changedEntities;
    }

    Estimate run(ModelLookup lookup, Design design, Projection projection) {
        DataModel model = lookup.model;
        plans = new HashMap<>(ModelLookup.capacity(model.patterns().size()));
        sizes = CollectionSizes.of(projection, previousSizes, profile);
        List<CollectionEstimate> collections = new ArrayList<>(sizes.shapes.size());
        for (int i = 0; i < sizes.shapes.size(); i++) collections.add(sizes.get(i).estimate());
        if (previousIndex == null) {
            projectionIndex = new ProjectionIndex(sizes, projection);
        } else {
            previousIndex.update(projection, sizes, changedEntities);
            projectionIndex = previousIndex;
        }
        ModelIndex index = new ModelIndex(lookup, design, projectionIndex, profile);
        List<PatternEstimate> patterns = new ArrayList<>(model.patterns().size());
        List<String> problems = new ArrayList<>(projection.problems());
        for (AccessPattern p : model.patterns()) {
            Planned old = previousPlans.get(p.id());
            if (old != null && (old.pattern() == p || old.pattern().equals(p))
                    && !sharesAny(old.consulted(), changedEntities)) {
                plans.put(p.id(), old);
                patterns.add(old.estimate());
                continue;
            }
            index.startRecording();
            try {
                PatternEstimate estimate = p instanceof ReadPattern read
                        ? ReadPlanner.plan(index, read) : WritePlanner.plan(index, (WritePattern) p);
                patterns.add(estimate);
                plans.putIfAbsent(p.id(), new Planned(p, estimate, index.stopRecording().toArray(new String[0])));
            } catch (PlanningException e) {
                index.stopRecording();
                problems.add(e.getMessage());
            }
        }
        return new Estimate(profile, projection, patterns, collections, Estimator.totals(lookup.frequencies, patterns), problems);
    }

    private static boolean sharesAny(String[] entities, Set<String> changed) {
        for (String e : entities) {
            if (changed.contains(e)) return true;
        }
        return false;
    }
}
