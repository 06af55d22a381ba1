package dev.docshape.storage.query;

import dev.docshape.model.JsonStrings;
import dev.docshape.model.Numbers;

import java.util.Set;

/**
 * Turns a free-text name into an identifier a language accepts: letters and digits of the name in
 * lower camel case (ASCII only, so every toolchain and file system takes it), an underscore before
 * a leading digit or a reserved word, and a fallback when nothing usable is left.
 */
public final class Identifiers {
    public static final Set<String> JAVASCRIPT_RESERVED = Set.of("break", "case", "catch", "class", "const", "continue",
            "debugger", "default", "delete", "do", "else", "enum", "export", "extends", "false", "finally", "for", "function",
            "if", "import", "in", "instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try",
            "typeof", "var", "void", "while", "with", "yield", "let", "static", "implements", "interface", "package",
            "private", "protected", "public", "await", "async", "arguments", "eval", "undefined", "NaN", "Infinity");
    public static final Set<String> JAVA_RESERVED = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends", "final",
            "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long",
            "native", "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp", "super",
            "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile", "while", "true",
            "false", "null", "var", "yield", "record", "sealed", "permits", "non-sealed", "_",
            // the first names of packages the generated code names in full: a variable so named obscures the package in
            // every expression (JLS 6.4.2: java.util.List.of(...) fails to compile beside a component called java)
            "java", "javax", "org", "com");

    private Identifiers() {
    }

    /** {@code "read post (v2)"} becomes {@code readPostV2}; {@code fallback} when no ASCII letter or digit is left. */
    public static String lowerCamel(String name, Set<String> reserved, String fallback) {
        StringBuilder out = new StringBuilder();
        boolean upperNext = false;
        for (int i = 0; i < name.length(); i++) {
            char ch = name.charAt(i);
            boolean usable = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
            if (!usable) {
                upperNext = out.length() > 0;
                continue;
            }
            if (out.length() == 0) out.append(Character.toLowerCase(ch));
            else out.append(upperNext ? Character.toUpperCase(ch) : ch);
            upperNext = false;
        }
        String id = out.length() == 0 ? fallback : out.toString();
        if (Character.isDigit(id.charAt(0)) || reserved.contains(id)) id = "_" + id;
        return id;
    }

    /** {@code "read post"} becomes {@code ReadPost}. */
    public static String upperCamel(String name, Set<String> reserved, String fallback) {
        String lower = lowerCamel(name, Set.of(), fallback);
        if (lower.startsWith("_")) return "_" + lower.substring(1);
        String id = Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
        return reserved.contains(id) ? "_" + id : id;
    }

    /** A JavaScript string literal: JSON escaping plus U+2028 and U+2029, which end a line in older engines. */
    public static String jsString(String text) {
        return quoted(text, ch -> ch < 0x20 || ch == '\u2028' || ch == '\u2029' || (ch >= 0x7f && ch < 0xa0) || Character.isSurrogate((char) ch));
    }

    /**
     * A value as a JavaScript literal: a string by {@link #jsString}, a number exact (7 rather than 7.0, every digit the
     * double holds: {@code Numbers.exact}).
     */
    public static String jsLiteral(Object value) {
        return value instanceof String s ? jsString(s) : Numbers.exact(((Number) value).doubleValue());
    }

    /**
     * A Java string literal; every character outside printable ASCII as a unicode escape. Java decodes
     * unicode escapes before lexing, so a quote, a backslash or a line break must never be written as
     * one: those have their own escapes here.
     */
    public static String javaString(String text) {
        return quoted(text, ch -> ch < 0x20 || ch > 0x7e);
    }

    /**
     * A Python 3 string literal in a UTF-8 source: quotes, backslashes and control characters escaped, other characters
     * as they are (a character past U+FFFF written as one, not as two halves, which Python would keep apart), a lone
     * surrogate by its code.
     */
    public static String pythonString(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2);
        JsonStrings.appendQuotedAt(out, text, i -> text.charAt(i) < 0x20 || text.charAt(i) == 0x7f || JsonStrings.loneSurrogate(text, i));
        return out.toString();
    }

    private static String quoted(String text, java.util.function.IntPredicate asUnicode) {
        StringBuilder out = new StringBuilder(text.length() + 2);
        JsonStrings.appendQuoted(out, text, asUnicode);
        return out.toString();
    }

    /**
     * A single-line comment's text: no line breaks of any language, no comment end, and backslashes
     * doubled (Java reads a unicode escape such as a backslash-u000a even inside a comment).
     */
    public static String commentText(String text) {
        return text.replace("\\", "\\\\").replaceAll("[\\r\\n\\u2028\\u2029\\u0085]", " ").replace("*/", "* /");
    }
}
