package dev.docshape.storage.sample;

import dev.docshape.model.Field;
import dev.docshape.model.FieldType;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A field declared with k distinct values ({@link Field#distinctValues()}) other than an integer or a boolean (those
 * draw from their {@code ValueDomain}): k values that look like the field's own, fixed for the field, and every
 * instance draws one of them evenly, so the estimate's ties are the sample's (docs/sample-data.md "Dates and order",
 * decision 0401).
 */
final class DeclaredValues {
    private static final int DRAWS_PER_VALUE = 64;

    private DeclaredValues() {
    }

    static ValueSource of(Field field, ValueSource natural) {
        int k = field.distinctValues();
        Rng rng = Rng.of(Rng.key(field.name()), k);
        Set<Object> pool = new LinkedHashSet<>();
        for (int draws = 0; pool.size() < k && draws < DRAWS_PER_VALUE * k; draws++) pool.add(natural.next(rng));
        // a small vocabulary (a status drawn from a few words) may give fewer: numbered words make up the rest
        for (int i = 1; pool.size() < k && field.type() == FieldType.STRING; i++) pool.add(field.name() + " " + i);
        List<Object> values = new ArrayList<>(pool);
        return r -> values.get(r.nextInt(values.size()));
    }
}
