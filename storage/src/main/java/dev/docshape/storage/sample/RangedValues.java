package dev.docshape.storage.sample;

import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.ValueDomain;
import dev.docshape.model.ValueRange;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A number field's values within its declared range ({@link Field#range()}, docs/sample-data.md "Declared ranges",
 * decision 0528): a whole-number field with both ends draws evenly from the whole numbers between them (its
 * {@link ValueDomain}, which the estimate prices ties by), a double or decimal with both ends evenly between them; with
 * one end only, the value the name gives ({@code prep_minutes} 60 to 209) is kept when it lies in the range and
 * mirrored at the bound otherwise ({@code stock >= 1000} turns 5 into 1995). The rule is the model's
 * ({@link ValueRange#keep}, {@link ValueRange#at}), which the preview's example documents follow too (decision 0537).
 */
final class RangedValues {
    private RangedValues() {
    }

    /** {@code natural} kept within the field's range; {@code natural} itself when the field declares none. */
    static ValueSource of(Field field, ValueSource natural) {
        ValueRange range = field.range();
        if (range == null || field.distinctValues() != null) return natural;
        FieldType type = field.type();
        if (type == FieldType.INTEGER || type == FieldType.LONG) {
            ValueDomain domain = ValueDomain.of(field);
            if (domain != null) return rng -> typed(type, domain.low() + rng.nextLong(domain.values()));
            return rng -> typed(type, range.keep(((Number) natural.next(rng)).longValue()));
        }
        boolean closed = range.min() != null && range.max() != null;
        return rng -> {
            double v = closed ? range.at(rng.nextDouble()) : range.keep(((Number) natural.next(rng)).doubleValue());
            return type == FieldType.DECIMAL ? BigDecimal.valueOf(v).setScale(2, RoundingMode.HALF_UP) : v;
        };
    }

    private static Object typed(FieldType type, long value) {
        return type == FieldType.INTEGER ? (Object) (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value)) : value;
    }
}
