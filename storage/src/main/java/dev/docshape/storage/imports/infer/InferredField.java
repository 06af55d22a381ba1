package dev.docshape.storage.imports.infer;

import dev.docshape.model.ValueRange;

import java.util.List;
import java.util.Map;

/**
 * What was inferred about one field name at one place.
 *
 * @param name        the field name
 * @param occurrences in how many of the enclosing (sub)documents it occurred, null values included
 * @param parents     how many enclosing (sub)documents there were
 * @param types       how often each value type occurred, most frequent first
 * @param type        the dominant type (the most frequent other than null; {@link ValueType#NULL} when all were null)
 * @param avgBytes    average UTF-8 size of its strings, or of its binary values, in bytes (0 for other types)
 * @param maxBytes    largest string or binary size seen
 * @param object      the shape of its subdocuments when any occurred, else null
 * @param array       the statistics of its arrays when any occurred, else null
 * @param distinctValues how many distinct values it took, when they were few and repeated ({@link FewValues}); else null
 * @param range       the lowest and highest of those few values (or of its one value), when they are numbers; else null
 * @param constant    the one string or boolean it always held, over enough values ({@link FewValues}), or a GeoJSON
 *                    geometry's type whatever their number ({@link GeoJson}); else null
 * @param values      those few values when they are strings, in alphabetical order (decision 0555); else null
 */
public record InferredField(String name, long occurrences, long parents, Map<ValueType, Long> types, ValueType type,
                            double avgBytes, int maxBytes, InferredShape object, InferredArray array,
                            Integer distinctValues, ValueRange range, Object constant, List<String> values) {

    /** The same field, declaring {@code value} as the one value it holds. */
    InferredField holding(Object value) {
        return new InferredField(name, occurrences, parents, types, type, avgBytes, maxBytes, object, array, null, range, value, null);
    }

    /** Present with a non-null value in every enclosing (sub)document. */
    public boolean required() {
        return parents > 0 && occurrences == parents && types.getOrDefault(ValueType.NULL, 0L) == 0;
    }

    /** More than one type other than null occurred. */
    public boolean mixed() {
        return types.keySet().stream().filter(t -> t != ValueType.NULL).count() > 1;
    }
}
