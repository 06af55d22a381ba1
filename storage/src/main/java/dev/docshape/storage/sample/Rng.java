package dev.docshape.storage.sample;

import java.nio.charset.StandardCharsets;

/**
 * A small, fast, deterministic random source (SplitMix64). Sample values are drawn from an Rng
 * derived from the seed and the value's identity (entity, instance, field), so any value can be
 * recomputed on its own: a copied field of an extended reference equals its original without the
 * generator keeping the original in memory.
 */
public final class Rng {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private long state;

    private Rng(long state) {
        this.state = state;
    }

    /** An Rng whose sequence depends only on the given keys, in order. */
    public static Rng of(long seed, long... keys) {
        long s = mix(seed ^ GOLDEN);
        for (long k : keys) s = mix(s ^ (k * GOLDEN + 0x632BE59BD9B4E019L));
        return new Rng(s);
    }

    /** A stable 64-bit key for a name (entity id, field name); independent of String.hashCode. */
    public static long key(String name) {
        long h = 0xCBF29CE484222325L;
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            h ^= (b & 0xff);
            h *= 0x100000001B3L;
        }
        return mix(h);
    }

    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public long nextLong() {
        state += GOLDEN;
        return mix(state);
    }

    /** Uniform in [0, bound). */
    public int nextInt(int bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive, was " + bound);
        return (int) ((nextLong() >>> 33) % bound);
    }

    /** Uniform in [0, bound). */
    public long nextLong(long bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive, was " + bound);
        return Long.remainderUnsigned(nextLong(), bound);
    }

    /** Uniform in [0, 1). */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    public boolean nextBoolean() {
        return nextLong() < 0;
    }

    public <T> T pick(java.util.List<T> items) {
        return items.get(nextInt(items.size()));
    }
}
