package dev.docshape.model;

import dev.docshape.model.naming.Nouns;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The values a field takes, where the model lists them ({@link Field#values()}, decision 0555): an issue's
 * {@code status} of {@code open}, {@code in_progress}, {@code resolved}, {@code closed}. Strings for a string field,
 * whole numbers (Long) for an integer or a long, numbers (Double) for a double or a decimal; at least 2, all distinct,
 * at most {@link #MAX_VALUES} of them, a string at most {@link #MAX_LENGTH} characters: a list is a field's few
 * values, and a hostile file's million values or megabyte strings are refused by name.
 */
public final class FieldValues {
    /** The most values a field lists: past a few hundred, a field's values are not few. */
    public static final int MAX_VALUES = 1000;
    /** The longest string value a field lists, in characters. */
    public static final int MAX_LENGTH = 1000;

    private FieldValues() {
    }

    /** Whether a field of {@code type} can list its values: a string or a number. */
    public static boolean applies(FieldType type) {
        return type == FieldType.STRING || ValueRange.applies(type);
    }

    /**
     * {@code values} checked for field {@code name} of {@code type}, numbers normalised (a whole number a Long, any
     * other a Double), as an unmodifiable list; refused with an IllegalArgumentException naming the field.
     */
    public static List<Object> require(String name, FieldType type, List<?> values) {
        String field = "field '" + name + "': ";
        if (!applies(type)) {
            throw new IllegalArgumentException(field + "values are listed only for string and number fields, not "
                    + type.name().toLowerCase(Locale.ROOT));
        }
        if (values.size() < 2 || values.size() > MAX_VALUES) {
            throw new IllegalArgumentException(field + "lists 2 to " + MAX_VALUES + " values, not " + values.size());
        }
        List<Object> kept = new ArrayList<>(values.size());
        Set<Object> seen = new HashSet<>();
        for (Object value : values) {
            Object normal = normal(field, type, value);
            if (!seen.add(normal)) throw new IllegalArgumentException(field + "lists " + shown(normal) + " twice");
            kept.add(normal);
        }
        return List.copyOf(kept);
    }

    private static Object normal(String field, FieldType type, Object value) {
        if (type == FieldType.STRING) {
            if (!(value instanceof String s)) throw new IllegalArgumentException(field + "a string field lists strings, not " + shown(value));
            if (s.length() > MAX_LENGTH) {
                throw new IllegalArgumentException(field + "a listed value is at most " + MAX_LENGTH + " characters, not " + s.length());
            }
            return s;
        }
        if (!(value instanceof Number n) || !Double.isFinite(n.doubleValue())) {
            throw new IllegalArgumentException(field + "a number field lists numbers, not " + shown(value));
        }
        boolean whole = type == FieldType.INTEGER || type == FieldType.LONG;
        // + 0.0 makes -0.0 the 0.0 it is written as: one zero, however typed
        if (!whole) return n.doubleValue() + 0.0;
        double d = n.doubleValue();
        if (d != Math.rint(d) || Math.abs(d) > Long.MAX_VALUE / 2.0) {
            throw new IllegalArgumentException(field + Nouns.withArticle(Labels.words(type)) + " field lists whole numbers, not " + value);
        }
        long l = n.longValue();
        if (type == FieldType.INTEGER && (l < Integer.MIN_VALUE || l > Integer.MAX_VALUE)) {
            throw new IllegalArgumentException(field + "an integer field lists 32-bit whole numbers, not " + value);
        }
        return l;
    }

    private static String shown(Object value) {
        if (value == null) return "null";
        return value instanceof String s ? JsonStrings.quoted(s.length() > 40 ? s.substring(0, 40) + "…" : s) : value.toString();
    }

    /**
     * The values as the designer writes them: comma-separated, a string bare unless it holds a comma, a quote or a line
     * break, a number in the fewest digits that read back as the same number ({@code 2.5}, {@code 3} for 3.0, no
     * exponent below 22 characters), so that the designer reads back what it shows (decision 0566).
     */
    public static String listed(List<Object> values) {
        StringBuilder out = new StringBuilder();
        for (Object v : values) {
            if (!out.isEmpty()) out.append(", ");
            if (!(v instanceof String s)) {
                out.append(number(v));
                continue;
            }
            boolean bare = !s.isEmpty() && s.strip().equals(s)
                    && s.chars().noneMatch(c -> c == ',' || c == '"' || c == '\\' || c < 0x20);
            if (bare) out.append(s);
            else JsonStrings.appendQuoted(out, s);
        }
        return out.toString();
    }

    private static String number(Object value) {
        return value instanceof Double d ? Numbers.exact(d) : value.toString();
    }

    /** The average UTF-8 length of string values, rounded, at least 1: the size of a string field that lists them. */
    public static int averageUtf8(List<Object> values) {
        long bytes = 0;
        for (Object v : values) bytes += v.toString().getBytes(StandardCharsets.UTF_8).length;
        return (int) Math.max(1, Math.round((double) bytes / values.size()));
    }
}
