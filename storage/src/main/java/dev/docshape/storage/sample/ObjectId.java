package dev.docshape.storage.sample;

import java.util.HexFormat;

/**
 * A MongoDB ObjectId: 12 bytes written as 24 lowercase hex digits. Sample ids are derived from the
 * entity and the instance number, so a reference can be computed without looking the target up.
 */
public record ObjectId(String hex) implements Comparable<ObjectId> {

    /** 2024-01-01T00:00:00Z, the timestamp part of every sample id. */
    private static final int EPOCH_SECONDS = 1_704_067_200;

    public ObjectId {
        if (hex == null || hex.length() != 24 || !hex.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            throw new IllegalArgumentException("an ObjectId is 24 hex digits, was '" + hex + "'");
        }
        hex = hex.toLowerCase();
    }

    /** The id of instance {@code index} of the entity with key {@code entityKey}. */
    public static ObjectId of(long entityKey, long index) {
        byte[] bytes = new byte[12];
        int seconds = EPOCH_SECONDS + (int) (index / 1000);
        put(bytes, 0, seconds, 4);
        put(bytes, 4, (int) (entityKey >>> 32), 3);
        put(bytes, 7, index, 5);
        return new ObjectId(HexFormat.of().formatHex(bytes));
    }

    /** A random ObjectId from {@code rng}. */
    public static ObjectId random(Rng rng) {
        byte[] bytes = new byte[12];
        put(bytes, 0, EPOCH_SECONDS + rng.nextInt(300_000_000), 4);
        put(bytes, 4, rng.nextLong(), 8);
        return new ObjectId(HexFormat.of().formatHex(bytes));
    }

    private static void put(byte[] bytes, int offset, long value, int length) {
        for (int i = length - 1; i >= 0; i--) {
            bytes[offset + i] = (byte) value;
            value >>>= 8;
        }
    }

    @Override
    public int compareTo(ObjectId other) {
        return hex.compareTo(other.hex);
    }

    @Override
    public String toString() {
        return hex;
    }
}
