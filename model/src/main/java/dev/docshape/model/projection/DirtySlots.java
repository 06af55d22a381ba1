package dev.docshape.model.projection;

import java.util.Arrays;

/**
 * The slots of {@link Builds} whose earlier build visited an entity that a change touched, so it is built again:
 * a mark per slot for look-ups and the marked slots listed, so that a session reuses one set from call to call and
 * clears only what it marked (a fresh mark per slot on every suggestion made advice grow with the square of the model,
 * docs/decisions/0313-suggestions-change-slots-in-place.md).
 */
final class DirtySlots {
    private final boolean[] marked;
    private int[] listed = new int[16];
    private int count;

    DirtySlots(int slots) {
        marked = new boolean[slots];
    }

    /** How many slots the set can hold marks for. */
    int slots() {
        return marked.length;
    }

    void mark(int slot) {
        if (marked[slot]) return;
        marked[slot] = true;
        if (count == listed.length) listed = Arrays.copyOf(listed, count * 2);
        listed[count++] = slot;
    }

    boolean contains(int slot) {
        return marked[slot];
    }

    int size() {
        return count;
    }

    /** The {@code k}th slot marked (in the order they were marked). */
    int get(int k) {
        return listed[k];
    }

    void clear() {
        for (int k = 0; k < count; k++) marked[listed[k]] = false;
        count = 0;
    }
}
