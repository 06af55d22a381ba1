package dev.docshape.model;

import java.util.function.IntPredicate;

/** Strings and declared constants as JSON text writes them, for the example documents and the words of the designer. */
public final class JsonStrings {
    private JsonStrings() {
    }

    /** {@code s} in double quotes, its quotes, backslashes and control characters escaped. */
    public static String quoted(String s) {
        StringBuilder out = new StringBuilder(s.length() + 2);
        appendQuoted(out, s, c -> c < 0x20);
        return out.toString();
    }

    /** Appends {@code s} to {@code out} as {@link #quoted} writes it. */
    public static void appendQuoted(StringBuilder out, String s) {
        appendQuoted(out, s, c -> c < 0x20);
    }

    /**
     * Appends {@code s} in double quotes: quotes, backslashes and the common line breaks by their short escapes,
     * every other character {@code asUnicode} names as a unicode escape (what a target language must not read raw).
     */
    public static void appendQuoted(StringBuilder out, String s, IntPredicate asUnicode) {
        appendQuotedAt(out, s, i -> asUnicode.test(s.charAt(i)));
    }

    /** As {@link #appendQuoted(StringBuilder, String, IntPredicate)}, {@code asUnicodeAt} told the index of the character. */
    public static void appendQuotedAt(StringBuilder out, String s, IntPredicate asUnicodeAt) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (asUnicodeAt.test(i)) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
                }
            }
        }
        out.append('"');
    }

    /** A field's constant ({@link Field#constant}) as JSON: a string quoted ({@code "Point"}), a boolean bare ({@code true}). */
    public static String constant(Object value) {
        return value instanceof String s ? quoted(s) : String.valueOf(value);
    }

    /** Whether the character at {@code i} is half a surrogate pair without its other half. */
    public static boolean loneSurrogate(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) return i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1));
        return Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(s.charAt(i - 1)));
    }
}
