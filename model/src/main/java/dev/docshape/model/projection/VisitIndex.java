package dev.docshape.model.projection;

import java.util.Arrays;
import java.util.Set;
import java.util.function.Function;

/**
 * Which collection builds read the relationships of each entity (or, in a second index, hold its
 * data), so a projection session finds
 * the builds a changed mapping invalidates by looking up the changed relationships' ends instead
 * of checking every build. Builds are named by slot (see {@link Builds#get}); an entity's list
 * may still name slots whose current build no longer visits it until it is next read (which checks
 * the builds and drops them), but never misses one.
 */
final class VisitIndex {
    private static final int[] NONE = new int[0];
    /** Per entity number: slots, the first {@link #counts} of each array used. */
    private final int[][] slots;
    private final int[] counts;

    VisitIndex(Topology topology) {
        slots = new int[topology.entityIds.size()][];
        counts = new int[slots.length];
        Arrays.fill(slots, NONE);
    }

    /** Records that the build now in {@code slot} visited {@code visited} (entity ids of the topology). */
    void add(Topology topology, int slot, Set<String> visited, Set<String> alreadyListed) {
        for (String id : visited) {
            if (alreadyListed != null && alreadyListed.contains(id)) continue;
            int e = topology.entityIndex(id);
            int[] list = slots[e];
            if (counts[e] == list.length) slots[e] = list = Arrays.copyOf(list, Math.max(4, list.length * 2));
            list[counts[e]++] = slot;
        }
    }

    /**
     * The slots whose build in {@code builds} names the entity numbered {@code e} in {@code names} (possibly more
     * than once). The others are dropped from the entity's list as they are met, so that over a long search the
     * lists hold what the builds name, not every slot that ever did: a later build in such a slot is listed again
     * by {@link #add}, which is told what the build before it named.
     */
    int[] slotsOf(int e, String entityId, Builds builds, Function<CollectionBuild, Set<String>> names) {
        return Arrays.copyOf(slots[e], keepNaming(e, entityId, builds, names));
    }

    /** Marks every slot whose build in {@code builds} visited the entity numbered {@code e}. */
    void markVisitors(int e, String entityId, Builds builds, DirtySlots marked) {
        int[] list = slots[e];
        int n = keepNaming(e, entityId, builds, CollectionBuild::visited);
        for (int k = 0; k < n; k++) marked.mark(list[k]);
    }

    /** Keeps in the entity's list only the slots whose build names it; returns how many. */
    private int keepNaming(int e, String entityId, Builds builds, Function<CollectionBuild, Set<String>> names) {
        int[] list = slots[e];
        int kept = 0;
        for (int k = 0; k < counts[e]; k++) {
            CollectionBuild b = builds.get(list[k]);
            if (b != null && names.apply(b).contains(entityId)) list[kept++] = list[k];
        }
        counts[e] = kept;
        return kept;
    }

    /** How many slots the entity numbered {@code e} has listed (duplicates and stale ones included); for tests. */
    int listed(int e) {
        return counts[e];
    }
}
