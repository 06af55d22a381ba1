package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonType;
import org.bson.BsonValue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a stored BSON document against the keywords of a {@code $jsonSchema} validator that the
 * export writes ({@code bsonType}, {@code required}, {@code properties}, {@code additionalProperties},
 * {@code items}, {@code maxItems}, and a number's {@code minimum}/{@code maximum} with draft 4's
 * {@code exclusiveMinimum}/{@code exclusiveMaximum} flags, which compare every BSON number by its value): the wire
 * server accepts validators but does not enforce them.
 */
final class BsonSchemaCheck {
    private static final Map<BsonType, String> ALIASES = Map.ofEntries(Map.entry(BsonType.DOUBLE, "double"),
            Map.entry(BsonType.STRING, "string"), Map.entry(BsonType.DOCUMENT, "object"), Map.entry(BsonType.ARRAY, "array"),
            Map.entry(BsonType.BINARY, "binData"), Map.entry(BsonType.OBJECT_ID, "objectId"), Map.entry(BsonType.BOOLEAN, "bool"),
            Map.entry(BsonType.DATE_TIME, "date"), Map.entry(BsonType.NULL, "null"), Map.entry(BsonType.INT32, "int"),
            Map.entry(BsonType.INT64, "long"), Map.entry(BsonType.DECIMAL128, "decimal"), Map.entry(BsonType.TIMESTAMP, "timestamp"));

    private BsonSchemaCheck() {
    }

    static List<String> violations(BsonDocument document, JsonNode validator) {
        List<String> found = new ArrayList<>();
        check(document, validator.get("$jsonSchema"), "", found);
        return found;
    }

    private static void check(BsonValue value, JsonNode schema, String path, List<String> found) {
        String alias = ALIASES.getOrDefault(value.getBsonType(), value.getBsonType().name());
        JsonNode bsonType = schema.get("bsonType");
        if (bsonType != null && !bsonType.asText().equals(alias)) {
            found.add(path + ": a " + alias + " where the validator wants " + bsonType.asText());
            return;
        }
        JsonNode listed = schema.get("enum");
        if (listed != null && !listed(value, listed)) found.add(path + ": " + value + " is not one of the validator's enum " + listed);
        if (value instanceof BsonDocument doc) {
            JsonNode properties = schema.path("properties");
            for (JsonNode required : schema.path("required")) {
                if (!doc.containsKey(required.asText())) found.add(path + "." + required.asText() + ": required but missing");
            }
            Set<String> known = new HashSet<>();
            properties.fieldNames().forEachRemaining(known::add);
            for (var e : doc.entrySet()) {
                if (known.contains(e.getKey())) check(e.getValue(), properties.get(e.getKey()), path + "." + e.getKey(), found);
                else if (schema.path("additionalProperties").isBoolean() && !schema.get("additionalProperties").asBoolean()) {
                    found.add(path + "." + e.getKey() + ": not in the validator's properties");
                }
            }
        } else if (value.isNumber()) {
            bounds(value, schema, path, found);
        } else if (value instanceof BsonArray array) {
            if (schema.has("maxItems") && array.size() > schema.get("maxItems").asInt()) {
                found.add(path + ": " + array.size() + " items, more than maxItems " + schema.get("maxItems").asInt());
            }
            if (schema.has("items")) for (int i = 0; i < array.size(); i++) check(array.get(i), schema.get("items"), path + "[" + i + "]", found);
        }
    }

    /** Whether a string or number is one of {@code listed}, numbers compared by value as MongoDB compares them. */
    private static boolean listed(BsonValue value, JsonNode listed) {
        for (JsonNode v : listed) {
            if (value.isString() && v.isTextual() && v.asText().equals(value.asString().getValue())) return true;
            if (value.isNumber() && v.isNumber() && v.decimalValue().compareTo(new BigDecimal(value.asNumber().doubleValue())) == 0) return true;
        }
        return false;
    }

    private static void bounds(BsonValue number, JsonNode schema, String path, List<String> found) {
        BigDecimal v = number.isDecimal128() ? number.asDecimal128().decimal128Value().bigDecimalValue()
                : number.isDouble() ? BigDecimal.valueOf(number.asDouble().getValue()) : BigDecimal.valueOf(number.asNumber().longValue());
        String shown = v.stripTrailingZeros().toPlainString();
        if (schema.has("minimum")) {
            BigDecimal min = schema.get("minimum").decimalValue();
            boolean exclusive = schema.path("exclusiveMinimum").asBoolean(false);
            int c = v.compareTo(min);
            if (c < 0 || exclusive && c == 0) found.add(path + ": " + shown + (exclusive ? ", not above " : ", below minimum ") + min.toPlainString());
        }
        if (schema.has("maximum")) {
            BigDecimal max = schema.get("maximum").decimalValue();
            boolean exclusive = schema.path("exclusiveMaximum").asBoolean(false);
            int c = v.compareTo(max);
            if (c > 0 || exclusive && c == 0) found.add(path + ": " + shown + (exclusive ? ", not below " : ", above maximum ") + max.toPlainString());
        }
    }
}
