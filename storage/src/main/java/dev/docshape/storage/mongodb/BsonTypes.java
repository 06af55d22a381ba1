package dev.docshape.storage.mongodb;

import org.bson.BsonValue;

/** BSON values by the type names {@code $jsonSchema}'s {@code bsonType} uses. */
final class BsonTypes {
    private BsonTypes() {
    }

    static String name(BsonValue v) {
        return switch (v.getBsonType()) {
            case DOUBLE -> "double";
            case STRING -> "string";
            case DOCUMENT -> "object";
            case ARRAY -> "array";
            case BINARY -> "binData";
            case UNDEFINED -> "undefined";
            case OBJECT_ID -> "objectId";
            case BOOLEAN -> "bool";
            case DATE_TIME -> "date";
            case NULL -> "null";
            case REGULAR_EXPRESSION -> "regex";
            case DB_POINTER -> "dbPointer";
            case JAVASCRIPT -> "javascript";
            case SYMBOL -> "symbol";
            case JAVASCRIPT_WITH_SCOPE -> "javascriptWithScope";
            case INT32 -> "int";
            case TIMESTAMP -> "timestamp";
            case INT64 -> "long";
            case DECIMAL128 -> "decimal";
            case MIN_KEY -> "minKey";
            case MAX_KEY -> "maxKey";
            case END_OF_DOCUMENT -> "endOfDocument";
        };
    }

    /** A short printable form of an id: the hex of an ObjectId, else the value's text (cut at 60 characters). */
    static String show(BsonValue id) {
        String text = id.isObjectId() ? id.asObjectId().getValue().toHexString()
                : id.isString() ? id.asString().getValue() : String.valueOf(id);
        text = DatabaseNames.printable(text);
        return text.length() > 60 ? text.substring(0, 59) + "…" : text;
    }
}
