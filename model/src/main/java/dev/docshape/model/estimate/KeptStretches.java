package dev.docshape.model.estimate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The stretches of the previous run's collections that a run carried over, and the collections between them, which
 * it dropped: found from the few stretches a patched run has instead of marking every collection
 * (docs/decisions/0314-advice-walks-only-the-changed-collections.md).
 */
final class KeptStretches {
    /** Start and end (exclusive) of each stretch, two entries per stretch, in the order they were kept. */
    private long[] stretches = new long[16];
    private int size;
    private boolean ascending = true;
    private int lastEnd;

    /** The previous run's positions {@code start} to {@code end} (exclusive) were kept. */
    void add(int start, int end) {
        if (size > 0 && start == lastEnd && ascending) {
            stretches[size - 1] = stretch(startOf(stretches[size - 1]), end);   // one more collection of the same stretch
            lastEnd = end;
            return;
        }
        if (size > 0 && start < lastEnd) ascending = false;
        if (size == stretches.length) stretches = Arrays.copyOf(stretches, size * 2);
        stretches[size++] = stretch(start, end);
        lastEnd = end;
    }

    /** The items of {@code previous} in no kept stretch, in their order. */
    <T> List<T> gaps(List<T> previous) {
        if (!ascending) Arrays.sort(stretches, 0, size);
        List<T> gaps = new ArrayList<>();
        int at = 0;
        for (int k = 0; k < size; k++) {
            int start = startOf(stretches[k]);
            for (int i = at; i < start; i++) gaps.add(previous.get(i));
            at = Math.max(at, endOf(stretches[k]));
        }
        for (int i = at; i < previous.size(); i++) gaps.add(previous.get(i));
        return gaps;
    }

    private static long stretch(int start, int end) {
        return (long) start << 32 | end;
    }

    private static int startOf(long stretch) {
        return (int) (stretch >>> 32);
    }

    private static int endOf(long stretch) {
        return (int) stretch;
    }
}
