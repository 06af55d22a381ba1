package dev.docshape.model.estimate;

import dev.docshape.model.Design;
import dev.docshape.model.FrozenList;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.Projection;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * One estimate of a projected design. Optionally reuses the results of an earlier run: collection
 * estimates of identical (reused) collection shapes, and pattern estimates whose planning consulted
 * none of the changed entities. Without earlier results it computes everything.
 */
final class EstimateRun {
    /** A collection's size, kept per shape instance. */
    record Sized(CollectionEstimate estimate, double avgBytes) {
        // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            return o instanceof Sized that && Double.compare(avgBytes, that.avgBytes) == 0
                && Objects.equals(estimate, that.estimate);
        }

        @Override
        public int hashCode() {
            int h = Objects.hashCode(estimate);
            h = 31 * h + Double.hashCode(avgBytes);
            return h;
        }
    }

    /**
     * A pattern's estimate, the inputs its planning read ({@link PlanInputs} keys; an array: only ever walked) and
     * their versions then ({@link InputVersions}, side by side).
     */
    record Planned(AccessPattern pattern, PatternEstimate estimate, int[] consulted, Object[] versions) {
        Planned withEstimate(PatternEstimate equal) {
            return new Planned(pattern, equal, consulted, versions);
        }
    }

    private final Profile profile;
    private final CollectionSizes previousSizes;
    private final PatternPlans previousPlans;
    private final Set<String> changedEntities;
    private final ProjectionIndex previousIndex;
    CollectionSizes sizes = CollectionSizes.NONE;
    ProjectionIndex projectionIndex;
    PatternPlans plans;
    /** The design's co-locations when the projection session decided them already; null: the index decides them. */
    CoLocations coLocations;
    /** The type fields of co-located documents, counted in their sizes; null: from {@link #coLocations}. */
    TypeFields typeFields;
    /** The containers sized by earlier runs of the session, which this run adds to; null: none (decision 0531). */
    ContainerCache containers;
    /** The model positions of the patterns this run planned, ascending; null when it planned every pattern afresh. */
    int[] replanned;
    /**
     * The relationships whose mappings may differ from the earlier run's design (a superset); their plans are made
     * again with the changed entities'. Needed with {@code changedEntities}: a plan that read only a mapping does not
     * list the relationship's ends.
     */
    Set<String> changedMappings = Set.of();

    /** How many patterns this run took an earlier plan back for instead of planning them again. */
    int takenBack;
    /** Whether the plans keep their inputs' versions, for a later run to take them back (not in a one-off run). */
    private final boolean versioned;

    /** A run that computes everything, once. */
    EstimateRun(Profile profile) {
        this(profile, CollectionSizes.NONE, null, null, null, false);
    }

    /**
     * @param previousPlans   the earlier run's plans over the same model, which this run updates
     *                        (and so takes over); null to plan every pattern
     * @param previousIndex   the earlier run's index, which this run moves on to its projection
     *                        (and so takes over); null to index the projection afresh
     * @param changedEntities entities whose storage may have changed since the earlier run; null
     *                        when anything may have (plans are then not reused, the index is rebuilt)
     */
    EstimateRun(Profile profile, CollectionSizes previousSizes, PatternPlans previousPlans,
                ProjectionIndex previousIndex, Set<String> changedEntities) {
        this(profile, previousSizes, previousPlans, previousIndex, changedEntities, true);
    }

    private EstimateRun(Profile profile, CollectionSizes previousSizes, PatternPlans previousPlans,
                        ProjectionIndex previousIndex, Set<String> changedEntities, boolean versioned) {
        this.versioned = versioned;
        this.profile = profile;
        this.previousSizes = previousSizes;
        this.previousPlans = changedEntities == null ? null : previousPlans;
        this.previousIndex = changedEntities == null ? null : previousIndex;
        this.changedEntities = changedEntities;
    }

    Estimate run(ModelLookup lookup, Design design, Projection projection) {
        return run(lookup, design, projection, null, null);
    }

    /**
     * @param occurrencesOf the occurrences of one entity in {@code projection}; null when no earlier index is kept
     * @param keptPositions per collection of {@code projection}, its position in the earlier run's
     *                      projection, or -1 ({@link CollectionSizes#of}); null when not known
     */
    Estimate run(ModelLookup lookup, Design design, Projection projection, Function<String, List<Occurrence>> occurrencesOf,
                 int[] keptPositions) {
        // one small method per step, so that a step first taken late (a new session's first run, a take-back) costs the
        // JIT only that step's code, not a recompilation of the whole run (decision 0512)
        List<AccessPattern> all = lookup.model.patterns();
        if (typeFields == null) typeFields = TypeFields.of(coLocations, profile);
        sizes = CollectionSizes.of(projection, previousSizes, keptPositions, profile, typeFields);
        projectionIndex = previousIndex == null ? new ProjectionIndex(sizes, projection) : updatedIndex(occurrencesOf);
        if (containers == null) containers = new ContainerCache(profile);
        ModelIndex index = new ModelIndex(lookup, design, projectionIndex, profile, coLocations, typeFields, containers);
        String[] failures = new String[all.size()];
        if (previousPlans == null || previousPlans.plans.length != all.size()) planAll(lookup, design, index, failures);
        else planChanged(lookup, design, index, failures);
        return estimate(projection, failures);
    }

    private ProjectionIndex updatedIndex(Function<String, List<Occurrence>> occurrencesOf) {
        previousIndex.update(sizes, changedEntities, occurrencesOf);
        return previousIndex;
    }

    /** Plans every pattern afresh. */
    private void planAll(ModelLookup lookup, Design design, ModelIndex index, String[] failures) {
        List<AccessPattern> all = lookup.model.patterns();
        plans = new PatternPlans(all.size(), lookup);
        plans.versions.moveTo(projectionIndex, design, typeFields);
        for (int i = 0; i < failures.length; i++) plan(lookup, index, all.get(i), i, failures);
        replanned = null;
    }

    /** Plans again the patterns that read a changed input, or takes an earlier plan back where its inputs are as they were. */
    private void planChanged(ModelLookup lookup, Design design, ModelIndex index, String[] failures) {
        List<AccessPattern> all = lookup.model.patterns();
        plans = previousPlans;
        plans.versions.moveTo(projectionIndex, design, typeFields);
        boolean[] replan = readingChangedInputs(lookup);
        int[] planned = new int[Math.min(replan.length, 16)];
        int count = 0;
        for (int i = 0; i < replan.length; i++) {
            if (!replan[i]) continue;
            Planned was = plans.plans[i];
            // an input named as changed came out equal (a collection rebuilt the same): planning again would make this plan
            if (was != null && plans.versions.unchanged(was.consulted(), was.versions())) continue;
            if (count == planned.length) planned = Arrays.copyOf(planned, count * 2);
            planned[count++] = i;
            if (!tookBack(lookup, i)) plan(lookup, index, all.get(i), i, failures);
        }
        replanned = Arrays.copyOf(planned, count);
    }

    /** Per model position, whether its plan read a changed input or it has no plan. */
    private boolean[] readingChangedInputs(ModelLookup lookup) {
        boolean[] replan = new boolean[plans.plans.length];
        int[] changed = changedInputs(lookup);
        for (int key : changed) plans.versions.changed(key);
        plans.markConsulting(changed, replan);
        // a pattern that could not be planned is tried again every time, as from scratch
        for (int i = 0; i < replan.length; i++) if (plans.plans[i] == null) replan[i] = true;
        return replan;
    }

    /** Takes back an earlier plan of the pattern at {@code position} whose inputs are as they were then, if there is one. */
    private boolean tookBack(ModelLookup lookup, int position) {
        Planned earlier = plans.earlier(position);
        if (earlier == null) return false;
        takenBack++;
        plans.put(position, earlier, lookup.frequencyAt[position]);
        return true;
    }

    private void plan(ModelLookup lookup, ModelIndex index, AccessPattern p, int position, String[] failures) {
        index.startRecording();
        try {
            PatternEstimate estimate = p instanceof ReadPattern read
                    ? ReadPlanner.plan(index, read) : WritePlanner.plan(index, (WritePattern) p);
            int[] read = index.stopRecording();
            plans.put(position, new Planned(p, estimate, read, versioned ? plans.versions.of(read) : null), lookup.frequencyAt[position]);
        } catch (PlanningException e) {
            index.stopRecording();
            plans.put(position, null, 0);
            failures[position] = e.getMessage();
        }
    }

    private Estimate estimate(Projection projection, String[] failures) {
        PatternEstimate[] estimates = plans.estimates;
        PatternEstimate[] patterns = new PatternEstimate[estimates.length];
        int estimated = 0;
        List<String> problems = new ArrayList<>(projection.problems());
        for (int i = 0; i < estimates.length; i++) {
            if (estimates[i] != null) patterns[estimated++] = estimates[i];
            else problems.add(failures[i]);
        }
        return new Estimate(profile, projection, FrozenList.of(patterns, estimated), sizes.estimates(), plans.totals(), problems);
    }

    /**
     * The keys ({@link PlanInputs}) of the changed entities' occurrences and collections, of the changed mappings and of the relationships
     * whose bucket or join collection was built anew or dropped (their ends' storage may well be the same).
     */
    private int[] changedInputs(ModelLookup lookup) {
        int[] keys = new int[2 * changedEntities.size() + changedMappings.size() + sizes.added.size() + sizes.dropped.size()];
        int n = 0;
        for (int i : sizes.added) n = addRelationship(lookup, sizes.shapes.get(i), keys, n);
        for (CollectionShape c : sizes.dropped) n = addRelationship(lookup, c, keys, n);
        for (String id : changedEntities) {
            int key = lookup.entityKey(id);
            if (key >= 0) {
                keys[n++] = key;
                keys[n++] = lookup.collectionsKey(id);
            }
        }
        for (String id : changedMappings) {
            int key = lookup.relationshipKey(id);
            if (key >= 0) keys[n++] = key;
        }
        return n == keys.length ? keys : Arrays.copyOf(keys, n);
    }

    private static int addRelationship(ModelLookup lookup, CollectionShape c, int[] keys, int n) {
        if (c.relationship() == null) return n;
        int key = lookup.relationshipKey(c.relationship());
        if (key >= 0) keys[n++] = key;
        return n;
    }
}
