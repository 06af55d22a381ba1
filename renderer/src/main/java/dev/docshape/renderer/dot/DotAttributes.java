package dev.docshape.renderer.dot;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;

/** An ordered attribute list ({@code [style="dashed", label=<...>]}), values escaped on the way in. */
public final class DotAttributes {
    private final Map<String, String> values = new LinkedHashMap<>();

    /** Adds {@code name="value"}. */
    public DotAttributes put(String name, String value) {
        values.put(name, DotText.quoted(value));
        return this;
    }

    /** Adds {@code name=<html>}; {@code html} must already be a well-formed HTML-like label body. */
    public DotAttributes html(String name, String html) {
        values.put(name, "<" + html + ">");
        return this;
    }

    public DotAttributes putAll(DotAttributes other) {
        values.putAll(other.values);
        return this;
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }

    @Override
    public String toString() {
        StringJoiner joined = new StringJoiner(", ", "[", "]");
        values.forEach((name, value) -> joined.add(name + "=" + value));
        return joined.toString();
    }
}
