package dev.docshape.app.designer.document;

import dev.docshape.model.FieldType;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What the user typed into a field's name box, read as quick entry: {@code email: string} or
 * {@code total decimal} gives a name and a type, anything else is just a name. Type words are
 * read without regard to case, spaces or underscores ({@code objectId}, {@code object id}), and a
 * few common spellings are understood ({@code int}, {@code bool}, {@code datetime}).
 *
 * @param name the field's name
 * @param type the type typed after it, or null when only a name was typed
 */
public record FieldEntry(String name, FieldType type) {
    private static final Map<String, FieldType> ALIASES = Map.of(
            "int", FieldType.INTEGER, "str", FieldType.STRING, "text", FieldType.STRING,
            "bool", FieldType.BOOLEAN, "float", FieldType.DOUBLE, "number", FieldType.DOUBLE,
            "datetime", FieldType.DATE, "timestamp", FieldType.DATE, "oid", FieldType.OBJECT_ID,
            "money", FieldType.DECIMAL);

    /**
     * Reads {@code typed}. With a colon, what follows it must be a type; without one, the last
     * word is taken as the type only when it is one ("first name" stays a name).
     *
     * @throws IllegalArgumentException for {@code name: xyz} with an unknown type, naming the types there are
     */
    public static FieldEntry parse(String typed) {
        String text = typed.strip();
        int colon = text.indexOf(':');
        if (colon >= 0) {
            String name = text.substring(0, colon).strip();
            String typeWord = text.substring(colon + 1).strip();
            if (typeWord.isEmpty()) return new FieldEntry(name, null);
            return new FieldEntry(name, type(typeWord).orElseThrow(() -> new IllegalArgumentException(
                    "'" + typeWord + "' is not a field type; the types are " + known())));
        }
        int space = text.lastIndexOf(' ');
        if (space > 0) {
            Optional<FieldType> type = type(text.substring(space + 1));
            if (type.isPresent()) return new FieldEntry(text.substring(0, space).strip(), type.get());
        }
        return new FieldEntry(text, null);
    }

    /** The type a word names ({@code decimal}, {@code objectId}, {@code int}), if it names one. */
    public static Optional<FieldType> type(String word) {
        String key = word.toLowerCase(Locale.ROOT).replace(" ", "").replace("_", "").replace("-", "");
        for (FieldType t : FieldType.values()) if (t.name().replace("_", "").equalsIgnoreCase(key)) return Optional.of(t);
        return Optional.ofNullable(ALIASES.get(key));
    }

    /** A type as the window writes it: {@code object id}. */
    public static String words(FieldType type) {
        return type.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    private static String known() {
        return Arrays.stream(FieldType.values()).map(FieldEntry::words).collect(Collectors.joining(", "));
    }
}
