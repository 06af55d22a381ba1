package dev.docshape.storage.sample;

/**
 * A MongoDB ObjectId: 12 bytes written as 24 lowercase hex digits. Sample ids are derived from the
 * entity and the instance number, so a reference can be computed without looking the target up.
 */
public record ObjectId(String hex) implements Comparable<ObjectId> {

    /** 2024-01-01T00:00:00Z, the timestamp part of every sample id. */
    private static final int EPOCH_SECONDS = 1_704_067_200;

    private static final char[] DIGITS = "0123456789abcdef".toCharArray();

    public ObjectId {
        if (hex == null || hex.length() != 24) throw new IllegalArgumentException("an ObjectId is 24 hex digits, was '" + hex + "'");
        for (int i = 0; i < 24; i++) {
            char c = hex.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
                if (Character.digit(c, 16) < 0) throw new IllegalArgumentException("an ObjectId is 24 hex digits, was '" + hex + "'");
                hex = hex.toLowerCase(java.util.Locale.ROOT);
                break;
            }
        }
    }

    /** The id of instance {@code index} of the entity with key {@code entityKey}. */
    public static ObjectId of(long entityKey, long index) {
        byte[] bytes = new byte[12];
        int seconds = EPOCH_SECONDS + (int) (index / 1000);
        put(bytes, 0, seconds, 4);
        put(bytes, 4, (int) (entityKey >>> 32), 3);
        put(bytes, 7, index, 5);
        return new ObjectId(hex(bytes));
    }

    /** A random ObjectId from {@code rng}. */
    public static ObjectId random(Rng rng) {
        byte[] bytes = new byte[12];
        put(bytes, 0, EPOCH_SECONDS + rng.nextInt(300_000_000), 4);
        put(bytes, 4, rng.nextLong(), 8);
        return new ObjectId(hex(bytes));
    }

    private static String hex(byte[] bytes) {
        char[] chars = new char[bytes.length * 2];
        for (int i = 0; i < bytes.length; i++) {
            chars[2 * i] = DIGITS[(bytes[i] >> 4) & 0xF];
            chars[2 * i + 1] = DIGITS[bytes[i] & 0xF];
        }
        return new String(chars);
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
