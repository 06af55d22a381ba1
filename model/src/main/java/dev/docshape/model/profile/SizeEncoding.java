package dev.docshape.model.profile;

import dev.docshape.model.FieldType;

/**
 * How a document's size is counted: the bytes of its BSON encoding (MongoDB) or the length of
 * its JSON text (Cosmos DB). Every per-type byte count the estimator uses lives here, so the size
 * model can be read and tuned in one place (see docs/decisions/0011-size-model.md).
 *
 * <p>Sizes are estimates of typical values, not exact encodings of a particular document: a JSON
 * integer is counted with a typical number of digits, a date as an ISO-8601 string.
 */
public enum SizeEncoding {
    /** MongoDB's binary JSON: length-prefixed documents, typed elements, NUL-terminated names. */
    BSON {
        @Override
        public double documentOverhead() {
            return 5; // int32 length + terminating 0x00
        }

        @Override
        public double fieldOverhead(String name) {
            return 1 + Utf8Lengths.of(name) + 1; // type byte + name cstring
        }

        @Override
        public double arrayItemsOverhead(double items) {
            return items * 2 + indexKeyDigits(items); // type byte + key cstring ("0", "1", ...) per item
        }

        @Override
        public double valueBytes(FieldType type, int avgSize) {
            return switch (type) {
                case STRING -> 4 + payload(avgSize, DEFAULT_STRING_BYTES) + 1; // int32 length + bytes + NUL
                case INTEGER -> 4;
                case LONG, DOUBLE, DATE -> 8;
                case DECIMAL -> 16;
                case BOOLEAN -> 1;
                case OBJECT_ID -> 12;
                case UUID -> 4 + 1 + 16; // binary subtype 4
                case BINARY -> 4 + 1 + payload(avgSize, DEFAULT_BINARY_BYTES);
                case OBJECT, ARRAY -> documentOverhead();
            };
        }
    },

    /** The item's JSON text: {@code {"name":value,...}}, no whitespace. */
    JSON {
        @Override
        public double documentOverhead() {
            return 2; // { }
        }

        @Override
        public double fieldOverhead(String name) {
            return Utf8Lengths.of(name) + 2 + 1 + 1; // "name" : and the separating comma
        }

        @Override
        public double arrayItemsOverhead(double items) {
            return items; // the separating commas
        }

        @Override
        public double valueBytes(FieldType type, int avgSize) {
            return switch (type) {
                case STRING -> payload(avgSize, DEFAULT_STRING_BYTES) + 2;
                case INTEGER -> 6;
                case LONG -> 13;
                case DOUBLE -> 8;
                case DECIMAL -> 10;
                case BOOLEAN -> 5;
                case DATE -> 26; // "2024-05-01T12:00:00.000Z"
                case OBJECT_ID -> 26; // 24 hex digits in quotes
                case UUID -> 38; // 36 characters in quotes
                case BINARY -> Math.ceil(payload(avgSize, DEFAULT_BINARY_BYTES) / 3.0) * 4 + 2; // base64
                case OBJECT, ARRAY -> documentOverhead(); // {} or []
            };
        }
    };

    /** Assumed payload of a STRING field whose average size is not given. */
    public static final int DEFAULT_STRING_BYTES = 16;
    /** Assumed payload of a BINARY field whose average size is not given. */
    public static final int DEFAULT_BINARY_BYTES = 256;

    /** Bytes an empty document (or object, or array) takes: its delimiters. */
    public abstract double documentOverhead();

    /** Bytes a field's name costs inside its object, besides the value. */
    public abstract double fieldOverhead(String name);

    /** Bytes {@code items} array items cost besides their values (BSON index keys, JSON commas). */
    public abstract double arrayItemsOverhead(double items);

    /** Bytes of one scalar value of {@code type}; {@code avgSize} is the payload for STRING and BINARY. */
    public abstract double valueBytes(FieldType type, int avgSize);

    private static int payload(int avgSize, int fallback) {
        return avgSize > 0 ? avgSize : fallback;
    }

    /** Total decimal digits of the keys "0" .. "n-1", interpolated for fractional n. */
    static double indexKeyDigits(double items) {
        if (!(items > 0)) return 0;
        if (Double.isInfinite(items)) return Double.POSITIVE_INFINITY;
        // Doubles, not longs: a bound past Long.MAX_VALUE would wrap and the loop never end.
        double total = 0;
        double bound = 10;
        double start = 0;
        int digits = 1;
        while (start < items) {
            double upto = Math.min(items, bound);
            total += (upto - start) * digits;
            start = bound;
            bound *= 10;
            digits++;
        }
        return total;
    }
}
