package dev.docshape.storage.file.json;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A place in a project file, written as a JSONPath ({@code $.relationships[2].child}) for people
 * and as a JSON Pointer ({@code /relationships/2/child}) for the parser. Immutable.
 */
public final class JsonPath {

    public static final JsonPath ROOT = new JsonPath(List.of());

    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    /** Each segment is a String (an object member) or an Integer (an array index). */
    private final List<Object> segments;

    private JsonPath(List<Object> segments) {
        this.segments = segments;
    }

    public JsonPath field(String name) {
        if (name == null) throw new IllegalArgumentException("field name must not be null");
        return append(name);
    }

    public JsonPath index(int index) {
        if (index < 0) throw new IllegalArgumentException("array index must not be negative, was " + index);
        return append(index);
    }

    private JsonPath append(Object segment) {
        List<Object> copy = new ArrayList<>(segments.size() + 1);
        copy.addAll(segments);
        copy.add(segment);
        return new JsonPath(Collections.unmodifiableList(copy));
    }

    /** The last member name ("child"), "item 2" for an array index, or "the document" for the root. */
    public String lastName() {
        if (segments.isEmpty()) return "the document";
        Object last = segments.get(segments.size() - 1);
        return last instanceof Integer i ? "item " + i : (String) last;
    }

    /** The enclosing object or array; the root is its own parent. */
    public JsonPath parent() {
        return segments.isEmpty() ? this : new JsonPath(segments.subList(0, segments.size() - 1));
    }

    public boolean isRoot() {
        return segments.isEmpty();
    }

    /** The path as RFC 6901 JSON Pointer, the form Jackson's parser reports. */
    public String toPointer() {
        StringBuilder out = new StringBuilder();
        for (Object segment : segments) {
            out.append('/').append(segment.toString().replace("~", "~0").replace("/", "~1"));
        }
        return out.toString();
    }

    /** The path as JSONPath: {@code $}, {@code $.entities[0].name}, {@code $.mappings['a-b']}. */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("$");
        for (Object segment : segments) {
            if (segment instanceof Integer i) {
                out.append('[').append(i).append(']');
            } else if (PLAIN_NAME.matcher((String) segment).matches()) {
                out.append('.').append(segment);
            } else {
                out.append("['").append(((String) segment).replace("\\", "\\\\").replace("'", "\\'")).append("']");
            }
        }
        return out.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof JsonPath p && p.segments.equals(segments);
    }

    @Override
    public int hashCode() {
        return segments.hashCode();
    }
}
