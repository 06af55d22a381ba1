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

    /**
     * A number field declared with both k distinct values and a range with both ends (what {@code import json} reads
     * from few-valued numbers: a card's {@code expYear} 2026 to 2031): k values spread evenly over the range, whole
     * numbers for an integer or a long, and each instance draws one of them evenly, so the values are the documents'
     * and the ties the estimate's; null for any other field.
     */
    static ValueSource spread(Field field) {
        ValueRange range = field.range();
        Integer k = field.distinctValues();
        if (range == null || k == null || range.min() == null || range.max() == null) return null;
        FieldType type = field.type();
        boolean whole = type == FieldType.INTEGER || type == FieldType.LONG;
        double low = whole ? range.lowestWhole() : range.at(0);
        double high = whole ? range.highestWhole() : range.at(1);
        if (high < low) return null;
        Object[] values = new Object[k];
        for (int j = 0; j < k; j++) {
            double v = k == 1 ? low : low + (high - low) * j / (k - 1);
            values[j] = whole ? typed(type, Math.round(v))
                    : type == FieldType.DECIMAL ? BigDecimal.valueOf(Math.round(v * 100) / 100.0).setScale(2, RoundingMode.HALF_UP)
                    : Math.round(v * 100) / 100.0;
        }
        return rng -> values[rng.nextInt(k)];
    }

    private static Object typed(FieldType type, long value) {
        return type == FieldType.INTEGER ? (Object) (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value)) : value;
    }
}
