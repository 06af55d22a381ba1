package dev.docshape.storage.imports.infer;

import dev.docshape.model.FieldType;
import dev.docshape.storage.sample.ObjectId;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The type of one value in a document, as the inference counts it. The names follow BSON (and the
 * {@code mongodb-schema} package Compass uses), so counts can be compared with it.
 *
 * <p>The Java values a document may hold (see {@link CollectionInference#accept}): {@code null},
 * {@link String}, {@link Boolean}, {@link Integer} (and {@link Short}, {@link Byte}), {@link Long},
 * {@link Double} (and {@link Float}), {@link BigDecimal}, {@link Instant} or {@link Date},
 * {@link ObjectId}, {@link UUID}, {@code byte[]}, {@link Map} with {@link String} keys (a
 * subdocument) and {@link List} (an array). Anything else counts as {@link #OTHER}.
 */
public enum ValueType {
    NULL("Null"), STRING("String"), INT("Int32"), LONG("Long"), DOUBLE("Double"), DECIMAL("Decimal128"),
    BOOLEAN("Boolean"), DATE("Date"), OBJECT_ID("ObjectId"), UUID("UUID"), BINARY("Binary"),
    OBJECT("Document"), ARRAY("Array"), OTHER("Other");

    private final String bsonName;

    ValueType(String bsonName) {
        this.bsonName = bsonName;
    }

    /** The BSON type name, as {@code mongodb-schema} writes it ("String", "Int32", "Document"). */
    public String bsonName() {
        return bsonName;
    }

    /** The type of a document value (see the class comment for the accepted Java types). */
    public static ValueType of(Object value) {
        if (value == null) return NULL;
        if (value instanceof String) return STRING;
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) return INT;
        if (value instanceof Long) return LONG;
        if (value instanceof Double || value instanceof Float) return DOUBLE;
        if (value instanceof Boolean) return BOOLEAN;
        if (value instanceof Map) return OBJECT;
        if (value instanceof List) return ARRAY;
        if (value instanceof ObjectId) return OBJECT_ID;
        if (value instanceof Instant || value instanceof Date) return DATE;
        if (value instanceof BigDecimal) return DECIMAL;
        if (value instanceof java.util.UUID) return UUID;
        if (value instanceof byte[]) return BINARY;
        return OTHER;
    }

    /** True for values that can identify a document ({@code _id}) and so can be references. */
    boolean canBeId() {
        return this == OBJECT_ID || this == STRING || this == INT || this == LONG || this == UUID;
    }

    /** The DocShape field type for values of this type (null and other values become strings). */
    public FieldType fieldType() {
        return switch (this) {
            case INT -> FieldType.INTEGER;
            case LONG -> FieldType.LONG;
            case DOUBLE -> FieldType.DOUBLE;
            case DECIMAL -> FieldType.DECIMAL;
            case BOOLEAN -> FieldType.BOOLEAN;
            case DATE -> FieldType.DATE;
            case OBJECT_ID -> FieldType.OBJECT_ID;
            case UUID -> FieldType.UUID;
            case BINARY -> FieldType.BINARY;
            case OBJECT -> FieldType.OBJECT;
            case ARRAY -> FieldType.ARRAY;
            case NULL, STRING, OTHER -> FieldType.STRING;
        };
    }
}
