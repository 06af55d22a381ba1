package dev.docshape.storage.imports.infer;

import dev.docshape.model.ValueRange;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The distinct scalar values of one field, kept while there are few: strings of at most {@value #MAX_STRING} characters,
 * numbers and booleans, up to {@value #MAX_DISTINCT} distinct values. One more distinct value, a longer string, or a value
 * of another kind (a date, an id, a subdocument) and the field gives up for good, so memory stays bounded on any
 * number of documents: at most {@value #MAX_DISTINCT} short values per field (docs/imports.md "Few distinct values").
 */
final class FewValues {
    /** The most distinct values a field may take and still be declared to have few. */
    static final int MAX_DISTINCT = 20;
    /** Values a field needs, nulls not counted, before its few values count as a declaration. */
    static final int MIN_VALUES = 30;
    /** Each distinct value must have been seen this many times on average: few values that repeat, not a short list. */
    static final int MIN_REPEATS = 5;
    static final int MAX_STRING = 100;

    private Set<Object> values = new HashSet<>();
    private long seen;

    /** Counts one value; null values are not counted. */
    void accept(Object value) {
        if (values == null || value == null) return;
        Object key = key(value);
        if (key == null || (values.size() >= MAX_DISTINCT && !values.contains(key))) {
            values = null;
            return;
        }
        values.add(key);
        seen++;
    }

    /**
     * The number of distinct values to declare: at least 2 and at most {@value #MAX_DISTINCT} distinct values over at
     * least {@value #MIN_VALUES} values, each seen {@value #MIN_REPEATS} times on average; else null.
     */
    Integer declared() {
        if (values == null || values.size() < 2 || seen < MIN_VALUES || seen < (long) MIN_REPEATS * values.size()) return null;
        return values.size();
    }

    /**
     * The declared values when every one is a string (an issue's {@code status}), in alphabetical order so the list does
     * not hang on the order the documents came in; else null (docs/imports.md "Few distinct values", decision 0555).
     */
    List<String> strings() {
        if (declared() == null || !values.stream().allMatch(String.class::isInstance)) return null;
        return values.stream().map(String.class::cast).sorted().toList();
    }

    /**
     * The lowest and highest of the declared values when all are numbers (a card's {@code expYear} 2026 to 2031), so
     * the model keeps them where the documents have them rather than 1 to k; else null.
     */
    ValueRange range() {
        if (declared() == null && !single()) return null;
        BigDecimal low = null;
        BigDecimal high = null;
        for (Object v : values) {
            if (!(v instanceof BigDecimal d)) return null;
            if (low == null || d.compareTo(low) < 0) low = d;
            if (high == null || d.compareTo(high) > 0) high = d;
        }
        return ValueRange.between(low.doubleValue(), high.doubleValue());
    }

    /**
     * The one string or boolean every value was, over at least {@value #MIN_VALUES} values (a GeoJSON point's
     * {@code type}); else null. One number is said by {@link #range()}, a range of that one value.
     */
    Object constant() {
        if (!single()) return null;
        Object only = values.iterator().next();
        return only instanceof String || only instanceof Boolean ? only : null;
    }

    /** The one value every value was, however few were seen (a GeoJSON geometry's {@code type}, {@link GeoJson}); else null. */
    Object only() {
        return values != null && values.size() == 1 ? values.iterator().next() : null;
    }

    private boolean single() {
        return values != null && values.size() == 1 && seen >= MIN_VALUES;
    }

    /** The value as a set key (numbers of one value equal whatever their Java type), or null for a value not counted. */
    private static Object key(Object value) {
        if (value instanceof String s) return s.length() <= MAX_STRING ? s : null;
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            return BigDecimal.valueOf(((Number) value).longValue()).stripTrailingZeros();
        }
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            return Double.isFinite(d) ? BigDecimal.valueOf(d).stripTrailingZeros() : value;
        }
        if (value instanceof BigDecimal d) return d.stripTrailingZeros();
        if (value instanceof Boolean) return value;
        return null;
    }
}
