package dev.docshape.storage.query;

import dev.docshape.model.query.Command;
import dev.docshape.model.query.Expr;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Query templates as JavaScript: for {@code mongosh} (synchronous calls, a script to load) or for
 * the Node driver ({@code async} functions taking an optional session). One function per pattern,
 * one driver call per operation, results named {@code step1}, {@code step2}, ...; every name is
 * written as a string literal.
 */
final class JsRenderer implements TemplateRenderer {
    private final boolean node;

    JsRenderer(boolean node) {
        this.node = node;
    }

    @Override
    public String render(String title, List<QueryTemplate> templates) {
        StringBuilder js = new StringBuilder();
        js.append("// ").append(Identifiers.commentText(title)).append(" - query templates written by DocShape, one call per estimated round trip.\n");
        js.append(node ? "// Node driver: each function takes a Db, the input values and an optional ClientSession.\n"
                : "// mongosh: load(\"queries.js\") then call a function with db and the input values.\n");
        js.append(HELPER);
        FunctionNames names = new FunctionNames(Identifiers.JAVASCRIPT_RESERVED);
        for (QueryTemplate t : templates) function(js, t, names.next(t.patternName()));
        if (node) {
            js.append("\nmodule.exports = { collect");
            names.all().forEach(n -> js.append(", ").append(n));
            js.append(" };\n");
        }
        return js.toString();
    }

    private void function(StringBuilder js, QueryTemplate t, String name) {
        js.append("\n// ").append(Identifiers.commentText(t.patternName())).append(" (").append(t.operations().size())
                .append(t.operations().size() == 1 ? " round trip" : " round trips").append(")\n");
        js.append("// input: ").append(t.inputs().isEmpty() ? "none" : Identifiers.commentText(String.join(", ", t.inputs()))).append('\n');
        if (t.transaction()) {
            js.append(node
                    ? "// Run it in a transaction: await session.withTransaction(() => " + name + "(db, input, session));\n"
                    : "// Run it in a transaction: const s = db.getMongo().startSession(); s.withTransaction(() => " + name
                    + "(s.getDatabase(db.getName()), input)); s.endSession();\n");
        }
        js.append(node ? "async function " : "function ").append(name).append(node ? "(db, input, session) {\n" : "(db, input) {\n");
        if (node) js.append("  const options = session ? { session } : {};\n");
        for (Operation op : t.operations()) {
            js.append("  // ").append(op.step()).append(". ").append(Identifiers.commentText(op.request().description()));
            if (!op.dependsOn().isEmpty()) js.append(" (needs step ").append(op.dependsOn().stream().map(String::valueOf).collect(Collectors.joining(", "))).append(')');
            js.append('\n');
            js.append("  const step").append(op.step()).append(" = ").append(call(op)).append(";\n");
        }
        if (t.lookup() != null) {
            js.append("  // The same data in one round trip, joined on the server:\n");
            js.append("  // ").append(Identifiers.commentText(call(t.lookup()))).append('\n');
        }
        js.append("  return { ");
        js.append(t.operations().stream().map(op -> "step" + op.step()).collect(Collectors.joining(", ")));
        js.append(" };\n}\n");
    }

    /** The driver call of one operation, as the template writes it. */
    String call(Operation op) {
        String await = node ? "await " : "";
        String coll = await + "db.collection(" + Identifiers.jsString(op.collection()) + ")";
        if (!node) coll = "db.getCollection(" + Identifiers.jsString(op.collection()) + ")";
        String opts = node ? ", options" : "";
        // only the fields the pattern reads come back (docs/counting-rules.md "Projections and counts on includes")
        String findOpts = op.projection().isEmpty() ? opts
                : node ? ", { ...options, projection: " + expr(op.projection()) + " }" : ", " + expr(op.projection());
        return switch (op.command()) {
            case FIND_ONE -> coll + ".findOne(" + expr(op.filter()) + findOpts + ")";
            case FIND -> coll + ".find(" + expr(op.filter()) + findOpts + ")" + (op.sort().isEmpty() ? "" : ".sort(" + expr(op.sort()) + ")")
                    + (op.limit() > 0 ? ".limit(" + op.limit() + ")" : "") + ".toArray()";
            case AGGREGATE -> coll + ".aggregate(" + expr(op.body()) + opts + ").toArray()";
            case INSERT_ONE -> coll + ".insertOne(" + expr(op.body()) + opts + ")";
            case INSERT_MANY -> coll + ".insertMany(" + expr(op.body()) + opts + ")";
            case UPDATE_ONE, UPDATE_MANY -> coll + "." + (op.command() == Command.UPDATE_ONE ? "updateOne(" : "updateMany(")
                    + expr(op.filter()) + ", " + expr(op.body()) + updateOptions(op) + ")";
            case DELETE_ONE -> coll + ".deleteOne(" + expr(op.filter()) + opts + ")";
            case DELETE_MANY -> coll + ".deleteMany(" + expr(op.filter()) + opts + ")";
        };
    }

    private String updateOptions(Operation op) {
        StringBuilder o = new StringBuilder();
        if (op.upsert()) o.append("upsert: true");
        if (!op.arrayFilters().isEmpty()) {
            if (o.length() > 0) o.append(", ");
            o.append("arrayFilters: [").append(op.arrayFilters().stream().map(this::expr).collect(Collectors.joining(", "))).append(']');
        }
        if (node) {
            if (o.length() == 0) return ", options";
            return ", { ...options, " + o + " }";
        }
        return o.length() == 0 ? "" : ", { " + o + " }";
    }

    private String expr(Expr e) {
        if (e instanceof Expr.Doc d) {
            if (d.isEmpty()) return "{}";
            StringBuilder s = new StringBuilder("{ ");
            boolean first = true;
            for (Map.Entry<String, Expr> f : d.fields().entrySet()) {
                if (!first) s.append(", ");
                first = false;
                s.append(Identifiers.jsString(f.getKey())).append(": ").append(expr(f.getValue()));
            }
            return s.append(" }").toString();
        }
        if (e instanceof Expr.Arr a) return "[" + a.items().stream().map(this::expr).collect(Collectors.joining(", ")) + "]";
        if (e instanceof Expr.Str s) return Identifiers.jsString(s.value());
        if (e instanceof Expr.Num n) return Long.toString(n.value());
        if (e instanceof Expr.Bool b) return Boolean.toString(b.value());
        if (e instanceof Expr.Input in) {
            StringBuilder s = new StringBuilder("input");
            for (String part : in.path()) s.append("?.[").append(Identifiers.jsString(part)).append(']');
            return s.toString();
        }
        Expr.Collected c = (Expr.Collected) e;
        return "collect(step" + c.step() + ", [" + c.path().stream().map(Identifiers::jsString).collect(Collectors.joining(", ")) + "]"
                + (c.first() > 0 ? ", " + c.first() : "") + ")";
    }

    private static final String HELPER = """

            // The values at a path of the documents a step returned (arrays flattened, missing values skipped);
            // with first, only the first that many of each document (its array of ids sliced).
            function collect(results, path, first = 0) {
              const out = [];
              const walk = (value, i, into) => {
                if (value === null || value === undefined) return;
                if (Array.isArray(value)) { value.forEach(v => walk(v, i, into)); return; }
                if (i === path.length) { into.push(value); return; }
                walk(value[path[i]], i + 1, into);
              };
              for (const doc of Array.isArray(results) ? results : [results]) {
                const values = [];
                walk(doc, 0, values);
                out.push(...(first > 0 ? values.slice(0, first) : values));
              }
              return out;
            }
            """;
}
