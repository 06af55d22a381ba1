package dev.docshape.model.estimate;

import java.util.Arrays;

/**
 * Records what one pattern's planning read, as the keys of a {@link ModelLookup}: an entity's storage (its
 * collections and occurrences) or a relationship's mapping. A pattern is planned again only when one of the
 * inputs it read changed (docs/decisions/0225-re-plan-only-what-a-plan-read.md). Reused for every pattern of a
 * session, so recording allocates only the result.
 */
final class PlanInputs {
    /** Per key, the recording it was last added in: a key is listed once per pattern without a set. */
    private final int[] stamp;
    private int recording;
    private boolean on;
    private int[] keys = new int[32];
    private int count;

    PlanInputs(int size) {
        stamp = new int[size];
    }

    void start() {
        on = true;
        count = 0;
        if (++recording == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            recording = 1;
        }
    }

    /** Adds a key while recording; a negative key (an id the model does not have) is nothing to depend on. */
    void add(int key) {
        if (!on || key < 0 || stamp[key] == recording) return;
        stamp[key] = recording;
        if (count == keys.length) keys = Arrays.copyOf(keys, count * 2);
        keys[count++] = key;
    }

    boolean recording() {
        return on;
    }

    /** Stops recording and returns the keys read since {@link #start}, each once. */
    int[] stop() {
        on = false;
        return Arrays.copyOf(keys, count);
    }
}
