package dev.docshape.storage.imports.infer;

import dev.docshape.model.ValueRange;

import java.util.List;
import java.util.Map;

/**
 * The statistics of one field name at one place (or of the items of one array): how often it
 * occurs with each {@link ValueType}, string and binary sizes, the shape of its subdocuments, the
 * lengths of its arrays, a sample of its id-like values for matching references, and its values while they are few.
 */
final class FieldStats {
    private final String name;
    private final long[] types = new long[ValueType.values().length];
    private long occurrences;
    private long stringBytes;
    private int stringMax;
    private long binaryBytes;
    private int binaryMax;
    private ShapeStats object;
    private ArrayStats array;
    private ValueCounts ids;
    private final FewValues few = new FewValues();

    FieldStats(String name) {
        this.name = name;
    }

    void accept(Object value, int depth) {
        occurrences++;
        few.accept(value);
        ValueType type = ValueType.of(value);
        types[type.ordinal()]++;
        switch (type) {
            case STRING -> {
                int size = Utf8.length((String) value);
                stringBytes += size;
                if (size > stringMax) stringMax = size;
            }
            case BINARY -> binary(((byte[]) value).length);
            case OBJECT -> {
                if (object == null) object = new ShapeStats();
                object.accept((Map<?, ?>) value, depth + 1);
            }
            case ARRAY -> {
                if (array == null) array = new ArrayStats();
                array.accept((List<?>) value, depth + 1);
            }
            default -> {
            }
        }
        if (type.canBeId()) {
            if (ids == null) ids = new ValueCounts();
            ids.add(value, type);
        }
        if (type == ValueType.UUID) binary(16);
    }

    private void binary(int size) {
        binaryBytes += size;
        if (size > binaryMax) binaryMax = size;
    }

    String name() {
        return name;
    }

    /** Times the name occurred, whatever its value (null included). */
    long occurrences() {
        return occurrences;
    }

    long count(ValueType type) {
        return types[type.ordinal()];
    }

    /** Occurrences with a value other than null. */
    long nonNull() {
        return occurrences - count(ValueType.NULL);
    }

    double avgStringBytes() {
        long n = count(ValueType.STRING);
        return n == 0 ? 0 : (double) stringBytes / n;
    }

    int maxStringBytes() {
        return stringMax;
    }

    double avgBinaryBytes() {
        long n = count(ValueType.BINARY) + count(ValueType.UUID);
        return n == 0 ? 0 : (double) binaryBytes / n;
    }

    int maxBinaryBytes() {
        return binaryMax;
    }

    /** The shape of its subdocuments; null when none was seen. */
    ShapeStats object() {
        return object;
    }

    /** The statistics of its arrays; null when none was seen. */
    ArrayStats array() {
        return array;
    }

    /** The sample of its id-like values; null when none was seen. */
    ValueCounts ids() {
        return ids;
    }

    /** How many distinct values to declare for the field, when it has few that repeat ({@link FewValues}); else null. */
    Integer fewDistinctValues() {
        return few.declared();
    }

    /** The range of its few values when they are numbers ({@link FewValues#range()}); else null. */
    ValueRange fewValuesRange() {
        return few.range();
    }

    /** Its few distinct values when they are strings ({@link FewValues#strings()}); else null. */
    List<String> fewStrings() {
        return few.strings();
    }

    /** The one string or boolean it always held ({@link FewValues#constant()}); else null. */
    Object constant() {
        return few.constant();
    }

    /** The one value it always held, however few were seen ({@link FewValues#only()}); else null. */
    Object onlyValue() {
        return few.only();
    }

    /** The most frequent type other than null ({@link ValueType#NULL} when all values were null). */
    ValueType dominantType() {
        ValueType best = ValueType.NULL;
        long bestCount = 0;
        for (ValueType t : ValueType.values()) {
            if (t == ValueType.NULL) continue;
            long n = types[t.ordinal()];
            if (n > bestCount) {
                best = t;
                bestCount = n;
            }
        }
        return best;
    }
}
