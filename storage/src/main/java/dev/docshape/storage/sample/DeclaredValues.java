package dev.docshape.storage.sample;

import dev.docshape.model.DistinctValues;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A field declared with k distinct values ({@link Field#distinctValues()}) other than an integer or a boolean (those
 * draw from their {@code ValueDomain}): the k values of {@link DistinctValues}, the ones the preview's example documents
 * show (decision 0411), and every instance draws one of them evenly, so the estimate's ties are the sample's
 * (docs/sample-data.md "Declared distinct values", decision 0401). Ids and binary values, which that rule leaves
 * alone, are k drawn values fixed for the field.
 */
final class DeclaredValues {
    private static final int DRAWS_PER_VALUE = 64;

    private DeclaredValues() {
    }

    static ValueSource of(Field field, ValueSource natural) {
        int k = field.distinctValues();
        List<Object> values = new ArrayList<>(k);
        for (int j = 0; j < k; j++) {
            Object value = DistinctValues.value(field.type(), field.name(), k, j);
            if (value == null) break;
            values.add(field.type() == FieldType.DECIMAL ? BigDecimal.valueOf((Double) value).setScale(2, RoundingMode.HALF_EVEN) : value);
        }
        if (values.isEmpty()) values = drawn(field, natural);
        List<Object> pool = List.copyOf(values);
        return r -> pool.get(r.nextInt(pool.size()));
    }

    /** k values drawn from the field's natural source with a generator of its own, fixed for the field. */
    private static List<Object> drawn(Field field, ValueSource natural) {
        int k = field.distinctValues();
        Rng rng = Rng.of(Rng.key(field.name()), k);
        Set<Object> pool = new LinkedHashSet<>();
        for (int draws = 0; pool.size() < k && draws < DRAWS_PER_VALUE * k; draws++) pool.add(natural.next(rng));
        return new ArrayList<>(pool);
    }
}
