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

    /**
     * True when {@code field} is one of {@code held} or nested in one: a copy of {@code address} holds
     * {@code address.city}, a copy of {@code address.city} does not hold all of {@code address} (docs/counting-rules.md
     * "Batched", decision 0563).
     */
    public static boolean heldIn(String field, List<String> held) {
        for (String h : held) if (field.equals(h) || within(field, h)) return true;
        return false;
    }

    /** True when {@code inner} is a field nested in {@code outer}: {@code address.city} in {@code address}, not the reverse. */
    public static boolean within(String inner, String outer) {
        return inner.length() > outer.length() && inner.charAt(outer.length()) == '.' && inner.startsWith(outer);
    }
}
