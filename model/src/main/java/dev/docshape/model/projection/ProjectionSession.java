package dev.docshape.model.projection;

import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.mapping.Mapping;

import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

/**
 * Projects one design after another, rebuilding only what a change touches: when the model is
 * the same as in the previous call and only mappings or standalone entities changed, collections
 * whose documents do not involve a changed relationship are reused as they were. The result is
 * always equal to {@link Projector#project} on the same inputs.
 *
 * <p>Thread-safe: calls are serialized.
 */
public final class ProjectionSession {
    private DataModel model;
    private Design design;
    private Projection projection;
    private Builds builds;
    private Topology topology;
    private Set<String> changedEntities;

    public synchronized Projection project(DataModel newModel, Design newDesign) {
        Objects.requireNonNull(newModel, "model");
        Objects.requireNonNull(newDesign, "design");
        boolean sameModel = model != null && (model == newModel || model.equals(newModel));
        if (sameModel && (design == newDesign || design.equals(newDesign))) {
            changedEntities = Set.of();
            return projection;
        }
        Set<String> dirty = null;
        if (sameModel) {
            dirty = changedEnds(newModel, design, newDesign);
            // a declared duplicate copies every document of its entity: any change of them rebuilds the duplicates
            if (!design.duplicates().equals(newDesign.duplicates())) {
                for (Duplicates.Duplicate d : design.duplicates().all()) dirty.add(d.entity());
                for (Duplicates.Duplicate d : newDesign.duplicates().all()) dirty.add(d.entity());
            }
        } else {
            topology = new Topology(newModel);
            builds = null;
        }
        ProjectionBuilder builder = new ProjectionBuilder(topology, newDesign, builds, dirty == null ? Set.of() : dirty);
        projection = builder.build();
        builds = builder.builds();
        if (dirty == null) {
            changedEntities = null;
        } else {
            Set<String> changed = new HashSet<>(dirty);
            changed.addAll(builder.changedEntities());
            for (String id : design.standalone()) if (!newDesign.standalone().contains(id)) changed.add(id);
            for (String id : newDesign.standalone()) if (!design.standalone().contains(id)) changed.add(id);
            changedEntities = Set.copyOf(changed);
        }
        model = newModel;
        design = newDesign;
        return projection;
    }

    /**
     * Entities whose place in the documents may have changed in the last {@link #project} call:
     * empty when nothing changed, null when everything may have (a different model, or the first call).
     */
    public synchronized Set<String> changedEntities() {
        return changedEntities;
    }

    /** Both ends of every relationship whose mapping differs between the two designs. */
    private static Set<String> changedEnds(DataModel model, Design before, Design after) {
        Set<String> ends = new HashSet<>();
        for (Relationship r : model.relationships()) {
            Mapping was = before.mappingFor(r);
            Mapping now = after.mappingFor(r);
            if (was != now && !was.equals(now)) {
                ends.add(r.parent());
                ends.add(r.child());
            }
        }
        return ends;
    }
}
