package dev.docshape.storage.imports.infer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Immutable results ({@link InferredShape}, {@link InferredField}) from the running statistics. */
final class Snapshots {
    private Snapshots() {
    }

    static InferredShape shape(ShapeStats stats) {
        List<InferredField> fields = new ArrayList<>();
        for (FieldStats f : stats.fields()) fields.add(field(f, stats));
        return new InferredShape(stats.objects(), fields);
    }

    /** Field {@code f} of the (sub)documents {@code in}; a GeoJSON geometry's type declares its constant ({@link GeoJson}). */
    static InferredField field(FieldStats f, ShapeStats in) {
        InferredField field = field(f, in.objects());
        String geometry = f.name().equals(GeoJson.TYPE) ? GeoJson.geometryType(in) : null;
        return geometry != null ? field.holding(geometry) : field;
    }

    static InferredField field(FieldStats f, long parents) {
        ValueType type = f.dominantType();
        boolean binary = type == ValueType.BINARY || type == ValueType.UUID;
        double avg = type == ValueType.STRING ? f.avgStringBytes() : binary ? f.avgBinaryBytes() : 0;
        int max = type == ValueType.STRING ? f.maxStringBytes() : binary ? f.maxBinaryBytes() : 0;
        InferredShape object = f.object() == null ? null : shape(f.object());
        InferredArray array = null;
        if (f.array() != null) {
            ArrayStats a = f.array();
            array = new InferredArray(a.arrays(), a.avgLength(), a.maxLength(), a.lengths().asMap(),
                    field(a.items(), a.totalItems()));
        }
        return new InferredField(f.name(), f.occurrences(), parents, types(f), type, avg, max, object, array,
                f.fewDistinctValues(), f.fewValuesRange(), f.constant(), f.fewStrings());
    }

    private static Map<ValueType, Long> types(FieldStats f) {
        List<ValueType> seen = new ArrayList<>();
        for (ValueType t : ValueType.values()) {
            if (f.count(t) > 0) seen.add(t);
        }
        seen.sort(Comparator.comparingLong(f::count).reversed());
        Map<ValueType, Long> map = new LinkedHashMap<>();
        for (ValueType t : seen) map.put(t, f.count(t));
        return map;
    }
}
