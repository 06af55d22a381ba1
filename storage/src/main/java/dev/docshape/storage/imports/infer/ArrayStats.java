package dev.docshape.storage.imports.infer;

import java.util.List;

/** The arrays seen in one field: how many, their lengths, and the statistics of their items. */
final class ArrayStats {
    private final FieldStats items = new FieldStats("[]");
    private final LengthHistogram lengths = new LengthHistogram();
    private long arrays;
    private long totalItems;
    private int maxLength;

    void accept(List<?> array, int depth) {
        arrays++;
        int n = array.size();
        totalItems += n;
        if (n > maxLength) maxLength = n;
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

    double avgLength() {
        return arrays == 0 ? 0 : (double) totalItems / arrays;
    }

    LengthHistogram lengths() {
        return lengths;
    }
}
