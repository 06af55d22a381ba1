package dev.docshape.storage.imports.infer;

/**
 * How often each id-like value of one field occurs (values as {@link IdHashes}), for up to
 * {@value #CAPACITY} distinct values in a fixed-size open-addressing table (about 800 KB at most).
 * Once full, further new values are only counted as values: the counts of kept values stay exact
 * and {@link #complete()} turns false. Used to check the values against other collections'
 * {@code _id}s and to tell how many children one parent has.
 */
final class ValueCounts {
    static final int CAPACITY = 49_152;
    private static final int MAX_SLOTS = 65_536;

    private long[] keys = new long[16];
    private int[] counts = new int[16];
    private boolean zeroKeyUsed;
    private int zeroKeyCount;
    private int distinct;
    private long values;
    private long uncounted;

    void add(Object value, ValueType type) {
        values++;
        long h = IdHashes.of(value, type);
        if (h == 0) {
            if (!zeroKeyUsed) {
                if (distinct >= CAPACITY) {
                    uncounted++;
                    return;
                }
                zeroKeyUsed = true;
                distinct++;
            }
            zeroKeyCount++;
            return;
        }
        int mask = keys.length - 1;
        int i = (int) h & mask;
        while (keys[i] != 0) {
            if (keys[i] == h) {
                counts[i]++;
                return;
            }
            i = (i + 1) & mask;
        }
        if (distinct >= CAPACITY) {
            uncounted++;
            return;
        }
        keys[i] = h;
        counts[i] = 1;
        distinct++;
        if (distinct * 4 > keys.length * 3 && keys.length < MAX_SLOTS) grow();
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldCounts = counts;
        keys = new long[oldKeys.length * 2];
        counts = new int[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            long k = oldKeys[j];
            if (k == 0) continue;
            int i = (int) k & mask;
            while (keys[i] != 0) i = (i + 1) & mask;
            keys[i] = k;
            counts[i] = oldCounts[j];
        }
    }

    /** Values seen, with repeats. */
    long values() {
        return values;
    }

    /** Distinct values kept. */
    int distinct() {
        return distinct;
    }

    /** True when every value seen was kept (the table never overflowed). */
    boolean complete() {
        return uncounted == 0;
    }

    /** The largest number of times one kept value occurred. */
    int maxRepeat() {
        int max = zeroKeyUsed ? zeroKeyCount : 0;
        for (int c : counts) max = Math.max(max, c);
        return max;
    }

    /** How many times each of {@code parents} occurred among the values ({@code parents} minus those matched occurring none). */
    ChildSpread spread(long parents, Match matched) {
        long none = Math.max(0, parents - matched.distinct());
        int max = maxRepeat();
        int min = Integer.MAX_VALUE;
        long atMax = 0;
        long atMin = 0;
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != 0) {
                int c = counts[i];
                if (c == max) atMax++;
                if (c < min) {
                    min = c;
                    atMin = 0;
                }
                if (c == min) atMin++;
            }
        }
        if (zeroKeyUsed) {
            if (zeroKeyCount == max) atMax++;
            if (zeroKeyCount < min) {
                min = zeroKeyCount;
                atMin = 0;
            }
            if (zeroKeyCount == min) atMin++;
        }
        return none > 0 ? new ChildSpread(parents, 0, none, max, atMax) : new ChildSpread(parents, min, atMin, max, atMax);
    }

    /** The distinct kept values that {@code ids} (may) hold, and how many occurrences they have. */
    Match matchIn(IdFilter ids) {
        int matched = 0;
        long occurrences = 0;
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != 0 && ids.mightContain(keys[i])) {
                matched++;
                occurrences += counts[i];
            }
        }
        if (zeroKeyUsed && ids.mightContain(0)) {
            matched++;
            occurrences += zeroKeyCount;
        }
        return new Match(matched, occurrences);
    }

    /** Distinct values matched and the occurrences of those values. */
    record Match(int distinct, long occurrences) {
    }
}
