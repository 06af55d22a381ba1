package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ProjectionSession;
import dev.docshape.model.projection.ShapeField;

import java.util.Collections;
import java.util.List;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

/**
 * Re-estimates a design after each edit, recomputing only what the edit touches. The designer
 * keeps one session per profile and calls {@link #estimate} with the current model and design on
 * every change; the result always equals {@link Estimator#estimate} on the same inputs.
 *
 * <pre>{@code
 * EstimateSession session = new EstimateSession(Profile.cosmos());
 * Estimate before = session.estimate(model, design);
 * Estimate after = session.estimate(model, design.withMapping("post-comments", Mapping.embed()));
 * }</pre>
 *
 * <p>When only the design changed since the previous call (same model), collections that do not
 * involve a relationship whose mapping changed keep their shape and size, and patterns whose
 * planning consulted none of the affected entities keep their estimate; a pattern whose inputs are
 * again as they were for one of its last plans gets that plan back (the design search returns to its
 * current design between candidates; {@link InputVersions}). A different model (or a
 * different profile's session) starts from scratch. Calls are serialized.
 */
public final class EstimateSession {
    private final Profile profile;
    private final ProjectionSession projections = new ProjectionSession();
    private CollectionSizes sizes = CollectionSizes.NONE;
    private PatternPlans plans;
    private ProjectionIndex index;
    private ModelLookup lookup;
    private Partitioning partitioning;
    private Duplicates duplicates;
    /** See {@link #replannedPatterns}. */
    private int[] replanned;
    /** The type fields of the design's co-locations, the previous estimate's very instance while they are equal. */
    private final TypeFields.Latest latestTypeFields;
    /** The containers sized over the session's runs, each made again only when what it was made of changed. */
    private ContainerCache containers;
    /** The design of the last estimate, whose mappings {@link #plans} read. */
    private Design previousDesign;
    /** Patterns given an earlier plan back instead of being planned again, over the session (decision 0215); for tests and probes. */
    private long takenBack;
    /** Whether the last estimate sized its collections from nothing (see {@link #addedCollections}). */
    private boolean sizedAfresh = true;

    public EstimateSession(Profile profile) {
        this.profile = Objects.requireNonNull(profile, "profile");
        this.latestTypeFields = new TypeFields.Latest(profile);
        this.containers = new ContainerCache(profile);
    }

    public Profile profile() {
        return profile;
    }

    public synchronized Estimate estimate(DataModel model, Design design) {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(design, "design");
        Projection projection = projections.project(model, design);
        if (lookup == null || projections.changedEntities() == null) lookup = new ModelLookup(model);
        // a new partitioning re-routes requests of any pattern: plan them all again
        // so do new duplicate collections, which reads may be routed to
        boolean samePartitioning = design.partitioning().equals(partitioning) && design.duplicates().equals(duplicates);
        partitioning = design.partitioning();
        duplicates = design.duplicates();
        sizedAfresh = sizes == CollectionSizes.NONE;
        TypeFields typeFields = latestTypeFields.of(projections.coLocations(), sizes.typeFields);
        Set<String> changed = samePartitioning ? changedEntities(typeFields) : null;
        EstimateRun run = new EstimateRun(profile, sizes, plans, index, changed);
        if (changed != null) run.changedMappings = changedMappings(design, changed);
        run.coLocations = projections.coLocations();
        run.typeFields = typeFields;
        run.containers = containers;
        Estimate estimate;
        try {
            estimate = run.run(lookup, design, projection, projections::occurrencesOf, projections.keptPositions(sizes.projection));
        } catch (RuntimeException e) {
            // the index may have moved on halfway: start the next call afresh
            sizes = CollectionSizes.NONE;
            latestTypeFields.reset();
            containers = new ContainerCache(profile);
            plans = null;
            index = null;
            partitioning = null;
            duplicates = null;
            previousDesign = null;
            replanned = null;
            sizedAfresh = true;
            throw e;
        }
        sizes = run.sizes;
        plans = run.plans;
        index = run.projectionIndex;
        replanned = run.replanned;
        takenBack += run.takenBack;
        previousDesign = design;
        return estimate;
    }


    /**
     * The relationships whose mappings may differ from the last estimate's design (a superset). A changed mapping
     * changes the storage of both its ends, so when the designs do not say which mappings they changed, the
     * relationships of the changed entities are all that need comparing.
     */
    private Set<String> changedMappings(Design design, Set<String> changedEntities) {
        if (previousDesign == null) return Set.of();
        Set<String> ids = Design.mappingsChangedBetween(previousDesign, design);
        Set<String> changed = new HashSet<>();
        if (ids != null) {
            // a superset: the ids changed since the two designs' common base
            for (String id : ids) {
                Relationship r = lookup.relationships.get(id);
                if (r != null && !previousDesign.mappingFor(r).equals(design.mappingFor(r))) changed.add(id);
            }
            return changed;
        }
        for (String entity : changedEntities) {
            for (Relationship r : lookup.relationshipsOf(entity)) {
                Mapping was = previousDesign.mappingFor(r);
                Mapping now = design.mappingFor(r);
                if (was != now && !was.equals(now)) changed.add(r.id());
            }
        }
        return changed;
    }

    /**
     * The entities the projection changed, and those with data in documents that gained, lost or changed their type
     * field (a co-location flipped): their sizes changed although their shapes may not have. Null when anything may
     * have changed.
     */
    private Set<String> changedEntities(TypeFields typeFields) {
        Set<String> changed = projections.changedEntities();
        if (changed == null || typeFields == sizes.typeFields || typeFields.equals(sizes.typeFields)) return changed;
        if (index == null) return null;
        Set<String> all = new HashSet<>(changed);
        all.addAll(sizes.typeFields.changedEntities(typeFields));
        // a plan reads a collection's size through any entity held there, not only through its root. A re-typed
        // collection the projection rebuilt or dropped has its entities among the changed ones already; one it kept is
        // the very same shape as in the last index, whose fields name every entity held there (and the referenced ones)
        for (String name : sizes.typeFields.changedCollections(typeFields)) {
            CollectionShape c = index.byName.get(name);
            if (c == null) continue;
            if (c.rootEntity() != null) all.add(c.rootEntity());
            named(c.document().fields(), all);
        }
        return all;
    }

    /** Adds the entity every field (at any depth) names. */
    private static void named(List<ShapeField> fields, Set<String> into) {
        for (ShapeField f : fields) {
            if (f.entity() != null) into.add(f.entity());
            if (!f.children().isEmpty()) named(f.children(), into);
        }
    }

    /**
     * The model positions of the patterns the last {@link #estimate} planned again, ascending: every other
     * pattern's estimate is the very same object as in the estimate before. Null when it planned every
     * pattern (the first call, a different model or partitioning), so that a caller comparing estimates
     * compares only what changed (docs/decisions/0312-suggestions-patch-the-previous-run.md).
     */
    public synchronized int[] replannedPatterns() {
        return replanned == null ? null : replanned.clone();
    }

    /**
     * The positions, in the last estimate's collections, of those sized anew (ascending); every other collection's
     * shape and estimate are the very same objects as in the estimate before. Null when the last estimate sized
     * every collection from nothing (the first call, or after a failed one): then there is no estimate before.
     */
    public synchronized List<Integer> addedCollections() {
        return sizedAfresh ? null : Collections.unmodifiableList(sizes.added);
    }

    /**
     * The collections of the estimate before that the last estimate does not have (at least not where they were:
     * such a shape is also among {@link #addedCollections}); null when there is no estimate before.
     */
    public synchronized List<CollectionShape> droppedCollections() {
        return sizedAfresh ? null : Collections.unmodifiableList(sizes.dropped);
    }

    /** How many times the session took a pattern's earlier plan back instead of planning it again (for tests and probes). */
    public synchronized long takenBack() {
        return takenBack;
    }

    /** The last estimate's figures for the pattern at this model position; null when it could not be planned. */
    public synchronized PatternEstimate patternAt(int position) {
        return plans.estimates[position];
    }
}
