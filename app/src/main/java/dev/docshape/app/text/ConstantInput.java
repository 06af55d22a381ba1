package dev.docshape.app.text;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.docshape.model.FieldType;

import java.util.Locale;

/**
 * The one value a string or boolean field holds, as users type it (decision 0538, 0544): for a string, JSON text
 * ({@code "Point"}, escapes read as JSON reads them) or the plain words ({@code Point}); for a boolean, {@code true} or
 * {@code false}. Blank is no constant.
 */
public final class ConstantInput {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ConstantInput() {
    }

    /**
     * The constant {@code text} gives a field of {@code type}, a String or a Boolean, or null when it is blank; an
     * {@link IllegalArgumentException} says what is accepted.
     */
    public static Object parse(String text, FieldType type) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) return null;
        if (type == FieldType.BOOLEAN) {
            String word = t.toLowerCase(Locale.ROOT);
            if (word.equals("true") || word.equals("false")) return Boolean.valueOf(word);
            throw new IllegalArgumentException("'" + t + "' is not true or false (leave it empty to declare none)");
        }
        if (type != FieldType.STRING) {
            throw new IllegalArgumentException("only a string or a boolean declares one value; a number says it with a range of one value (2 to 2)");
        }
        if (!t.startsWith("\"")) return t;
        try {
            JsonNode node = JSON.readTree(t);
            if (node != null && node.isTextual()) return node.textValue();
        } catch (JsonProcessingException e) {
            // not one JSON string: said below
        }
        throw new IllegalArgumentException(t + " is not one JSON string: write \"Point\" with both quotes, or Point without any");
    }
}
