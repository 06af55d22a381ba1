package dev.docshape.app.analysis.preview;

import dev.docshape.model.Numbers;

/**
 * One line of a pretty-printed JSON document, as the foldable preview shows it: an object or
 * array opening (which folds), a scalar member, or a closing bracket.
 *
 * @param kind     what the line is
 * @param key      the member name, or null for an array item and the document itself
 * @param value    for SCALAR, the value as JSON text ({@code "Ada"}, {@code 12}, {@code true})
 * @param type     for SCALAR, what kind of value (for its colour)
 * @param children for OPEN_OBJECT and OPEN_ARRAY, how many members or items it holds
 * @param comma    whether a comma follows (the line is not the last of its container)
 * @param presence for a member, the share of instances that hold it (decision 0534): below 1 the preview marks it
 */
public record JsonLine(Kind kind, String key, String value, ValueType type, int children, boolean comma, double presence) {

    /** A line every instance holds. */
    public JsonLine(Kind kind, String key, String value, ValueType type, int children, boolean comma) {
        this(kind, key, value, type, children, comma, 1);
    }

    /** The kinds of line. */
    public enum Kind { OPEN_OBJECT, OPEN_ARRAY, SCALAR, CLOSE_OBJECT, CLOSE_ARRAY }

    /** The kinds of scalar value, each with its colour. */
    public enum ValueType { STRING, NUMBER, BOOLEAN, NULL }

    public boolean opens() {
        return kind == Kind.OPEN_OBJECT || kind == Kind.OPEN_ARRAY;
    }

    /** Whether only some instances hold the member: its key is dimmed and its share said beside it. */
    public boolean optional() {
        return presence < 1;
    }

    /** The share beside an optional member's key: "35 %"; empty for one every instance holds. */
    public String presenceNote() {
        return optional() ? Numbers.percent(presence) : "";
    }

    /** What a folded container shows instead of its members: "3 fields", "1 item". */
    public String foldedSummary() {
        String noun = kind == Kind.OPEN_OBJECT ? "field" : "item";
        return children + " " + noun + (children == 1 ? "" : "s");
    }

    /** The line as plain text, without indentation (for tests and copying one line). */
    public String text(boolean folded) {
        StringBuilder s = new StringBuilder();
        if (key != null) s.append('"').append(key).append("\": ");
        switch (kind) {
            case OPEN_OBJECT -> s.append(folded ? "{ … }" : "{");
            case OPEN_ARRAY -> s.append(folded ? "[ … ]" : "[");
            case SCALAR -> s.append(value);
            case CLOSE_OBJECT -> s.append('}');
            case CLOSE_ARRAY -> s.append(']');
        }
        if (comma && (kind == Kind.SCALAR || kind == Kind.CLOSE_OBJECT || kind == Kind.CLOSE_ARRAY || folded)) s.append(',');
        return s.toString();
    }
}
