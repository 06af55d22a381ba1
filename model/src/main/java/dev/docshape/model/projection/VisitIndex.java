package dev.docshape.model.projection;

import java.util.Arrays;
import java.util.Set;

/**
 * Which collection builds read the relationships of each entity (or, in a second index, hold its
 * data), so a projection session finds
 * the builds a changed mapping invalidates by looking up the changed relationships' ends instead
 * of checking every build. Builds are named by slot (see {@link Builds#get}); an entity's list
 * may still name slots whose current build no longer visits it (the caller checks the build), but
 * never misses one.
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

    /** The slots listed for the entity numbered {@code e} (possibly more than once). */
    int[] slotsOf(int e) {
        return Arrays.copyOf(slots[e], counts[e]);
    }

    /** Marks every slot whose build in {@code builds} visited the entity numbered {@code e}. */
    void markVisitors(int e, String entityId, Builds builds, DirtySlots marked) {
        int[] list = slots[e];
        for (int k = 0; k < counts[e]; k++) {
            int slot = list[k];
            if (marked.contains(slot)) continue;
            CollectionBuild b = builds.get(slot);
            if (b != null && b.visited().contains(entityId)) marked.mark(slot);
        }
    }
}
