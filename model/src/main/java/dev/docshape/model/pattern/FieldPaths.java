package dev.docshape.model.pattern;

import java.util.ArrayList;
import java.util.List;

/**
 * Field names as patterns and mappings give them: a top field ({@code address}) or a dotted path into an object field
 * ({@code address.city}). A change of a nested field is a change of every field enclosing it, and a change of a field
 * changes everything nested in it (docs/advisor-rules.md "Update rates", decision 0557).
 */
public final class FieldPaths {
    private FieldPaths() {
    }

    /** True when a change of {@code a} changes {@code b}: the same field, or one nested in the other. */
    public static boolean overlap(String a, String b) {
        return a.equals(b) || within(a, b) || within(b, a);
    }

    /** True when one of {@code changed} changes one of {@code held} ({@link #overlap}). */
    public static boolean anyOverlap(List<String> changed, List<String> held) {
        for (String c : changed) {
            for (String h : held) if (overlap(c, h)) return true;
        }
        return false;
    }

    /** The fields enclosing {@code path}, outermost first: {@code a.b.c} gives {@code a}, {@code a.b}; a top field none. */
    public static List<String> enclosing(String path) {
        List<String> out = new ArrayList<>(1);
        for (int dot = path.indexOf('.'); dot > 0; dot = path.indexOf('.', dot + 1)) out.add(path.substring(0, dot));
        return out;
    }

    private static boolean within(String inner, String outer) {
        return inner.length() > outer.length() && inner.charAt(outer.length()) == '.' && inner.startsWith(outer);
    }
}
