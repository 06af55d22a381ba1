package dev.docshape.storage.query;

import dev.docshape.model.query.Expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A MongoDB update document written as Azure Cosmos DB partial-document-update operations
 * ({@code set}, {@code incr}, {@code add}, {@code remove} with JSON paths). Cosmos DB has no
 * positional array filters: {@code lines.$[e0].name} becomes {@code /lines/{e0}/name}, with a note
 * saying which item {@code {e0}} is; {@code $[]} becomes {@code {each}}, one operation per item.
 */
final class CosmosPatch {
    private static final String EACH = "{each} = every index of the array: one operation per item";
    private final Function<Expr, String> value;
    private final List<String> operations = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    private CosmosPatch(Function<Expr, String> value) {
        this.value = value;
    }

    /**
     * @param update       the update ({@code $set}, {@code $inc}, {@code $push}, ...)
     * @param arrayFilters the filters naming array items ({@code {"e0.id": @id}})
     * @param value        writes a value in the template's language
     * @return the operations on one line, then a line per note on the array items (the caller makes them comment-safe)
     */
    static List<String> of(Expr update, List<Expr.Doc> arrayFilters, Function<Expr, String> value) {
        CosmosPatch patch = new CosmosPatch(value);
        if (update instanceof Expr.Doc d) d.fields().forEach(patch::operator);
        for (Expr.Doc f : arrayFilters) {
            f.fields().forEach((k, v) -> {
                int dot = k.indexOf('.');
                String name = dot < 0 ? k : k.substring(0, dot);
                String field = dot < 0 ? "" : k.substring(dot + 1);
                patch.notes.add("{" + name + "} = the index of the item whose " + field.replace("_id", "id") + " = " + value.apply(v));
            });
        }
        List<String> lines = new ArrayList<>(1 + patch.notes.size());
        lines.add("[" + String.join(", ", patch.operations) + "]");
        for (String note : patch.notes) lines.add("where " + note);
        return lines;
    }

    private void operator(String operator, Expr fields) {
        if (!(fields instanceof Expr.Doc d)) return;
        for (Map.Entry<String, Expr> f : d.fields().entrySet()) {
            String path = path(f.getKey());
            Expr v = f.getValue();
            switch (operator) {
                case "$set" -> operations.add(op("set", path, v));
                case "$inc" -> operations.add(op("incr", path, v));
                case "$unset" -> operations.add(op("remove", path, null));
                case "$push", "$addToSet" -> push(path, v, operator.equals("$addToSet"));
                case "$pull" -> pull(path, v);
                default -> operations.add("{\"op\": \"?\", \"mongo\": \"" + operator + "\", \"path\": \"" + path + "\"}");
            }
        }
    }

    private void push(String path, Expr v, boolean unique) {
        if (v instanceof Expr.Doc each && each.fields().containsKey("$each")) {
            Expr items = each.fields().get("$each");
            Expr item = items instanceof Expr.Arr a && a.items().size() == 1 ? a.items().get(0) : items;
            operations.add(op("add", path + "/-", item));
            if (each.fields().get("$slice") instanceof Expr.Num n) {
                operations.add(op("remove", path + "/0", null));
                notes.add("the remove runs only when the array holds more than " + Math.abs(n.value()) + " items");
            }
            return;
        }
        operations.add(op("add", path + "/-", v));
        if (unique) notes.add("the add runs only when the array does not hold " + value.apply(v) + " yet (conditional patch)");
    }

    private void pull(String path, Expr v) {
        operations.add(op("remove", path + "/{i}", null));
        String which = v instanceof Expr.Doc d && d.fields().size() == 1
                ? "whose " + d.fields().keySet().iterator().next().replace("_id", "id") + " = " + value.apply(d.fields().values().iterator().next())
                : "equal to " + value.apply(v);
        notes.add("{i} = the index of the item of " + path + " " + which);
    }

    private String op(String op, String path, Expr v) {
        return "{\"op\": \"" + op + "\", \"path\": \"" + path + "\"" + (v == null ? "" : ", \"value\": " + value.apply(v)) + "}";
    }

    /** {@code lines.$[e0].product.name} becomes {@code /lines/{e0}/product/name}; {@code _id} is {@code id}. */
    private String path(String dotted) {
        StringBuilder p = new StringBuilder();
        for (String part : dotted.split("\\.", -1)) {
            p.append('/');
            if (part.equals("$[]")) {
                p.append("{each}");
                if (!notes.contains(EACH)) notes.add(EACH);
            } else if (part.startsWith("$[") && part.endsWith("]")) {
                p.append('{').append(part, 2, part.length() - 1).append('}');
            } else if (part.equals("$")) {
                p.append("{matched}");
            } else {
                p.append(pointerEscaped(part.equals("_id") ? "id" : part));
            }
        }
        return p.toString();
    }

    /** JSON Pointer escaping (RFC 6901) and no quote or backslash that would end the string. */
    private static String pointerEscaped(String name) {
        return name.replace("~", "~0").replace("/", "~1").replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
