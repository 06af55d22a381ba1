package dev.docshape.model.projection;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
    private final Map<CollectionKey, CollectionBuild> previous;
    /** The dirty entities, checked against every earlier build. */
    private final String[] dirtyIds;
    private final Set<String> usedCollectionNames;
    private final Map<CollectionKey, CollectionBuild> builds;
    private final Set<CollectionKey> rebuiltKeys = new HashSet<>();

    ProjectionBuilder(DataModel model, Design design) {
        this(new Topology(model), design, Map.of(), Set.of());
    }

    ProjectionBuilder(Topology topology, Design design, Map<CollectionKey, CollectionBuild> previous, Set<String> dirty) {
        this.graph = new ModelGraph(topology, design);
        this.design = design;
        this.documents = new DocumentBuilder(graph);
        this.previous = previous;
        this.dirtyIds = dirty.toArray(new String[0]);
        int n = Topology.capacity(topology.entities.size());
        this.usedCollectionNames = new HashSet<>(n);
        this.builds = new LinkedHashMap<>(n);
    }

    Projection build() {
        for (String entityId : graph.ownCollections) {
            Entity e = graph.entity(entityId);
            String name = uniqueCollectionName(graph.topology.collectionName(entityId));
            CollectionKey key = new CollectionKey(CollectionKind.ENTITY, e.id());
            builds.put(key, reuseOr(key, name, () -> documents.entityCollection(e, name)));
        }
        for (int i = 0; i < graph.relationships.size(); i++) {
            Relationship r = graph.relationships.get(i);
            Strategy s = graph.mapping(i).strategy();
            int bucketSize = Links.bucketSize(s);
            if (bucketSize > 0) {
                String name = uniqueCollectionName(graph.topology.bucketCollectionBase(i));
                CollectionKey key = new CollectionKey(CollectionKind.BUCKET, r.id());
                builds.put(key, reuseOr(key, name, () -> documents.bucketCollection(r, bucketSize, name)));
            }
            if (s instanceof Reference ref && ref.placement() == Placement.JOINING_DOCUMENTS) {
                String name = uniqueCollectionName(graph.topology.joinCollectionBase(i));
                CollectionKey key = new CollectionKey(CollectionKind.JOIN, r.id());
                builds.put(key, reuseOr(key, name, () -> documents.joinCollection(r, name)));
            }
        }
        List<CollectionShape> collections = new ArrayList<>(builds.size());
        int occurrenceCount = 0;
        for (CollectionBuild b : builds.values()) occurrenceCount += b.occurrences().size();
        List<Occurrence> occurrences = new ArrayList<>(occurrenceCount);
        List<String> problems = new ArrayList<>(graph.problems);
        for (CollectionBuild b : builds.values()) {
            collections.add(b.shape());
            occurrences.addAll(b.occurrences());
            problems.addAll(b.problems());
        }
        if (anyCoLocated()) {
            DataModel model = new DataModel(List.copyOf(graph.entities.values()), graph.relationships, List.of());
            problems.addAll(CoLocations.of(model, design, entity -> {
                CollectionBuild b = builds.get(new CollectionKey(CollectionKind.ENTITY, entity));
                return b == null ? null : b.shape();
            }).problems());
        }
        return new Projection(collections, occurrences, problems);
    }

    private boolean anyCoLocated() {
        for (int i = 0; i < graph.relationships.size(); i++) {
            if (graph.mapping(i).strategy() instanceof Reference ref && ref.coLocated()) return true;
        }
        return false;
    }

    /** This run's builds, by key, for the next incremental run. */
    Map<CollectionKey, CollectionBuild> builds() {
        return builds;
    }

    /** Entities whose data or links sit in a collection that this run built anew, dropped or renamed. */
    Set<String> changedEntities() {
        Set<String> changed = new HashSet<>();
        for (CollectionKey key : rebuiltKeys) changed.addAll(builds.get(key).entities());
        for (Map.Entry<CollectionKey, CollectionBuild> old : previous.entrySet()) {
            if (builds.get(old.getKey()) != old.getValue()) changed.addAll(old.getValue().entities());
        }
        return changed;
    }

    private CollectionBuild reuseOr(CollectionKey key, String name, Supplier<CollectionBuild> build) {
        CollectionBuild old = previous.get(key);
        if (old != null && old.shape().name().equals(name) && !visitedAny(old, dirtyIds)) {
            return old;
        }
        rebuiltKeys.add(key);
        return build.get();
    }

    private static boolean visitedAny(CollectionBuild build, String[] entityIds) {
        for (String id : entityIds) {
            if (build.visited().contains(id)) return true;
        }
        return false;
    }

    /** Identifies a collection across runs: the entity of an entity collection, the relationship of the others. */
    record CollectionKey(CollectionKind kind, String id) {
    }

    private String uniqueCollectionName(String base) {
        String name = base;
        for (int i = 2; !usedCollectionNames.add(name); i++) name = base + i;
        return name;
    }
}
