package dev.docshape.storage.sample;

/**
 * A pseudo-random permutation of {@code [0, n)} that needs no table: a four-round Feistel network over the smallest
 * even number of bits that holds {@code n}, walking the cycle until the value falls inside the range. Any value and its
 * inverse are worked out on their own in constant time (expected fewer than four walks), so shared children can be
 * spread over their parents as independent draws without keeping the pairs (docs/sample-data.md "Links", decision 0491).
 */
final class SlotPermutation {
    private static final int ROUNDS = 4;

    private final long n;
    private final int half;
    private final long mask;
    private final long[] roundKeys = new long[ROUNDS];

    SlotPermutation(long n, long key) {
        if (n < 0) throw new IllegalArgumentException("a permutation of a negative range: " + n);
        this.n = n;
        int bits = Math.max(2, 64 - Long.numberOfLeadingZeros(Math.max(1, n - 1)));
        if (bits % 2 != 0) bits++;
        this.half = bits / 2;
        this.mask = (1L << half) - 1;
        for (int i = 0; i < ROUNDS; i++) roundKeys[i] = Rng.mix(key + (i + 1) * 0x9E3779B97F4A7C15L);
    }

    /** The value {@code x} (in [0, n)) is sent to. */
    long apply(long x) {
        if (n <= 1) return x;
        long y = forward(x);
        while (y >= n) y = forward(y);
        return y;
    }

    /** The value sent to {@code y}: {@code apply(inverse(y)) == y}. */
    long inverse(long y) {
        if (n <= 1) return y;
        long x = backward(y);
        while (x >= n) x = backward(x);
        return x;
    }

    private long forward(long x) {
        long left = x >>> half;
        long right = x & mask;
        for (int i = 0; i < ROUNDS; i++) {
            long next = left ^ round(i, right);
            left = right;
            right = next;
        }
        return left << half | right;
    }

    private long backward(long y) {
        long left = y >>> half;
        long right = y & mask;
        for (int i = ROUNDS - 1; i >= 0; i--) {
            long previous = right ^ round(i, left);
            right = left;
            left = previous;
        }
        return left << half | right;
    }

    private long round(int i, long value) {
        return Rng.mix(roundKeys[i] ^ value) & mask;
    }
}
