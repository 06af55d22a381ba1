package dev.docshape.storage.mongodb;

import org.bson.Document;
import org.bson.types.Binary;
import org.bson.types.ObjectId;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * The values of a sampled collection's top-level fields that could be other documents' ids
 * (ObjectIds, UUIDs, strings, integers; also the items of arrays of them), as the driver decoded
 * them, so the server can be asked which of them are {@code _id}s of another collection. Bounded:
 * at most {@value #MAX_FIELDS} fields per collection and {@value #MAX_VALUES} distinct values per field.
 */
final class IdCandidates {
    static final int MAX_FIELDS = 100;
    static final int MAX_VALUES = 1_000;

    private final Map<String, Set<Object>> byField = new LinkedHashMap<>();
    private final Set<String> typedIds = new java.util.HashSet<>();

    void accept(Document document) {
        for (Map.Entry<String, Object> e : document.entrySet()) {
            if (e.getKey().equals("_id")) continue;
            Object value = e.getValue();
            if (value instanceof List<?> list) {
                for (Object item : list) add(e.getKey(), item);
            } else {
                add(e.getKey(), value);
            }
        }
    }

    private void add(String field, Object value) {
        if (!couldBeId(value)) return;
        Set<Object> values = byField.get(field);
        if (values == null) {
            if (byField.size() >= MAX_FIELDS) return;
            values = new LinkedHashSet<>();
            byField.put(field, values);
        }
        if (values.size() < MAX_VALUES) values.add(value);
        if (!(value instanceof String || value instanceof Integer || value instanceof Long)) typedIds.add(field);
    }

    /** True when {@code field} held values of a type that serves only as ids (ObjectId, UUID). */
    boolean typedIds(String field) {
        return typedIds.contains(field);
    }

    private static boolean couldBeId(Object v) {
        return v instanceof ObjectId || v instanceof UUID || v instanceof String || v instanceof Integer || v instanceof Long
                || (v instanceof Binary b && b.getData().length == 16);
    }

    /** Per field, its distinct candidate values. */
    Map<String, List<Object>> values() {
        Map<String, List<Object>> out = new LinkedHashMap<>();
        byField.forEach((field, values) -> out.put(field, new ArrayList<>(values)));
        return out;
    }
}
