package dev.docshape.storage.imports.infer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the user should know about the data before trusting the model: empty collections, fields
 * with more than one type (mixed shapes), field names beyond the bounded count. Each names the
 * collection and the field's path.
 */
final class Warnings {
    private Warnings() {
    }

    static List<String> of(List<CollectionInference> collections) {
        List<String> warnings = new ArrayList<>();
        for (CollectionInference c : collections) {
            if (c.documents() == 0) {
                warnings.add("collection '" + c.name() + "' has no documents: its entity has no fields and a count of 0");
                continue;
            }
            shape(c.name(), "", c.shape(), warnings);
        }
        return warnings;
    }

    private static void shape(String collection, String path, ShapeStats shape, List<String> warnings) {
        if (shape.droppedFieldNames() > 0) {
            warnings.add(String.format(Locale.ROOT, "collection '%s'%s: more than %,d different field names; %,d occurrences of further names were not counted",
                    collection, path.isEmpty() ? "" : " at '" + path + "'", ShapeStats.MAX_FIELDS, shape.droppedFieldNames()));
        }
        for (FieldStats f : shape.fields()) {
            String fieldPath = path.isEmpty() ? f.name() : path + "." + f.name();
            field(collection, fieldPath, f, warnings);
        }
    }

    private static void field(String collection, String path, FieldStats f, List<String> warnings) {
        StringBuilder mix = new StringBuilder();
        int kinds = 0;
        long nonNull = f.nonNull();
        for (ValueType t : ValueType.values()) {
            long n = f.count(t);
            if (t == ValueType.NULL || n == 0) continue;
            kinds++;
            if (mix.length() > 0) mix.append(", ");
            mix.append(String.format(Locale.ROOT, "%s %.0f%%", t.bsonName(), 100.0 * n / nonNull));
        }
        if (kinds > 1 && !(kinds == 2 && f.count(ValueType.INT) > 0 && f.count(ValueType.LONG) > 0)) {
            warnings.add("collection '" + collection + "', field '" + path + "': mixed types (" + mix
                    + "); the model uses " + f.dominantType().bsonName());
        }
        if (f.object() != null) shape(collection, path, f.object(), warnings);
        if (f.array() != null && f.array().items().object() != null) shape(collection, path + "[]", f.array().items().object(), warnings);
    }
}
