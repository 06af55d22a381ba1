package dev.docshape.model.projection;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One projection run: decides the collections and their names, then has each document shape
 * built. Given the builds of an earlier run over the same model, it reuses every collection whose
 * name is unchanged and whose build visited none of the {@code dirty} entities (the ends of
 * relationships whose mapping changed), which is what makes {@link ProjectionSession} fast.
 */
final class ProjectionBuilder {
    private final ModelGraph graph;
    private final Design design;
    private final DocumentBuilder documents;
    private final Builds previous;
    /** The dirty entities, checked against every earlier build. */
    private final String[] dirtyIds;
    private final Set<String> usedCollectionNames;
    private final Builds builds;
    /** This run's builds in projection order. */
    private final List<CollectionBuild> ordered;
    private final List<CollectionBuild> rebuilt = new ArrayList<>();

    ProjectionBuilder(DataModel model, Design design) {
        this(new Topology(model), design, null, Set.of());
    }

    /** @param previous the builds of an earlier run over the same topology; null when there is none */
    ProjectionBuilder(Topology topology, Design design, Builds previous, Set<String> dirty) {
        this.graph = new ModelGraph(topology, design);
        this.design = design;
        this.documents = new DocumentBuilder(graph);
        this.previous = previous == null ? Builds.none(topology) : previous;
        this.dirtyIds = dirty.toArray(new String[0]);
        int n = Topology.capacity(topology.entities.size());
        this.usedCollectionNames = new HashSet<>(n);
        this.builds = new Builds(topology);
        this.ordered = new ArrayList<>(graph.ownCollections.size());
    }

    Projection build() {
        List<String> problems = new ArrayList<>(graph.problems);
        int[] own = graph.ownCollectionIndexes;
        for (int k = 0; k < own.length; k++) {
            int e = own[k];
            Entity entity = graph.entity(graph.ownCollections.get(k));
            String name = uniqueCollectionName(graph.topology.collectionName(e));
            builds.entity[e] = add(reuseOr(previous.entity[e], name, () -> documents.entityCollection(entity, name)));
        }
        for (Duplicates.Duplicate d : design.duplicates().all()) {
            if (!graph.topology.hasEntity(d.entity())) continue;
            int e = graph.topology.entityIndex(d.entity());
            if (builds.entity[e] == null) {
                problems.add("design '" + design.name() + "' duplicates " + graph.entity(d.entity()).name()
                        + ", which has no collection of its own there: no duplicate collection is made");
                continue;
            }
            Entity entity = graph.entity(d.entity());
            String name = uniqueCollectionName(duplicateName(graph.topology.collectionName(e), d.partitionKey()));
            builds.duplicate[e] = add(reuseOr(previous.duplicate[e], name, () -> documents.duplicateCollection(entity, name)));
        }
        for (int i = 0; i < graph.relationships.size(); i++) {
            Relationship r = graph.relationships.get(i);
            Strategy s = graph.mapping(i).strategy();
            int bucketSize = Links.bucketSize(s);
            // relationships sharing an id share one collection: the last one's build, in the first one's place
            int slot = graph.topology.mappedAs[i];
            if (bucketSize > 0) {
                String name = uniqueCollectionName(graph.topology.bucketCollectionBase(i));
                put(builds.bucket, slot, reuseOr(previous.bucket[slot], name, () -> documents.bucketCollection(r, bucketSize, name)));
            }
            if (s instanceof Reference ref && ref.placement() == Placement.JOINING_DOCUMENTS) {
                String name = uniqueCollectionName(graph.topology.joinCollectionBase(i));
                put(builds.join, slot, reuseOr(previous.join[slot], name, () -> documents.joinCollection(r, name)));
            }
        }
        List<CollectionShape> collections = new ArrayList<>(ordered.size());
        int occurrenceCount = 0;
        for (CollectionBuild b : ordered) occurrenceCount += b.occurrences().size();
        List<Occurrence> occurrences = new ArrayList<>(occurrenceCount);
        for (CollectionBuild b : ordered) {
            collections.add(b.shape());
            occurrences.addAll(b.occurrences());
            problems.addAll(b.problems());
        }
        if (anyCoLocated()) {
            DataModel model = new DataModel(List.copyOf(graph.entities.values()), graph.relationships, List.of());
            problems.addAll(CoLocations.of(model, design, entity -> {
                CollectionBuild b = builds.entity[graph.topology.entityIndex(entity)];
                return b == null ? null : b.shape();
            }).problems());
        }
        return new Projection(collections, occurrences, problems);
    }

    /** The duplicate collection's name: {@code PostByAuthorId}, or {@code PostCopy} when it is not partitioned (decision 0330). */
    static String duplicateName(String collection, String partitionKey) {
        return collection + (partitionKey == null ? "Copy" : "By" + Naming.capitalize(partitionKey));
    }

    private boolean anyCoLocated() {
        for (int i = 0; i < graph.relationships.size(); i++) {
            if (graph.mapping(i).strategy() instanceof Reference ref && ref.coLocated()) return true;
        }
        return false;
    }

    /** This run's builds, for the next incremental run. */
    Builds builds() {
        return builds;
    }

    /** Entities whose data or links sit in a collection that this run built anew, dropped or renamed. */
    Set<String> changedEntities() {
        Set<String> changed = new HashSet<>();
        for (CollectionBuild b : rebuilt) changed.addAll(b.entities());
        changedSince(previous.entity, builds.entity, changed);
        changedSince(previous.duplicate, builds.duplicate, changed);
        changedSince(previous.bucket, builds.bucket, changed);
        changedSince(previous.join, builds.join, changed);
        return changed;
    }

    private static void changedSince(CollectionBuild[] before, CollectionBuild[] now, Set<String> changed) {
        for (int i = 0; i < before.length; i++) {
            if (before[i] != null && now[i] != before[i]) changed.addAll(before[i].entities());
        }
    }

    private CollectionBuild add(CollectionBuild build) {
        ordered.add(build);
        return build;
    }

    private void put(CollectionBuild[] slots, int slot, CollectionBuild build) {
        CollectionBuild earlier = slots[slot];
        slots[slot] = build;
        if (earlier == null) ordered.add(build);
        else ordered.set(ordered.lastIndexOf(earlier), build);
    }

    private CollectionBuild reuseOr(CollectionBuild old, String name, Supplier<CollectionBuild> build) {
        if (old != null && old.shape().name().equals(name) && !visitedAny(old, dirtyIds)) {
            return old;
        }
        CollectionBuild made = build.get();
        rebuilt.add(made);
        return made;
    }

    private static boolean visitedAny(CollectionBuild build, String[] entityIds) {
        for (String id : entityIds) {
            if (build.visited().contains(id)) return true;
        }
        return false;
    }

    private String uniqueCollectionName(String base) {
        String name = base;
        for (int i = 2; !usedCollectionNames.add(name); i++) name = base + i;
        return name;
    }
}
