package dev.docshape.model.projection;

import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.FrozenList;
import dev.docshape.model.Duplicates;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
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
    /** The slots whose earlier build visited a dirty entity and is built again; null: none is. */
    private final DirtySlots dirtySlots;
    private Set<String> usedCollectionNames;
    /** Every collection's name goes through {@link #usedCollectionNames}, not only the contested ones. */
    private final boolean namesAll;
    private Builds builds;
    /** How many collections this run has so far, and per position the slot of its build (projection order). */
    private int count;
    private int[] slotAt;
    private final List<CollectionBuild> rebuilt = new ArrayList<>();
    /** Per build of {@link #rebuilt}: the previous run's build in its slot, or null. */
    private final List<CollectionBuild> replaced = new ArrayList<>();
    /** Per slot a patched run looked at ({@link ChangedSlots}): the previous run's build there, or null. */
    private CollectionBuild[] before;
    /** The slots a patched run looked at (the only ones whose builds may differ from the previous run's); null when it visited all. */
    private ChangedSlots patched;
    /**
     * Per position of {@link #slotAt}: where the same build stood in the previous run's
     * collections, or -1 when it is built anew (set when the build is chosen, so lining up
     * does not look the previous builds up again).
     */
    private int[] orderedFrom;
    /** Where the build that {@link #reuseOr} returned last stood in the previous run, or -1. */
    private int lastFrom = -1;
    /** The slots of {@link #rebuilt}, in the same order. */
    private final List<Integer> rebuiltSlots = new ArrayList<>();

    ProjectionBuilder(DataModel model, Design design) {
        this(new ModelGraph(new Topology(model), design), null, null);
    }

    /**
     * @param previous   the builds of an earlier run over the same topology; a patched run takes its slots over
     * @param dirtySlots the slots whose earlier build must be built again; null when none must
     */
    ProjectionBuilder(ModelGraph graph, Builds previous, DirtySlots dirtySlots) {
        Topology topology = graph.topology;
        this.graph = graph;
        this.design = graph.design();
        this.documents = new DocumentBuilder(graph);
        this.previous = previous == null ? Builds.none(topology) : previous;
        this.dirtySlots = dirtySlots;
        this.namesAll = !design.duplicates().isEmpty();
    }

    Projection build() {
        patched = ChangedSlots.of(graph, previous, dirtySlots, namesAll);
        // co-locations compare the new own collections with the previous run's, so those need their own arrays
        builds = patched != null ? previous.successor(!graph.anyCoLocated()) : new Builds(graph.topology);
        builds.namedAll = namesAll;
        List<String> problems = patched != null ? patch() : buildAll();
        if (graph.anyCoLocated()) problems.addAll(coLocations().problems());
        // the run's arrays are only read from here on (the next run copies from them)
        return new Projection(FrozenList.of(builds.shapes, builds.shapes.length),
                FrozenList.of(builds.occurrences, builds.occurrences.length), problems);
    }

    /**
     * A run patched from the previous one ({@link ChangedSlots}): the previous builds carried over, the looked-at
     * slots built again or dropped, the order merged; returns the problems as {@link #assemble} does.
     */
    private List<String> patch() {
        Topology topology = graph.topology;
        before = new CollectionBuild[patched.size()];
        for (int k = 0; k < patched.size(); k++) {
            int slot = patched.slot(k);
            before[k] = builds.get(slot);
            if (patched.drop(k)) {
                builds.set(slot, null);
                builds.name[slot] = null;
            }
            if (!patched.build(k)) continue;
            // a collection kept under a contested name keeps its number: the contested ones present are the same
            int r = patched.relationship(k);
            String name = patched.had(k) ? builds.name[slot] : patched.entity(k) ? topology.collectionName(slot)
                    : patched.join(k) ? topology.joinCollectionBase(r) : topology.bucketCollectionBase(r);
            CollectionBuild made;
            if (patched.entity(k)) {
                made = documents.entityCollection(graph.entity(topology.entityIds.get(slot)), name);
            } else if (patched.join(k)) {
                made = documents.joinCollection(graph.relationships.get(r), name);
            } else {
                made = documents.bucketCollection(graph.relationships.get(r), Links.bucketSize(graph.mapping(r).strategy()), name);
            }
            builds.set(slot, made);
            builds.name[slot] = name;
            rebuilt.add(made);
            replaced.add(before[k]);
            rebuiltSlots.add(slot);
        }
        int capacity = patched.capacity(previous);
        slotAt = new int[capacity];
        orderedFrom = new int[capacity];
        count = patched.lineUp(previous, builds, slotAt, orderedFrom);
        return assemble(new ArrayList<>(0));
    }

    /** A run that visits every collection, reusing the previous run's builds where it can. */
    private List<String> buildAll() {
        int[] own = graph.ownCollectionIndexes;
        Topology topology = graph.topology;
        usedCollectionNames = new HashSet<>(Topology.capacity(namesAll ? topology.entityIds.size() : topology.contestedNames()));
        orderedFrom = new int[Math.max(16, own.length + 16)];
        slotAt = new int[orderedFrom.length];
        for (int e : own) {
            String name = name(topology.collectionName(e), topology.contestedEntityName(e));
            builds.entity[e] = add(reuseOr(previous.entity[e], builds.entitySlot(e), name,
                    () -> documents.entityCollection(graph.entity(topology.entityIds.get(e)), name)), builds.entitySlot(e));
        }
        List<String> duplicateProblems = new ArrayList<>(0);
        for (Duplicates.Duplicate d : design.duplicates().all()) {
            if (!topology.hasEntity(d.entity())) continue;
            int e = topology.entityIndex(d.entity());
            if (builds.entity[e] == null) {
                duplicateProblems.add("design '" + design.name() + "' duplicates " + graph.entity(d.entity()).name()
                        + ", which has no collection of its own there: no duplicate collection is made");
                continue;
            }
            String name = uniqueCollectionName(duplicateName(topology.collectionName(e), d));
            int copy = 2 * e + (d.isFeed() ? 1 : 0);
            int slot = builds.duplicateSlot(copy);
            builds.duplicate[copy] = add(reuseOr(previous.duplicate[copy], slot, name, d.isFeed()
                    ? () -> KeptHolders.inFeed(documents.feedCollection(graph.entity(d.entity()), name), d, graph.entity(d.entity()),
                            d.isPerParent() && topology.relationshipIndex(d.parent()) >= 0 ? topology.relationships.get(topology.relationshipIndex(d.parent())) : null)
                    : () -> documents.duplicateCollection(graph.entity(d.entity()), name)), slot);
        }
        for (int i = graph.nextWithCollection(0); i >= 0; i = graph.nextWithCollection(i + 1)) {
            Relationship r = graph.relationships.get(i);
            // relationships sharing an id share one collection: the last one's build, in the first one's place
            int slot = topology.mappedAs[i];
            if (graph.buckets(i)) {
                int bucketSize = Links.bucketSize(graph.mapping(i).strategy());
                String name = name(topology.bucketCollectionBase(i), topology.contestedBucketName(i));
                put(builds.bucket, slot, reuseOr(previous.bucket[slot], builds.bucketSlot(slot), name,
                        () -> documents.bucketCollection(r, bucketSize, name)), builds.bucketSlot(slot));
            }
            if (graph.joins(i)) {
                String name = name(topology.joinCollectionBase(i), topology.contestedJoinName(i));
                put(builds.join, slot, reuseOr(previous.join[slot], builds.joinSlot(slot), name,
                        () -> documents.joinCollection(r, name)), builds.joinSlot(slot));
            }
        }
        return assemble(duplicateProblems);
    }

    /**
     * The design's co-locations: the previous run's when the same references are co-located and
     * their ends' own collections are the very same shapes (so a move elsewhere costs nothing here).
     */
    private CoLocations coLocations() {
        BitSet coLocated = graph.coLocatedSet();
        Topology topology = graph.topology;
        boolean same = previous.coLocations != null && coLocated.equals(previous.coLocatedSet) && sameEnds(coLocated, topology);
        List<Relationship> references = same ? previous.coLocated : graph.coLocatedRelationships();
        CoLocations decided = same ? previous.coLocations
                : CoLocations.of(graph.entities, references, entity -> {
                    CollectionBuild b = builds.entity[topology.entityIndex(entity)];
                    return b == null ? null : b.shape();
                });
        builds.coLocated = references;
        builds.coLocatedSet = coLocated;
        builds.coLocations = decided;
        return decided;
    }

    /** True when every end of the co-located references has the same own collection (or none) as in the previous run. */
    private boolean sameEnds(BitSet coLocated, Topology topology) {
        for (int i = coLocated.nextSetBit(0); i >= 0; i = coLocated.nextSetBit(i + 1)) {
            if (builds.entity[topology.parentOf[i]] != previous.entity[topology.parentOf[i]]
                    || builds.entity[topology.childOf[i]] != previous.entity[topology.childOf[i]]) return false;
        }
        return true;
    }

    /**
     * The duplicate collection's name: {@code PostByAuthorId}, or {@code PostCopy} when it is not partitioned
     * (decision 0330); a feed is {@code PostFeed}, {@code PostFeedByAuthorId} when partitioned (decision 0321).
     */
    static String duplicateName(String collection, Duplicates.Duplicate d) {
        String key = d.partitionKey() == null ? "" : "By" + Naming.capitalize(d.partitionKey());
        if (d.isFeed()) return collection + "Feed" + key;
        return collection + (key.isEmpty() ? "Copy" : key);
    }

    /**
     * Lines up this run's collections, occurrences and build problems in {@link #builds}, copying
     * each stretch of builds kept from the previous run out of its arrays in one piece instead of
     * reading every build again; returns the problems: the graph's, then {@code duplicateProblems}, then the builds'.
     */
    private List<String> assemble(List<String> duplicateProblems) {
        int count = this.count;
        int[] from = orderedFrom;
        int[] occurrenceStart = new int[count + 1];
        int[] problemStart = new int[count + 1];
        CollectionShape[] shapes = new CollectionShape[count];
        // per position starting a kept stretch, where it ends: found once, used by both passes
        int[] stretchEnd = new int[count];
        for (int p = 0; p < count; ) {
            if (from[p] < 0) {
                CollectionBuild b = builds.get(slotAt[p]);
                shapes[p] = b.shape();
                occurrenceStart[p + 1] = occurrenceStart[p] + b.occurrences().size();
                problemStart[p + 1] = problemStart[p] + b.problems().size();
                p++;
                continue;
            }
            int end = runEnd(from, p, count);
            stretchEnd[p] = end;
            System.arraycopy(previous.shapes, from[p], shapes, p, end - p);
            shift(previous.occurrenceStart, from[p], occurrenceStart, p, end - p);
            shift(previous.problemStart, from[p], problemStart, p, end - p);
            p = end;
        }
        Occurrence[] occurrences = new Occurrence[occurrenceStart[count]];
        String[] buildProblems = new String[problemStart[count]];
        for (int p = 0; p < count; ) {
            if (from[p] < 0) {
                CollectionBuild b = builds.get(slotAt[p]);
                copy(b.occurrences(), occurrences, occurrenceStart[p]);
                copy(b.problems(), buildProblems, problemStart[p]);
                p++;
                continue;
            }
            int end = stretchEnd[p];
            int first = from[p];
            int last = from[end - 1];
            System.arraycopy(previous.occurrences, previous.occurrenceStart[first], occurrences, occurrenceStart[p],
                    previous.occurrenceStart[last + 1] - previous.occurrenceStart[first]);
            System.arraycopy(previous.problems, previous.problemStart[first], buildProblems, problemStart[p],
                    previous.problemStart[last + 1] - previous.problemStart[first]);
            p = end;
        }
        builds.keep(shapes, occurrences, occurrenceStart, buildProblems, problemStart, Arrays.copyOf(from, count),
                Arrays.copyOf(slotAt, count));
        List<String> problems = new ArrayList<>(graph.problems.size() + duplicateProblems.size() + buildProblems.length);
        problems.addAll(graph.problems);
        problems.addAll(duplicateProblems);
        problems.addAll(Arrays.asList(buildProblems));
        return problems;
    }

    /** The end of the stretch from position {@code p} whose builds stood one after another in the previous run. */
    private static int runEnd(int[] from, int p, int count) {
        int end = p + 1;
        while (end < count && from[end] == from[end - 1] + 1) end++;
        return end;
    }

    /** Carries the starts of a kept stretch over, shifted from where it began then to where it begins now. */
    private static void shift(int[] previousStart, int first, int[] start, int p, int length) {
        int delta = start[p] - previousStart[first];
        for (int k = 1; k <= length; k++) start[p + k] = previousStart[first + k] + delta;
    }

    private static <T> void copy(List<T> items, T[] into, int at) {
        for (int i = 0; i < items.size(); i++) into[at + i] = items.get(i);
    }

    /** True when this run patched the previous one ({@link ChangedSlots}) instead of visiting every collection. */
    boolean patched() {
        return patched != null;
    }

    /** This run's builds, for the next incremental run. */
    Builds builds() {
        return builds;
    }

    /** Entities whose data or links sit in a collection that this run built anew, dropped or renamed. */
    Set<String> changedEntities() {
        Set<String> changed = new HashSet<>();
        for (CollectionBuild b : rebuilt) changed.addAll(b.entities());
        if (patched != null) {
            for (int k = 0; k < patched.size(); k++) {
                CollectionBuild was = before[k];
                if (was != null && builds.get(patched.slot(k)) != was) changed.addAll(was.entities());
            }
            return changed;
        }
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

    private CollectionBuild add(CollectionBuild build, int slot) {
        int p = count++;
        builds.position[slot] = p;
        if (p == orderedFrom.length) {
            orderedFrom = Arrays.copyOf(orderedFrom, p * 2);
            slotAt = Arrays.copyOf(slotAt, p * 2);
        }
        orderedFrom[p] = lastFrom;
        slotAt[p] = slot;
        return build;
    }

    private void put(CollectionBuild[] slots, int slot, CollectionBuild build, int buildSlot) {
        CollectionBuild earlier = slots[slot];
        slots[slot] = build;
        if (earlier == null) {
            add(build, buildSlot);
        } else {
            orderedFrom[builds.position[buildSlot]] = lastFrom;
        }
    }

    /** The builds made anew in this run, and their slots (same order). */
    List<CollectionBuild> rebuilt() {
        return rebuilt;
    }

    List<Integer> rebuiltSlots() {
        return rebuiltSlots;
    }

    /** Per build of {@link #rebuilt}: the previous run's build in its slot, or null (a patched run has changed the previous run's slots in place). */
    List<CollectionBuild> replaced() {
        return replaced;
    }

    private CollectionBuild reuseOr(CollectionBuild old, int slot, String name, Supplier<CollectionBuild> build) {
        String oldName = previous.name[slot];
        if (old != null && (oldName == name || oldName.equals(name)) && (dirtySlots == null || !dirtySlots.contains(slot))) {
            builds.name[slot] = oldName;
            lastFrom = previous.shapes == null ? -1 : previous.position[slot];
            return old;
        }
        CollectionBuild made = build.get();
        lastFrom = -1;
        builds.name[slot] = name;
        rebuilt.add(made);
        replaced.add(old);
        rebuiltSlots.add(slot);
        return made;
    }

    /**
     * The collection's name: its base, made unique with a number where another collection could
     * claim the same name ({@link Topology#contestedEntityName}); an uncontested base is unique as it is.
     * A design with duplicate collections names every collection so: a duplicate's name
     * ({@link #duplicateName}) depends on the design, so the model's contested names do not cover it.
     */
    private String name(String base, boolean contested) {
        return contested || namesAll ? uniqueCollectionName(base) : base;
    }

    private String uniqueCollectionName(String base) {
        String name = base;
        for (int i = 2; !usedCollectionNames.add(name); i++) name = base + i;
        return name;
    }
}
