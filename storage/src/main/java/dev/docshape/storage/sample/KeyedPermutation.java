package dev.docshape.storage.sample;

/**
 * A pseudo-random permutation of 0..n-1 decided by a key, and its inverse, each in O(1) memory: a four-round Feistel
 * network over the smallest even number of bits that holds n, walked round again while it lands at n or beyond
 * (cycle walking, at most four steps on average). Where a child lands depends on nothing a neighbour shares, so a
 * parent's children fall together as often as random ones would (decision 0523).
 */
final class KeyedPermutation {
    private static final int ROUNDS = 4;
    private final long n;
    private final int halfBits;
    private final long halfMask;
    private final long[] roundKeys = new long[ROUNDS];

    KeyedPermutation(long n, long key) {
        if (n < 1 || n > (1L << 62)) throw new IllegalArgumentException("no permutation of " + n);
        this.n = n;
        int bits = Math.max(2, 64 - Long.numberOfLeadingZeros(n - 1));
        this.halfBits = (bits + 1) / 2;
        this.halfMask = (1L << halfBits) - 1;
        long k = key;
        for (int i = 0; i < ROUNDS; i++) {
            k = Rng.mix(k + 0x9E3779B97F4A7C15L);
            roundKeys[i] = k;
        }
    }

    long apply(long x) {
        check(x);
        do x = forward(x); while (x >= n);
        return x;
    }

    long invert(long y) {
        check(y);
        do y = backward(y); while (y >= n);
        return y;
    }

    private void check(long x) {
        if (x < 0 || x >= n) throw new IllegalArgumentException(x + " is not in 0.." + (n - 1));
    }

    private long forward(long x) {
        long left = x >>> halfBits;
        long right = x & halfMask;
        for (int i = 0; i < ROUNDS; i++) {
            long next = left ^ round(right, i);
            left = right;
            right = next;
        }
        return (left << halfBits) | right;
    }

    private long backward(long y) {
        long left = y >>> halfBits;
        long right = y & halfMask;
        for (int i = ROUNDS - 1; i >= 0; i--) {
            long previous = right ^ round(left, i);
            right = left;
            left = previous;
        }
        return (left << halfBits) | right;
    }

    private long round(long half, int i) {
        return Rng.mix(half ^ roundKeys[i]) & halfMask;
    }
}
