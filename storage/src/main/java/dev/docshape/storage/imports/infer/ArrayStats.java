package dev.docshape.storage.imports.infer;

import java.util.List;

/** The arrays seen in one field: how many, their lengths, and the statistics of their items. */
final class ArrayStats {
    private final FieldStats items = new FieldStats("[]");
    private final LengthHistogram lengths = new LengthHistogram();
    private long arrays;
    private long totalItems;
    private int maxLength;
    private long atMax;
    private int minLength = Integer.MAX_VALUE;
    private long atMin;

    void accept(List<?> array, int depth) {
        arrays++;
        int n = array.size();
        totalItems += n;
        if (n > maxLength) {
            maxLength = n;
            atMax = 0;
        }
        if (n == maxLength) atMax++;
        if (n < minLength) {
            minLength = n;
            atMin = 0;
        }
        if (n == minLength) atMin++;
        lengths.add(n);
        for (Object item : array) items.accept(item, depth);
    }

    FieldStats items() {
        return items;
    }

    long arrays() {
        return arrays;
    }

    long totalItems() {
        return totalItems;
    }

    int maxLength() {
        return maxLength;
    }

    /** The lengths over {@code parents} (sub)documents, those without the array holding none. */
    ChildSpread spread(long parents) {
        long without = Math.max(0, parents - arrays);
        if (arrays == 0) return new ChildSpread(parents, 0, without, 0, without);
        if (without == 0) return new ChildSpread(parents, minLength, atMin, maxLength, atMax);
        return new ChildSpread(parents, 0, without + (minLength == 0 ? atMin : 0), maxLength, maxLength == 0 ? atMax + without : atMax);
    }

    double avgLength() {
        return arrays == 0 ? 0 : (double) totalItems / arrays;
    }

    LengthHistogram lengths() {
        return lengths;
    }
}
