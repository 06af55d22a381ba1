package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rules MongoDB documents for a {@code $jsonSchema} validator, checked keyword by keyword.
 * Source: MongoDB Manual, "$jsonSchema", sections "Available Keywords", "Extensions" and
 * "Omissions", https://www.mongodb.com/docs/manual/reference/operator/query/jsonSchema/ :
 * JSON Schema draft 4 plus {@code bsonType}; {@code $ref}, {@code $schema}, {@code default},
 * {@code definitions}, {@code format} and {@code id} are not supported, nor the {@code integer}
 * type (use {@code bsonType}); draft 4 requires {@code required} to be a non-empty array of unique
 * strings, and the server refuses an empty one ("'required' cannot be an empty array").
 */
final class MongoJsonSchemaRules {
    private static final Set<String> KEYWORDS = Set.of("additionalItems", "additionalProperties", "allOf", "anyOf", "bsonType",
            "dependencies", "description", "enum", "exclusiveMaximum", "exclusiveMinimum", "items", "maximum", "maxItems",
            "maxLength", "maxProperties", "minimum", "minItems", "minLength", "minProperties", "multipleOf", "not", "oneOf",
            "pattern", "patternProperties", "properties", "required", "title", "type", "uniqueItems");
    private static final Set<String> OMITTED = Set.of("$ref", "$schema", "default", "definitions", "format", "id");
    /** The aliases of the {@code $type} operator that {@code bsonType} accepts. */
    private static final Set<String> BSON_TYPES = Set.of("double", "string", "object", "array", "binData", "undefined", "objectId",
            "bool", "date", "null", "regex", "dbPointer", "javascript", "symbol", "javascriptWithScope", "int", "timestamp",
            "long", "decimal", "minKey", "maxKey", "number");
    private static final Set<String> JSON_TYPES = Set.of("object", "array", "number", "boolean", "string", "null");
    private static final Set<String> COUNTS = Set.of("maxItems", "minItems", "maxLength", "minLength", "maxProperties", "minProperties");

    private MongoJsonSchemaRules() {
    }

    /** Every rule {@code validator} ({@code {"$jsonSchema": ...}}) breaks, with the path where. */
    static List<String> violations(JsonNode validator) {
        List<String> found = new ArrayList<>();
        if (!validator.isObject() || validator.size() != 1 || !validator.has("$jsonSchema")) {
            found.add("a validator is {\"$jsonSchema\": {...}}");
            return found;
        }
        schema(validator.get("$jsonSchema"), "$jsonSchema", found);
        return found;
    }

    private static void schema(JsonNode node, String path, List<String> found) {
        if (!node.isObject()) {
            found.add(path + ": a schema must be an object");
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String key = e.getKey();
            JsonNode value = e.getValue();
            String at = path + "." + key;
            if (OMITTED.contains(key)) found.add(at + ": MongoDB does not support '" + key + "'");
            else if (!KEYWORDS.contains(key)) found.add(at + ": not a $jsonSchema keyword");
            else keyword(key, value, at, found);
        }
    }

    private static void keyword(String key, JsonNode value, String at, List<String> found) {
        switch (key) {
            case "bsonType" -> names(value, BSON_TYPES, at, found);
            case "type" -> names(value, JSON_TYPES, at, found);
            case "required" -> {
                if (!value.isArray() || value.isEmpty()) found.add(at + ": must be a non-empty array");
                else unique(value, at, found);
            }
            case "properties", "patternProperties" -> {
                if (!value.isObject()) found.add(at + ": must be an object");
                else value.fields().forEachRemaining(p -> schema(p.getValue(), at + "." + p.getKey(), found));
            }
            case "items" -> {
                if (value.isArray()) for (int i = 0; i < value.size(); i++) schema(value.get(i), at + "[" + i + "]", found);
                else schema(value, at, found);
            }
            case "additionalProperties", "additionalItems" -> {
                if (!value.isBoolean()) schema(value, at, found);
            }
            case "allOf", "anyOf", "oneOf" -> {
                if (!value.isArray() || value.isEmpty()) found.add(at + ": must be a non-empty array of schemas");
                else for (int i = 0; i < value.size(); i++) schema(value.get(i), at + "[" + i + "]", found);
            }
            case "not" -> schema(value, at, found);
            case "title", "description", "pattern" -> {
                if (!value.isTextual()) found.add(at + ": must be a string");
            }
            case "enum" -> {
                if (!value.isArray() || value.isEmpty()) found.add(at + ": must be a non-empty array");
            }
            default -> {
                if (COUNTS.contains(key) && !(value.isIntegralNumber() && value.asLong() >= 0)) found.add(at + ": must be a non-negative integer");
            }
        }
    }

    private static void names(JsonNode value, Set<String> allowed, String at, List<String> found) {
        if (value.isTextual()) {
            if (!allowed.contains(value.asText())) found.add(at + ": '" + value.asText() + "' is not one of " + allowed);
        } else if (value.isArray() && !value.isEmpty()) {
            for (JsonNode v : value) names(v, allowed, at, found);
            unique(value, at, found);
        } else {
            found.add(at + ": must be a name or a non-empty array of names");
        }
    }

    private static void unique(JsonNode array, String at, List<String> found) {
        Set<String> seen = new HashSet<>();
        for (JsonNode v : array) {
            if (!v.isTextual()) found.add(at + ": must hold strings");
            else if (!seen.add(v.asText())) found.add(at + ": '" + v.asText() + "' appears twice");
        }
    }
}
