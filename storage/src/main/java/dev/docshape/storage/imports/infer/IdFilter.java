package dev.docshape.storage.imports.infer;

/**
 * The {@code _id} values of one collection in bounded memory: a Bloom filter of fixed size
 * ({@value #BITS} bits, 2 MiB), so a collection of any size costs the same. It can say "maybe
 * present" for a value that is not (about 1 in 1,000 at a million ids, more beyond), never "absent"
 * for one that is; a guessed reference needs most of its sampled values to match, so a rare false
 * match does not make one.
 */
final class IdFilter {
    static final int BITS = 1 << 24;
    private static final int HASHES = 5;

    private final long[] words = new long[BITS / 64];
    private long added;

    void add(long hash) {
        int h1 = (int) hash;
        int h2 = (int) (hash >>> 32) | 1;
        for (int i = 0; i < HASHES; i++) {
            int bit = (h1 + i * h2) & (BITS - 1);
            words[bit >>> 6] |= 1L << bit;
        }
        added++;
    }

    boolean mightContain(long hash) {
        int h1 = (int) hash;
        int h2 = (int) (hash >>> 32) | 1;
        for (int i = 0; i < HASHES; i++) {
            int bit = (h1 + i * h2) & (BITS - 1);
            if ((words[bit >>> 6] & (1L << bit)) == 0) return false;
        }
        return true;
    }

    /** How many values were added (with repeats). */
    long added() {
        return added;
    }
}
