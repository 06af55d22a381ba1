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
 * alone, are k drawn values fixed for the field. A string with an average size has every value at that size
 * ({@link #sized}), so the sample's bytes are the estimate's (decision 0492).
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
        if (field.type() == FieldType.STRING && field.avgSize() > 0) values = sized(values, field.name(), field.avgSize());
        List<Object> pool = List.copyOf(values);
        return r -> pool.get(r.nextInt(pool.size()));
    }

    /**
     * The values a field lists ({@link Field#values()}, decision 0555), drawn evenly as they are written: an integer's
     * as 32-bit numbers, a decimal's as decimals.
     */
    static ValueSource listed(Field field) {
        List<Object> pool = field.values().stream().map(v -> switch (field.type()) {
            case INTEGER -> (Object) ((Long) v).intValue();
            case DECIMAL -> BigDecimal.valueOf((Double) v);
            default -> v;
        }).toList();
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

    /**
     * The values, each made {@code size} characters long: a shorter one followed by the field's name as often as it
     * takes ({@code low} as a 12-character {@code level}: {@code low level le}), a longer one cut. A value cut into one
     * met before ends in a number (base 36: its own, else that plus k, ...) instead, so the k values stay k; where no
     * number fits, the value is kept as it is.
     */
    static List<Object> sized(List<Object> values, String name, int size) {
        List<Object> fitted = new ArrayList<>(values.size());
        Set<Object> seen = new LinkedHashSet<>();
        for (int j = 0; j < values.size(); j++) {
            String value = String.valueOf(values.get(j));
            String made = atSize(value, name, size);
            for (int m = j + 1; !seen.add(made); m += values.size()) {
                String number = Integer.toString(m, Character.MAX_RADIX);
                if (number.length() > size) {
                    made = value;
                    break;
                }
                made = made.substring(0, size - number.length()) + number;
            }
            fitted.add(made);
        }
        return fitted;
    }

    private static String atSize(String value, String name, int size) {
        if (value.length() >= size) return value.substring(0, size);
        StringBuilder made = new StringBuilder(size + name.length() + 1).append(value);
        while (made.length() < size) made.append(' ').append(name);
        made.setLength(size);
        if (made.charAt(size - 1) == ' ') made.setCharAt(size - 1, '-');
        return made.toString();
    }
}
