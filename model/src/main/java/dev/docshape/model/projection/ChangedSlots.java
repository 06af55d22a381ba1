package dev.docshape.model.projection;

import java.util.Arrays;

/**
 * The collections a patched projection run gains, loses or builds again, found from the ends of the changed
 * relationships ({@link ModelGraph#patchedAt}), the entities whose standalone flag was toggled
 * ({@link ModelGraph#toggledAt}) and the dirty slots instead of visiting every collection, and
 * the run's order of collections merged from the previous run's. Every other collection is the previous run's,
 * in the same order, under the same name (docs/decisions/0312-suggestions-patch-the-previous-run.md).
 *
 * <p>Each slot has an order key: an entity collection its entity number, a bucket or joining collection the
 * number of entities plus twice its relationship's number (plus one for joining), which is the projection's
 * order (entities in model order, then each relationship's bucket, then its joining collection).
 */
final class ChangedSlots {
    private static final byte KEEP = 0;
    private static final byte BUILD = 1;
    private static final byte DROP = 2;
    private static final byte ABSENT = 3;

    private final Builds layout;
    private final int entities;
    /** The order keys of the slots looked at, ascending, and what happens to each. */
    private final int[] keys;
    private final byte[] states;
    private final boolean[] had;

    private ChangedSlots(Builds layout, int entities, int[] keys, byte[] states, boolean[] had) {
        this.layout = layout;
        this.entities = entities;
        this.keys = keys;
        this.states = states;
        this.had = had;
    }

    /**
     * The changes from {@code previous} to the run of {@code graph}; null where the run must visit every
     * collection: no assembled previous run, a graph decided afresh, duplicate collections (named through
     * the set of used names), or a collection with a contested name appearing or disappearing (which may
     * number the others otherwise).
     */
    static ChangedSlots of(ModelGraph graph, Builds previous, DirtySlots dirtySlots, boolean namesAll) {
        if (previous.slotAt == null || dirtySlots == null || graph.patchedAt == null || namesAll || previous.namedAll) return null;
        Topology topology = graph.topology;
        int entities = topology.entityIds.size();
        int[] keys = new int[graph.patchedAt.length * 4 + graph.toggledAt.length + 8];
        int n = 0;
        for (int e : graph.toggledAt) keys[n++] = e;
        for (int i : graph.patchedAt) {
            keys[n++] = topology.parentOf[i];
            keys[n++] = topology.childOf[i];
            keys[n++] = entities + 2 * i;
            keys[n++] = entities + 2 * i + 1;
        }
        for (int d = 0; d < dirtySlots.size(); d++) {
            int slot = dirtySlots.get(d);
            int key = key(previous, entities, slot);
            if (key < 0) return null;
            if (n == keys.length) keys = Arrays.copyOf(keys, n * 2);
            keys[n++] = key;
        }
        Arrays.sort(keys, 0, n);
        int distinct = 0;
        for (int k = 0; k < n; k++) if (k == 0 || keys[k] != keys[k - 1]) keys[distinct++] = keys[k];
        keys = Arrays.copyOf(keys, distinct);
        byte[] states = new byte[distinct];
        boolean[] had = new boolean[distinct];
        for (int k = 0; k < distinct; k++) {
            int key = keys[k];
            boolean has;
            boolean contested;
            if (key < entities) {
                had[k] = previous.entity[key] != null;
                has = graph.ownsCollection(key);
                contested = topology.contestedEntityName(key);
            } else {
                int r = (key - entities) / 2;
                boolean join = (key - entities) % 2 == 1;
                had[k] = (join ? previous.join[r] : previous.bucket[r]) != null;
                has = join ? graph.joins(r) : graph.buckets(r);
                contested = join ? topology.contestedJoinName(r) : topology.contestedBucketName(r);
            }
            if (had[k] != has && contested) return null;
            boolean dirty = dirtySlots.contains(slot(previous, entities, key));
            states[k] = has ? (had[k] && !dirty ? KEEP : BUILD) : (had[k] ? DROP : ABSENT);
        }
        return new ChangedSlots(previous, entities, keys, states, had);
    }

    /** How many slots were looked at. */
    int size() {
        return keys.length;
    }

    int slot(int k) {
        return slot(layout, entities, keys[k]);
    }

    boolean build(int k) {
        return states[k] == BUILD;
    }

    boolean drop(int k) {
        return states[k] == DROP;
    }

    /** True when the slot had a build in the previous run. */
    boolean had(int k) {
        return had[k];
    }

    /** True when the slot is an entity's collection. */
    boolean entity(int k) {
        return keys[k] < entities;
    }

    /** The relationship number of a bucket or joining slot. */
    int relationship(int k) {
        return (keys[k] - entities) / 2;
    }

    boolean join(int k) {
        return keys[k] >= entities && (keys[k] - entities) % 2 == 1;
    }

    /**
     * Lines this run's collections up: the previous run's order less the dropped, with the built ones in
     * their place; fills {@code slotAt} and {@code from} (where the build stood before, -1 when built anew)
     * per position and {@code builds.position} per slot; returns how many collections there are. The stretches
     * between the looked-at slots are copied in one piece, each looked-at slot found by its order key
     * (docs/decisions/0314-advice-walks-only-the-changed-collections.md).
     */
    int lineUp(Builds previous, Builds builds, int[] slotAt, int[] from) {
        int count = previous.slotAt.length;
        int q = 0;
        int p = 0;
        for (int k = 0; k < keys.length; k++) {
            int at = firstFrom(previous, keys[k], p, count);
            q = keep(previous, builds, slotAt, from, q, p, at);
            p = at;
            boolean there = p < count && key(previous, entities, previous.slotAt[p]) == keys[k];
            if (states[k] == BUILD) q = put(builds, slotAt, from, q, slot(k), -1);
            else if (states[k] == KEEP) q = put(builds, slotAt, from, q, previous.slotAt[p], p);
            if (there) p++;
        }
        return keep(previous, builds, slotAt, from, q, p, count);
    }

    /** The first position from {@code low} of the previous run whose order key is at least {@code key} (keys ascend with positions). */
    private int firstFrom(Builds previous, int key, int low, int high) {
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (key(previous, entities, previous.slotAt[middle]) < key) low = middle + 1;
            else high = middle;
        }
        return low;
    }

    /** Carries the previous run's positions {@code p} to {@code end} over to positions from {@code q}; returns the next position. */
    private static int keep(Builds previous, Builds builds, int[] slotAt, int[] from, int q, int p, int end) {
        int length = end - p;
        System.arraycopy(previous.slotAt, p, slotAt, q, length);
        for (int i = 0; i < length; i++) from[q + i] = p + i;
        // a build that stays where it stood keeps its position: the run's positions start as the previous run's
        if (q != p) {
            for (int i = 0; i < length; i++) builds.position[slotAt[q + i]] = q + i;
        }
        return q + length;
    }

    /** How many collections the run has at most: the previous run's and the ones built where there was none. */
    int capacity(Builds previous) {
        int n = previous.slotAt.length;
        for (int k = 0; k < keys.length; k++) if (states[k] == BUILD && !had[k]) n++;
        return n;
    }

    private static int put(Builds builds, int[] slotAt, int[] from, int q, int slot, int was) {
        slotAt[q] = slot;
        from[q] = was;
        builds.position[slot] = q;
        return q + 1;
    }

    /** The slot's order key; -1 for a duplicate collection's slot. */
    private static int key(Builds layout, int entities, int slot) {
        if (slot < entities) return slot;
        int r = slot - layout.bucketSlot(0);
        if (r < 0) return -1;
        if (r < layout.bucket.length) return entities + 2 * r;
        return entities + 2 * (slot - layout.joinSlot(0)) + 1;
    }

    private static int slot(Builds layout, int entities, int key) {
        if (key < entities) return layout.entitySlot(key);
        int r = (key - entities) / 2;
        return (key - entities) % 2 == 1 ? layout.joinSlot(r) : layout.bucketSlot(r);
    }
}
