package dev.docshape.app.designer.document;

import dev.docshape.model.Labels;
import dev.docshape.model.naming.Nouns;
import dev.docshape.app.text.RangeInput;
import dev.docshape.model.FieldType;
import dev.docshape.model.ValueRange;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What the user typed into a field's name box, read as quick entry: {@code email: string} or
 * {@code total decimal} gives a name and a type, anything else is just a name. Type words are
 * read without regard to case, spaces or underscores ({@code objectId}, {@code object id}), and a
 * few common spellings are understood ({@code int}, {@code bool}, {@code datetime}). A number type
 * may be followed by its range as the inspector's Range line takes it ({@link RangeInput}):
 * {@code day: integer 1..7}, {@code price: decimal >0}, {@code age int 0..120} (decision 0547).
 *
 * @param name  the field's name
 * @param type  the type typed after it, or null when only a name was typed
 * @param range the range typed after a number type, or null when none was
 */
public record FieldEntry(String name, FieldType type, ValueRange range) {
    private static final Map<String, FieldType> ALIASES = Map.of(
            "int", FieldType.INTEGER, "str", FieldType.STRING, "text", FieldType.STRING,
            "bool", FieldType.BOOLEAN, "float", FieldType.DOUBLE, "number", FieldType.DOUBLE,
            "datetime", FieldType.DATE, "timestamp", FieldType.DATE, "oid", FieldType.OBJECT_ID,
            "money", FieldType.DECIMAL);

    /** A name and a type, without a range. */
    public FieldEntry(String name, FieldType type) {
        this(name, type, null);
    }

    /**
     * Reads {@code typed}. With a colon, what follows it must be a type, then perhaps a range; without one, a word
     * after the name is taken as the type only when it is one and is last or followed by what begins as a range
     * ({@link RangeInput#begins}): "first name" and "order date created" stay names.
     *
     * @throws IllegalArgumentException for {@code name: xyz} with an unknown type, naming the types there are; for a
     *                                  range that is none, saying how one is written; for a range after a type that has none
     */
    public static FieldEntry parse(String typed) {
        String text = typed.strip();
        int colon = text.indexOf(':');
        if (colon >= 0) {
            String name = text.substring(0, colon).strip();
            String after = text.substring(colon + 1).strip();
            if (after.isEmpty()) return new FieldEntry(name, null);
            String[] words = after.split("\\s+");
            for (int n = words.length; n > 0; n--) {
                Optional<FieldType> type = type(String.join(" ", Arrays.asList(words).subList(0, n)));
                if (type.isPresent()) return withRange(name, type.get(), String.join(" ", Arrays.asList(words).subList(n, words.length)));
            }
            throw new IllegalArgumentException("'" + after + "' is not a field type; the types are " + known());
        }
        String[] words = text.split("\\s+");
        for (int i = words.length - 1; i > 0; i--) {
            String rest = String.join(" ", Arrays.asList(words).subList(i + 1, words.length));
            Optional<FieldType> type = type(words[i]);
            if (type.isPresent() && (rest.isEmpty() || RangeInput.begins(rest))) {
                return withRange(String.join(" ", Arrays.asList(words).subList(0, i)), type.get(), rest);
            }
        }
        return new FieldEntry(text, null);
    }

    private static FieldEntry withRange(String name, FieldType type, String rangeText) {
        ValueRange range = RangeInput.parse(rangeText);
        if (range != null && !ValueRange.applies(type)) {
            throw new IllegalArgumentException(Nouns.withArticle(Labels.words(type)) + " has no range: a range is for an integer, a long, a double or a decimal");
        }
        return new FieldEntry(name, type, range);
    }

    /** The type a word names ({@code decimal}, {@code objectId}, {@code int}), if it names one. */
    public static Optional<FieldType> type(String word) {
        String key = word.toLowerCase(Locale.ROOT).replace(" ", "").replace("_", "").replace("-", "");
        for (FieldType t : FieldType.values()) if (t.name().replace("_", "").equalsIgnoreCase(key)) return Optional.of(t);
        return Optional.ofNullable(ALIASES.get(key));
    }

    private static String known() {
        return Arrays.stream(FieldType.values()).map(Labels::words).collect(Collectors.joining(", "));
    }
}
