package dev.docshape.app.text;

import dev.docshape.model.FieldType;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * The values a field takes, as users type them (decisions 0555, 0566): comma-separated. A string field's values are
 * plain words ({@code in progress}) or JSON text ({@code "a, b"}, escapes read as JSON reads them) where one holds a
 * comma or a quote; one value is the field's constant ({@link ConstantInput}). A number field's are numbers as
 * {@link NumberInput} reads them, whole for an integer or a long; since the comma parts values, a thousand is written
 * {@code 1000} or {@code 1_000}. Blank is none. What {@link dev.docshape.model.FieldValues#listed} writes reads back
 * as the same values.
 */
public final class ValuesInput {
    private ValuesInput() {
    }

    /**
     * The values {@code text} lists for a field of {@code type} (Strings, Longs for an integer or a long, Doubles for a
     * double or a decimal), empty when it is blank; an IllegalArgumentException names the value refused and says what
     * is accepted.
     */
    public static List<Object> parse(String text, FieldType type) {
        String t = text == null ? "" : text.strip();
        List<Object> values = new ArrayList<>();
        if (t.isEmpty()) return values;
        boolean strings = type == FieldType.STRING;
        int start = 0;
        boolean quoted = false;
        for (int i = 0; i <= t.length(); i++) {
            char c = i < t.length() ? t.charAt(i) : ',';
            if (c == '\\' && quoted) {
                i++;
            } else if (c == '"' && strings) {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                String item = t.substring(start, Math.min(i, t.length())).strip();
                if (item.isEmpty()) {
                    throw new IllegalArgumentException("'" + t + "' has an empty value between commas (write " + (strings ? "\"open, closed\"" : "\"1, 2, 3\"") + ")");
                }
                values.add(strings ? ConstantInput.parse(item, FieldType.STRING) : number(item, type));
                start = i + 1;
            }
        }
        if (quoted) throw new IllegalArgumentException(t + " opens a quote it does not close");
        return values;
    }

    private static Object number(String item, FieldType type) {
        if (type == FieldType.INTEGER || type == FieldType.LONG) {
            OptionalLong whole = NumberInput.whole(item);
            if (whole.isPresent()) return whole.getAsLong();
            throw new IllegalArgumentException("'" + item + "' is not a whole number (write 1, 2, 3; a thousand as 1000 or 1_000)");
        }
        if (type == FieldType.DOUBLE || type == FieldType.DECIMAL) {
            OptionalDouble number = NumberInput.decimal(item);
            if (number.isPresent()) return number.getAsDouble();
            throw new IllegalArgumentException("'" + item + "' is not a number (write 0.5, 1, 2.5; a thousand as 1000 or 1_000)");
        }
        throw new IllegalArgumentException("values are listed for string and number fields only");
    }
}
