package dev.docshape.storage.imports.infer;

import dev.docshape.storage.sample.ObjectId;

import java.util.UUID;

/**
 * 64-bit hashes of id values, so a field's values can be matched against another collection's
 * {@code _id} values without keeping the values. Integers and longs of equal value hash alike (a
 * reference may be stored as either); otherwise the type is part of the hash, so the string
 * {@code "7"} does not match the number 7.
 */
final class IdHashes {
    private static final long STRING_SALT = 0x9E3779B97F4A7C15L;
    private static final long OID_SALT = 0xC2B2AE3D27D4EB4FL;
    private static final long NUMBER_SALT = 0x165667B19E3779F9L;
    private static final long UUID_SALT = 0x27D4EB2F165667C5L;

    private IdHashes() {
    }

    /** The hash of {@code value}, whose type is {@code type} (one for which {@link ValueType#canBeId()} holds). */
    static long of(Object value, ValueType type) {
        return switch (type) {
            case STRING -> mix(chars((String) value) ^ STRING_SALT);
            case OBJECT_ID -> mix(chars(((ObjectId) value).hex()) ^ OID_SALT);
            case INT, LONG -> mix(((Number) value).longValue() ^ NUMBER_SALT);
            case UUID -> {
                UUID u = (UUID) value;
                yield mix(mix(u.getMostSignificantBits() ^ UUID_SALT) ^ u.getLeastSignificantBits());
            }
            default -> throw new IllegalArgumentException("not an id type: " + type);
        };
    }

    /** FNV-1a over the characters. */
    private static long chars(String s) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < s.length(); i++) {
            h ^= s.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }

    /** The SplitMix64 finaliser: spreads every input bit over the whole hash. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
