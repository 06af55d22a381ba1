package dev.docshape.storage.imports.json;

import dev.docshape.storage.sample.ObjectId;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Base64;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Turns MongoDB Extended JSON wrappers ({@code {"$oid": ...}}, {@code {"$date": ...}},
 * {@code {"$numberLong": ...}}, ...), canonical or relaxed, v2 or the legacy v1 forms mongoexport
 * wrote, into the values the inference counts. Types the model has no use for (timestamps, regular
 * expressions, code, min/max keys) become {@link OtherValue}.
 */
final class ExtendedJson {
    static final Set<String> KEYS = Set.of("$oid", "$date", "$numberLong", "$numberInt", "$numberDouble", "$numberDecimal",
            "$binary", "$uuid", "$timestamp", "$regularExpression", "$regex", "$minKey", "$maxKey", "$symbol", "$code",
            "$dbPointer", "$undefined");

    /** A value of a BSON type the inference counts as "other". */
    record OtherValue(String type) {
    }

    private ExtendedJson() {
    }

    /**
     * The value {@code wrapper} (an object whose first key is one of {@link #KEYS}) stands for.
     *
     * @throws IllegalArgumentException when the wrapper is malformed, with the reason
     */
    static Object decode(Map<String, Object> wrapper) {
        String key = wrapper.keySet().iterator().next();
        Object v = wrapper.get(key);
        return switch (key) {
            case "$oid" -> new ObjectId(text(v, key));
            case "$date" -> date(v);
            case "$numberLong" -> Long.parseLong(text(v, key));
            case "$numberInt" -> Integer.parseInt(text(v, key));
            case "$numberDouble" -> Double.parseDouble(text(v, key));
            case "$numberDecimal" -> decimal(text(v, key));
            case "$binary" -> binary(v, wrapper.get("$type"));
            case "$uuid" -> UUID.fromString(text(v, key));
            default -> new OtherValue(key.substring(1));
        };
    }

    private static String text(Object v, String key) {
        if (v instanceof String s) return s;
        throw new IllegalArgumentException(key + " must hold a string");
    }

    private static Object decimal(String text) {
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException e) {
            return new OtherValue("numberDecimal");   // NaN, Infinity
        }
    }

    private static Instant date(Object v) {
        if (v instanceof String s) {
            try {
                return OffsetDateTime.parse(s).toInstant();
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException("$date '" + s + "' is not an ISO-8601 date");
            }
        }
        if (v instanceof Number n) return Instant.ofEpochMilli(n.longValue());
        if (v instanceof Map<?, ?> m && m.get("$numberLong") instanceof String s) return Instant.ofEpochMilli(Long.parseLong(s));
        throw new IllegalArgumentException("$date must hold an ISO-8601 string or {\"$numberLong\": milliseconds}");
    }

    private static Object binary(Object v, Object legacyType) {
        String base64;
        String subType;
        if (v instanceof Map<?, ?> m) {
            base64 = m.get("base64") instanceof String s ? s : null;
            subType = m.get("subType") instanceof String s ? s : "00";
        } else if (v instanceof String s) {
            base64 = s;
            subType = legacyType instanceof String t ? t : "00";
        } else {
            base64 = null;
            subType = null;
        }
        if (base64 == null) throw new IllegalArgumentException("$binary must hold {\"base64\": ..., \"subType\": ...}");
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(base64);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("$binary is not valid base64");
        }
        int type = Integer.parseInt(subType.isEmpty() ? "0" : subType, 16);
        if ((type == 3 || type == 4) && bytes.length == 16) {
            ByteBuffer b = ByteBuffer.wrap(bytes);
            return new UUID(b.getLong(), b.getLong());
        }
        return bytes;
    }
}
