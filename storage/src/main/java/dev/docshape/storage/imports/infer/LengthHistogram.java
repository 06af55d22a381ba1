package dev.docshape.storage.imports.infer;

import java.util.LinkedHashMap;
import java.util.Map;

/** How many arrays had each range of lengths (0, 1, 2–5, 6–10, 11–100, 101–1,000, more). */
final class LengthHistogram {
    private static final int[] UPPER = {0, 1, 5, 10, 100, 1_000, Integer.MAX_VALUE};
    private static final String[] LABELS = {"0", "1", "2-5", "6-10", "11-100", "101-1000", ">1000"};

    private final long[] counts = new long[UPPER.length];

    void add(int length) {
        int i = 0;
        while (length > UPPER[i]) i++;
        counts[i]++;
    }

    /** Range label to number of arrays, in increasing order, empty ranges left out. */
    Map<String, Long> asMap() {
        Map<String, Long> map = new LinkedHashMap<>();
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) map.put(LABELS[i], counts[i]);
        }
        return map;
    }
}
