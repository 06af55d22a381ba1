package dev.docshape.model.projection;

import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Duplicates;
import dev.docshape.model.mapping.Mapping;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Projects one design after another, rebuilding only what a change touches: when the model is
 * the same as in the previous call and only mappings or standalone entities changed, collections
 * whose documents do not involve a changed relationship are reused as they were. The result is
 * always equal to {@link Projector#project} on the same inputs.
 *
 * <p>A design made from the previous one by {@link Design#withMapping} (as the advisor's
 * suggestions and the design search's candidates are) names the relationships it changes, so the
 * session finds the collections to rebuild from their ends ({@link VisitIndex}) and patches the
 * previous run's per-relationship facts, without comparing the two designs mapping by mapping
 * (docs/decisions/0310-incremental-projection-for-advice-and-search.md).
 *
 * <p>Thread-safe: calls are serialized.
 */
public final class ProjectionSession {
    private DataModel model;
    private Design design;
    private Projection projection;
    /** The projection before {@link #projection}, which {@link Builds#from} of {@link #builds} points into; null when none does. */
    private Projection before;
    private Builds builds;
    private ModelGraph graph;
    private VisitIndex visits;
    /** Which builds hold each entity's data or links ({@link CollectionBuild#entities}). */
    private VisitIndex holders;
    private Set<String> changedEntities;
    /** The slots to build again, marked afresh on each call and cleared after it. */
    private DirtySlots dirtySlots;
    /** True when the last run patched the previous one instead of visiting every collection ({@link ChangedSlots}). */
    private boolean patched;

    public synchronized Projection project(DataModel newModel, Design newDesign) {
        Objects.requireNonNull(newModel, "model");
        Objects.requireNonNull(newDesign, "design");
        patched = false;
        boolean sameModel = model != null && sameShape(model, newModel);
        if (!sameModel) {
            projectAfresh(newModel, newDesign);
            return projection;
        }
        int[] changed = changedRelationships(newDesign);
        if (changed == null && (design == newDesign || design.equals(newDesign))) {
            changedEntities = Set.of();
            return projection;
        }
        boolean sameStandalone = design.standalone() == newDesign.standalone() || design.standalone().equals(newDesign.standalone());
        boolean sameDuplicates = design.duplicates() == newDesign.duplicates() || design.duplicates().equals(newDesign.duplicates());
        // partitioning does not shape the documents: a design differing only in it projects the same
        if (changed != null && changed.length == 0 && sameStandalone && sameDuplicates) {
            changedEntities = Set.of();
            design = newDesign;
            return projection;
        }
        Topology topology = graph.topology;
        Set<String> dirty;
        int[] toggled = changed == null ? null : toggledStandalone(design, newDesign, topology);
        ModelGraph newGraph = toggled != null
                ? new ModelGraph(graph, newDesign, changed, toggled) : new ModelGraph(topology, newDesign);
        // a design that does not name its changes is compared with the previous one relationship by relationship
        int[] differing = changed != null ? changed : topology.complete() ? differingRelationships(newDesign) : null;
        if (differing != null) {
            dirty = new HashSet<>();
            for (int i : differing) {
                dirty.add(topology.relationships.get(i).parent());
                dirty.add(topology.relationships.get(i).child());
            }
        } else {
            dirty = changedEnds(newModel, design, newDesign);
        }
        if (dirtySlots == null || dirtySlots.slots() != builds.slots()) dirtySlots = new DirtySlots(builds.slots());
        dirtySlots.clear();
        if (differing != null) {
            markChangedSides(differing, newGraph);
        } else {
            for (String id : dirty) {
                if (topology.entities.containsKey(id)) visits.markVisitors(topology.entityIndex(id), id, builds, dirtySlots);
            }
        }
        ProjectionBuilder builder = new ProjectionBuilder(newGraph, builds, dirtySlots);
        Projection built;
        try {
            built = builder.build();
        } catch (RuntimeException e) {
            // a patched run may have changed the previous run's slots halfway: the next call starts afresh
            model = null;
            throw e;
        } finally {
            dirtySlots.clear();
        }
        before = projection;
        projection = built;
        patched = builder.patched();
        builds = builder.builds();
        List<CollectionBuild> rebuilt = builder.rebuilt();
        List<CollectionBuild> replaced = builder.replaced();
        List<Integer> slots = builder.rebuiltSlots();
        for (int k = 0; k < rebuilt.size(); k++) {
            CollectionBuild old = replaced.get(k);
            visits.add(topology, slots.get(k), rebuilt.get(k).visited(), old == null ? null : old.visited());
            holders.add(topology, slots.get(k), rebuilt.get(k).entities(), old == null ? null : old.entities());
        }
        Set<String> changedNow = new HashSet<>(dirty);
        changedNow.addAll(builder.changedEntities());
        // a declared, dropped or re-keyed duplicate is built, left out or renamed in its own slot (nothing else
        // reads it), but its entity's documents are now stored otherwise
        if (!sameDuplicates) {
            for (Duplicates.Duplicate d : design.duplicates().all()) changedNow.add(d.entity());
            for (Duplicates.Duplicate d : newDesign.duplicates().all()) changedNow.add(d.entity());
        }
        if (!sameStandalone) {
            for (String id : design.standalone()) if (!newDesign.standalone().contains(id)) changedNow.add(id);
            for (String id : newDesign.standalone()) if (!design.standalone().contains(id)) changedNow.add(id);
        }
        changedEntities = Collections.unmodifiableSet(changedNow);
        graph = newGraph;
        design = newDesign;
        return projection;
    }

    /**
     * Marks the builds to redo for the changed relationships: those that visited an end whose side of the mapping
     * changed ({@link MappingSides}; a build reads a relationship's mapping only for the side of the end it visited),
     * and the relationship's own bucket collection, whose documents depend on the whole mapping. A move that changes
     * one side (a child's copies of its parent, a bucket's size, a count, a co-location) leaves the other end's
     * collections as they were instead of building them again to the same documents.
     */
    private void markChangedSides(int[] changed, ModelGraph newGraph) {
        Topology topology = graph.topology;
        for (int i : changed) {
            Mapping was = graph.mapping(i);
            Mapping now = newGraph.mapping(i);
            // a value object at either end may keep or lose its embedded id whichever side changed (ValueObjectIds)
            boolean valueObject = topology.entity(topology.parentOf[i]).valueObject() || topology.entity(topology.childOf[i]).valueObject();
            if (valueObject || !MappingSides.sameParentSide(was, now)) markVisitors(topology.parentOf[i]);
            if (valueObject || !MappingSides.sameChildSide(was, now)) markVisitors(topology.childOf[i]);
            int bucket = builds.bucketSlot(topology.mappedAs[i]);
            if (builds.get(bucket) != null) dirtySlots.mark(bucket);
        }
    }

    private void markVisitors(int entity) {
        visits.markVisitors(entity, graph.topology.entityIds.get(entity), builds, dirtySlots);
    }

    private void projectAfresh(DataModel newModel, Design newDesign) {
        Topology topology = new Topology(newModel);
        graph = new ModelGraph(topology, newDesign);
        ProjectionBuilder builder = new ProjectionBuilder(graph, null, null);
        before = null;
        projection = builder.build();
        builds = builder.builds();
        visits = new VisitIndex(topology);
        holders = new VisitIndex(topology);
        for (int slot = 0; slot < builds.slots(); slot++) {
            CollectionBuild b = builds.get(slot);
            if (b == null) continue;
            visits.add(topology, slot, b.visited(), null);
            holders.add(topology, slot, b.entities(), null);
        }
        changedEntities = null;
        model = newModel;
        design = newDesign;
    }

    /**
     * The numbers of the relationships whose mappings differ from the previous design's, when the
     * new design says which it changed; null when it does not (or relationships share ids).
     */
    private int[] changedRelationships(Design newDesign) {
        Set<String> ids = Design.mappingsChangedBetween(design, newDesign);
        Topology topology = graph.topology;
        // relationships left out of the topology (shared ids, unknown ends) are still consulted by the estimate
        if (ids == null || !topology.complete()) return null;
        List<Integer> changed = new ArrayList<>(ids.size());
        for (String id : ids) {
            int i = topology.relationshipIndex(id);
            if (i >= 0 && differs(i, newDesign)) changed.add(i);
        }
        return numbers(changed);
    }

    /** The numbers of every relationship whose mapping differs from the previous design's (a model whose topology is complete). */
    private int[] differingRelationships(Design newDesign) {
        List<Integer> changed = new ArrayList<>();
        for (int i = 0; i < graph.topology.relationships.size(); i++) if (differs(i, newDesign)) changed.add(i);
        return numbers(changed);
    }

    private boolean differs(int relationship, Design newDesign) {
        Mapping now = newDesign.mappingFor(graph.topology.relationships.get(relationship));
        Mapping was = graph.mapping(relationship);
        return was != now && !was.equals(now);
    }

    private static int[] numbers(List<Integer> list) {
        int[] result = new int[list.size()];
        for (int k = 0; k < result.length; k++) result[k] = list.get(k);
        return result;
    }

    /**
     * The numbers of the entities standalone in one design and not in the other (the search's
     * "keeps a collection of its own" moves: a few at a time); null when an unknown entity is named.
     */
    private static int[] toggledStandalone(Design before, Design after, Topology topology) {
        Set<String> was = before.standalone();
        Set<String> now = after.standalone();
        if (was == now || was.equals(now)) return new int[0];
        List<String> toggled = new ArrayList<>();
        for (String id : was) if (!now.contains(id)) toggled.add(id);
        for (String id : now) if (!was.contains(id)) toggled.add(id);
        int[] numbers = new int[toggled.size()];
        for (int k = 0; k < numbers.length; k++) {
            if (!topology.hasEntity(toggled.get(k))) return null;
            numbers[k] = topology.entityIndex(toggled.get(k));
        }
        return numbers;
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

    /**
     * Every place the entity's data sits in the last projection, in the projection's order (as
     * {@link Projection#occurrences} lists them), found from the collections that hold the entity
     * rather than by walking every occurrence.
     */
    public synchronized List<Occurrence> occurrencesOf(String entityId) {
        Topology topology = graph.topology;
        if (!topology.entities.containsKey(entityId)) return List.of();
        // the slots listed hold builds naming the entity (a slot may be listed twice): ordered by their position
        int[] listed = holders.slotsOf(topology.entityIndex(entityId), entityId, builds, CollectionBuild::entities);
        long[] byPosition = new long[listed.length];
        for (int k = 0; k < listed.length; k++) byPosition[k] = (long) builds.position[listed[k]] << 32 | listed[k];
        Arrays.sort(byPosition);
        List<Occurrence> found = new ArrayList<>(2);
        // the other entities' ids mostly differ in their (cached) hashes, and often only in their last characters
        int hash = entityId.hashCode();
        for (int k = 0; k < byPosition.length; k++) {
            if (k > 0 && byPosition[k - 1] == byPosition[k]) continue;
            for (Occurrence o : builds.get((int) byPosition[k]).occurrences()) {
                String entity = o.entity();
                if (entity.hashCode() == hash && entity.equals(entityId)) found.add(o);
            }
        }
        return found;
    }

    /**
     * Per collection of the last projection: the position in {@code earlier}'s collections of the
     * very same shape, or -1 where the collection was built anew; null when {@code earlier} is not
     * the projection before the last one. Lets the estimate carry each kept collection's size over
     * by position instead of searching for it.
     */
    public synchronized int[] keptPositions(Projection earlier) {
        return earlier != null && earlier == before ? builds.from.clone() : null;
    }

    /**
     * For tests: how many slots the index of builds holding the entity lists for it (see {@link VisitIndex#slotsOf}),
     * and how many builds hold it, every slot checked.
     */
    synchronized int[] holdersListedAndHolding(String entityId) {
        int holding = 0;
        for (int slot = 0; slot < builds.slots(); slot++) {
            CollectionBuild b = builds.get(slot);
            if (b != null && b.entities().contains(entityId)) holding++;
        }
        return new int[]{holders.listed(graph.topology.entityIndex(entityId)), holding};
    }

    /** True when the last {@link #project} patched the previous run ({@link ChangedSlots}); for tests. */
    synchronized boolean patched() {
        return patched;
    }

    /**
     * The co-locations of the last projection's design, as decided while projecting it; null when
     * its design co-locates nothing (or none were decided): then ask {@link CoLocations#of}.
     */
    public synchronized CoLocations coLocations() {
        return builds == null ? null : builds.coLocations;
    }

    /**
     * Entities whose place in the documents may have changed in the last {@link #project} call:
     * empty when nothing changed, null when everything may have (a different model, or the first call).
     */
    public synchronized Set<String> changedEntities() {
        return changedEntities;
    }

    /**
     * Whether two models project alike because they differ at most in where entities are drawn: a card dragged on the
     * canvas changes only its entity's position, which no document holds (decision 0429). An edit replaces only the
     * entities it changes, so the others are compared by reference.
     */
    private static boolean sameShape(DataModel a, DataModel b) {
        if (a == b) return true;
        if (!a.relationships().equals(b.relationships()) || !a.patterns().equals(b.patterns())) return false;
        List<Entity> x = a.entities();
        List<Entity> y = b.entities();
        if (x.size() != y.size()) return false;
        for (int i = 0; i < x.size(); i++) {
            Entity e = x.get(i);
            Entity f = y.get(i);
            if (e != f && !e.withPosition(f.position()).equals(f)) return false;
        }
        return true;
    }
}
