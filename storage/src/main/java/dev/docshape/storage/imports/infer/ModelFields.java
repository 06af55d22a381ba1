package dev.docshape.storage.imports.infer;

import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.ValueRange;

import java.util.List;

/** A DocShape {@link Field} from an inferred scalar field (or array of scalars). */
final class ModelFields {
    private ModelFields() {
    }

    static Field of(InferredField f) {
        String name = f.name().isBlank() ? "_blank" : f.name();
        if (f.type() == ValueType.ARRAY && f.array() != null) {
            InferredField items = f.array().items();
            FieldType itemType = scalar(items);
            // an item of an array of strings is sized as one of its strings is (decision 0565)
            return new Field(name, FieldType.ARRAY, sized(itemType, items), f.required(), itemType, f.array().avgLength(), List.of(), null,
                    null, null, null, presence(f));
        }
        FieldType type = scalar(f);
        int size = sized(type, f);
        // a boolean has its 2 values already; other scalars declare the few values they were seen to take
        Integer distinct = type == FieldType.BOOLEAN ? null : f.distinctValues();
        ValueRange range = ValueRange.applies(type) ? f.range() : null;
        Object constant = Field.constantApplies(type) ? f.constant() : null;
        List<Object> values = type == FieldType.STRING && f.values() != null ? List.copyOf(f.values()) : null;
        return new Field(name, type, size, f.required(), null, 0, List.of(), null, distinct, range, constant, presence(f), values);
    }

    /** The average bytes of the field's strings or binary values, 0 (the type's default) for other types. */
    private static int sized(FieldType type, InferredField f) {
        return type == FieldType.STRING || type == FieldType.BINARY ? (int) Math.round(f.avgBytes()) : 0;
    }

    /**
     * The share of the enclosing (sub)documents that hold the field, a null value included (its key is stored), to a
     * thousandth and never 0 (decision 0534); 1 for a required field.
     */
    static double presence(InferredField f) {
        if (f.required() || f.parents() == 0) return 1;
        double share = Math.round(1000.0 * f.occurrences() / f.parents()) / 1000.0;
        return Math.min(1, Math.max(0.001, share));
    }

    /** The scalar type: the dominant one, widened where numbers of two kinds occur (int and long: long). */
    private static FieldType scalar(InferredField f) {
        ValueType t = f.type();
        boolean ints = f.types().containsKey(ValueType.INT);
        boolean longs = f.types().containsKey(ValueType.LONG);
        boolean doubles = f.types().containsKey(ValueType.DOUBLE);
        if ((t == ValueType.INT || t == ValueType.LONG) && doubles) return FieldType.DOUBLE;
        if (t == ValueType.INT && longs) return FieldType.LONG;
        if (t == ValueType.DOUBLE && (ints || longs)) return FieldType.DOUBLE;
        FieldType type = t.fieldType();
        return type.isScalar() ? type : FieldType.STRING;
    }
}
