package dev.docshape.app.text;

import dev.docshape.model.FieldType;

import java.util.ArrayList;
import java.util.List;

/**
 * The values a string field takes, as users type them (decision 0555): comma-separated, each as plain words
 * ({@code in progress}) or as JSON text ({@code "a, b"}, escapes read as JSON reads them) where it holds a comma or a
 * quote. One value is the field's constant ({@link ConstantInput}); blank is none.
 */
public final class ValuesInput {
    private ValuesInput() {
    }

    /** The values {@code text} lists for a string field, empty when it is blank; an IllegalArgumentException says what is accepted. */
    public static List<Object> parse(String text) {
        String t = text == null ? "" : text.strip();
        List<Object> values = new ArrayList<>();
        if (t.isEmpty()) return values;
        int start = 0;
        boolean quoted = false;
        for (int i = 0; i <= t.length(); i++) {
            char c = i < t.length() ? t.charAt(i) : ',';
            if (c == '\\' && quoted) {
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                String item = t.substring(start, Math.min(i, t.length())).strip();
                if (item.isEmpty()) throw new IllegalArgumentException("'" + t + "' has an empty value between commas (write \"open, closed\")");
                values.add(ConstantInput.parse(item, FieldType.STRING));
                start = i + 1;
            }
        }
        if (quoted) throw new IllegalArgumentException(t + " opens a quote it does not close");
        return values;
    }
}
