package dev.docshape.storage.migrate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

/**
 * Aggregation stages and expressions as JSON values. Only stages and operators that MongoDB 4.4+
 * and the in-process test server (mongo-java-server 1.47) both run are used; see
 * docs/decisions/0270-migration-through-working-collections.md.
 */
final class Stages {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private Stages() {
    }

    /** An object of alternating keys and values (String, Number, Boolean or JsonNode). */
    static ObjectNode obj(Object... keysAndValues) {
        ObjectNode o = NODES.objectNode();
        for (int i = 0; i < keysAndValues.length; i += 2) o.set((String) keysAndValues[i], value(keysAndValues[i + 1]));
        return o;
    }

    static ArrayNode arr(Object... values) {
        ArrayNode a = NODES.arrayNode();
        for (Object v : values) a.add(value(v));
        return a;
    }

    static ArrayNode pipeline(List<ObjectNode> stages) {
        ArrayNode a = NODES.arrayNode();
        stages.forEach(a::add);
        return a;
    }

    /** A field path expression: {@code $a.b}. */
    static String ref(String dottedPath) {
        return "$" + dottedPath;
    }

    static ObjectNode unwind(String dottedPath) {
        return obj("$unwind", ref(dottedPath));
    }

    /** Unwinds a one-item (or empty) array into a field that is absent when there was none. */
    static ObjectNode unwindKeepingEmpty(String field) {
        return obj("$unwind", obj("path", ref(field), "preserveNullAndEmptyArrays", true));
    }

    static ObjectNode match(ObjectNode filter) {
        return obj("$match", filter);
    }

    /** Keeps the documents whose {@code field} equals the lookup variable {@code $$variable}. */
    static ObjectNode matchVariable(String field, String variable) {
        return match(obj("$expr", obj("$eq", arr(ref(field), "$$" + variable))));
    }

    static ObjectNode project(ObjectNode spec) {
        return obj("$project", spec);
    }

    static ObjectNode addFields(ObjectNode spec) {
        return obj("$addFields", spec);
    }

    static ObjectNode sort(ObjectNode spec) {
        return obj("$sort", spec);
    }

    static ObjectNode limit(int n) {
        return obj("$limit", n);
    }

    static ObjectNode replaceRoot(String dottedPath) {
        return obj("$replaceRoot", obj("newRoot", ref(dottedPath)));
    }

    static ObjectNode lookup(String from, String localField, String foreignField, String as) {
        return obj("$lookup", obj("from", from, "localField", localField, "foreignField", foreignField, "as", as));
    }

    static ObjectNode lookup(String from, String variable, String valueField, List<ObjectNode> pipeline, String as) {
        return obj("$lookup", obj("from", from, "let", obj(variable, ref(valueField)), "pipeline", pipeline(pipeline), "as", as));
    }

    /** Writes the results into {@code into} by {@code _id}, replacing a document that is there: a rerun changes nothing. */
    static ObjectNode merge(String into) {
        return obj("$merge", obj("into", into, "on", "_id", "whenMatched", "replace", "whenNotMatched", "insert"));
    }

    private static JsonNode value(Object v) {
        if (v instanceof JsonNode n) return n;
        if (v instanceof String s) return NODES.textNode(s);
        if (v instanceof Integer i) return NODES.numberNode(i);
        if (v instanceof Long l) return NODES.numberNode(l);
        if (v instanceof Boolean b) return NODES.booleanNode(b);
        if (v == null) return NODES.nullNode();
        throw new IllegalArgumentException("not a JSON value: " + v.getClass());
    }
}
