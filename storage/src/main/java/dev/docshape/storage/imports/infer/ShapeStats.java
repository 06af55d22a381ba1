package dev.docshape.storage.imports.infer;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the documents (or subdocuments) seen at one place have in common: how many there were and
 * the statistics of each field name, in the order names were first seen. Bounded: at most
 * {@value #MAX_FIELDS} names per place (further names are counted, not kept), nesting followed to
 * depth {@value #MAX_DEPTH}.
 */
final class ShapeStats {
    static final int MAX_FIELDS = 2_000;
    static final int MAX_DEPTH = 32;

    private final Map<String, FieldStats> fields = new LinkedHashMap<>();
    private long objects;
    private long droppedFieldNames;

    void accept(Map<?, ?> object, int depth) {
        objects++;
        if (depth > MAX_DEPTH) return;
        for (Map.Entry<?, ?> entry : object.entrySet()) {
            String name = String.valueOf(entry.getKey());
            FieldStats field = fields.get(name);
            if (field == null) {
                if (fields.size() >= MAX_FIELDS) {
                    droppedFieldNames++;
                    continue;
                }
                field = new FieldStats(name);
                fields.put(name, field);
            }
            field.accept(entry.getValue(), depth);
        }
    }

    long objects() {
        return objects;
    }

    Collection<FieldStats> fields() {
        return fields.values();
    }

    FieldStats field(String name) {
        return fields.get(name);
    }

    /** Occurrences of field names beyond {@link #MAX_FIELDS} that were not kept. */
    long droppedFieldNames() {
        return droppedFieldNames;
    }
}
