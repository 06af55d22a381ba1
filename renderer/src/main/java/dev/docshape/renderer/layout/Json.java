package dev.docshape.renderer.layout;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A minimal JSON reader for graphviz's {@code json0} output: objects become {@code Map}, arrays
 * {@code List}, strings {@code String}, numbers {@code Double}, plus {@code Boolean} and null.
 * The renderer depends on nothing but graphviz-java, which brings no JSON library.
 */
public final class Json {
    private final String text;
    private int at;

    private Json(String text) {
        this.text = text;
    }

    /** Parses {@code text}; a malformed document gives an {@link IllegalArgumentException} with the offset. */
    public static Object parse(String text) {
        if (text == null) throw new IllegalArgumentException("no JSON text");
        Json json = new Json(text);
        Object value = json.value();
        json.skipSpace();
        if (json.at != text.length()) throw json.error("unexpected text after the JSON value");
        return value;
    }

    private Object value() {
        skipSpace();
        if (at >= text.length()) throw error("unexpected end of JSON");
        char c = text.charAt(at);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> literal("true", Boolean.TRUE);
            case 'f' -> literal("false", Boolean.FALSE);
            case 'n' -> literal("null", null);
            default -> number();
        };
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        at++;
        skipSpace();
        if (peek('}')) return map;
        while (true) {
            skipSpace();
            if (at >= text.length() || text.charAt(at) != '"') throw error("expected a member name");
            String key = string();
            skipSpace();
            expect(':');
            map.put(key, value());
            skipSpace();
            if (peek('}')) return map;
            expect(',');
        }
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        at++;
        skipSpace();
        if (peek(']')) return list;
        while (true) {
            list.add(value());
            skipSpace();
            if (peek(']')) return list;
            expect(',');
        }
    }

    private String string() {
        at++;
        StringBuilder out = null;
        int run = at;
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c == '"') {
                String last = text.substring(run, at++);
                return out == null ? last : out.append(last).toString();
            }
            if (c != '\\') {
                at++;
                continue;
            }
            if (out == null) out = new StringBuilder();
            out.append(text, run, at);
            if (++at >= text.length()) break;
            char escaped = text.charAt(at++);
            switch (escaped) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'r' -> out.append('\r');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    if (at + 4 > text.length()) throw error("short \\u escape");
                    out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    at += 4;
                }
                default -> out.append(escaped);
            }
            run = at;
        }
        throw error("unterminated string");
    }

    private Double number() {
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) at++;
        if (start == at) throw error("unexpected character '" + text.charAt(at) + "'");
        try {
            return Double.valueOf(text.substring(start, at));
        } catch (NumberFormatException e) {
            throw error("malformed number '" + text.substring(start, at) + "'");
        }
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, at)) throw error("unexpected character '" + text.charAt(at) + "'");
        at += word.length();
        return value;
    }

    private boolean peek(char c) {
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        skipSpace();
        if (!peek(c)) throw error("expected '" + c + "'");
    }

    private void skipSpace() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("malformed JSON at offset " + at + ": " + what);
    }
}
