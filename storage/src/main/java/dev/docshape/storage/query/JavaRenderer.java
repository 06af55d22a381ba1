package dev.docshape.storage.query;

import dev.docshape.model.query.Command;
import dev.docshape.model.query.Expr;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Query templates as one Java class for the MongoDB sync driver: one static method per pattern
 * taking the database, the input values and an optional session, one driver call per operation.
 */
final class JavaRenderer implements TemplateRenderer {
    static final String CLASS_NAME = "QueryTemplates";

    @Override
    public String render(String title, List<QueryTemplate> templates) {
        StringBuilder j = new StringBuilder();
        j.append("// ").append(Identifiers.commentText(title)).append(" - query templates written by DocShape, one call per estimated round trip.\n");
        j.append("""
                import com.mongodb.client.ClientSession;
                import com.mongodb.client.MongoCollection;
                import com.mongodb.client.MongoDatabase;
                import com.mongodb.client.model.UpdateOptions;
                import org.bson.Document;

                import java.util.ArrayList;
                import java.util.Arrays;
                import java.util.LinkedHashMap;
                import java.util.List;
                import java.util.Map;

                public final class\s""").append(CLASS_NAME).append(" {\n    private ").append(CLASS_NAME).append("() {\n    }\n");
        FunctionNames names = new FunctionNames(Identifiers.JAVA_RESERVED);
        for (QueryTemplate t : templates) method(j, t, names.next(t.patternName()));
        j.append(HELPERS).append("}\n");
        return j.toString();
    }

    private void method(StringBuilder j, QueryTemplate t, String name) {
        j.append("\n    /**\n     * ").append(Identifiers.commentText(t.patternName())).append(": ").append(t.operations().size())
                .append(t.operations().size() == 1 ? " round trip" : " round trips").append(". Input: ")
                .append(t.inputs().isEmpty() ? "none" : Identifiers.commentText(String.join(", ", t.inputs()))).append('.');
        if (t.transaction()) j.append("\n     * Run it in a transaction: {@code session.withTransaction(() -> ").append(name).append("(db, input, session))}.");
        j.append("\n     */\n    public static Map<String, Object> ").append(name).append("(MongoDatabase db, Document input, ClientSession session) {\n");
        j.append("        Map<String, Object> results = new LinkedHashMap<>();\n");
        for (Operation op : t.operations()) {
            j.append("        // ").append(op.step()).append(". ").append(Identifiers.commentText(op.request().description()));
            if (!op.dependsOn().isEmpty()) j.append(" (needs step ").append(op.dependsOn().stream().map(String::valueOf).collect(Collectors.joining(", "))).append(')');
            j.append('\n');
            j.append("        Object step").append(op.step()).append(" = ").append(call(op)).append(";\n");
            j.append("        results.put(\"step").append(op.step()).append("\", step").append(op.step()).append(");\n");
        }
        j.append("        return results;\n    }\n");
    }

    private String call(Operation op) {
        String coll = "collection(db, " + Identifiers.javaString(op.collection()) + ")";
        String filter = expr(op.filter());
        // only the fields the pattern reads come back (docs/counting-rules.md "Projections and counts on includes")
        String projection = op.projection().isEmpty() ? "" : ".projection(" + expr(op.projection()) + ")";
        return switch (op.command()) {
            case FIND_ONE -> "(session == null ? " + coll + ".find(" + filter + ") : " + coll + ".find(session, " + filter + "))"
                    + projection + ".first()";
            case FIND -> "(session == null ? " + coll + ".find(" + filter + ") : " + coll + ".find(session, " + filter + "))"
                    + projection + (op.sort().isEmpty() ? "" : ".sort(" + expr(op.sort()) + ")")
                    + (op.limit() > 0 ? ".limit(" + op.limit() + ")" : "") + ".into(new ArrayList<>())";
            case AGGREGATE -> "(session == null ? " + coll + ".aggregate(pipeline(" + expr(op.body()) + ")) : " + coll
                    + ".aggregate(session, pipeline(" + expr(op.body()) + "))).into(new ArrayList<>())";
            case INSERT_ONE -> "session == null ? " + coll + ".insertOne(doc(" + expr(op.body()) + ")) : " + coll
                    + ".insertOne(session, doc(" + expr(op.body()) + "))";
            case INSERT_MANY -> "session == null ? " + coll + ".insertMany(docs(" + expr(op.body()) + ")) : " + coll
                    + ".insertMany(session, docs(" + expr(op.body()) + "))";
            case UPDATE_ONE, UPDATE_MANY -> {
                String method = op.command() == Command.UPDATE_ONE ? "updateOne" : "updateMany";
                String args = filter + ", " + expr(op.body()) + ", " + updateOptions(op);
                yield "session == null ? " + coll + "." + method + "(" + args + ") : " + coll + "." + method + "(session, " + args + ")";
            }
            case DELETE_ONE, DELETE_MANY -> {
                String method = op.command() == Command.DELETE_ONE ? "deleteOne" : "deleteMany";
                yield "session == null ? " + coll + "." + method + "(" + filter + ") : " + coll + "." + method + "(session, " + filter + ")";
            }
        };
    }

    private String updateOptions(Operation op) {
        StringBuilder o = new StringBuilder("new UpdateOptions()");
        if (op.upsert()) o.append(".upsert(true)");
        if (!op.arrayFilters().isEmpty()) {
            o.append(".arrayFilters(Arrays.asList(").append(op.arrayFilters().stream().map(this::expr).collect(Collectors.joining(", "))).append("))");
        }
        return o.toString();
    }

    private String expr(Expr e) {
        if (e instanceof Expr.Doc d) {
            StringBuilder s = new StringBuilder("new Document()");
            for (Map.Entry<String, Expr> f : d.fields().entrySet()) {
                s.append(".append(").append(Identifiers.javaString(f.getKey())).append(", ").append(expr(f.getValue())).append(')');
            }
            return s.toString();
        }
        if (e instanceof Expr.Arr a) return "Arrays.asList(" + a.items().stream().map(this::expr).collect(Collectors.joining(", ")) + ")";
        if (e instanceof Expr.Str s) return Identifiers.javaString(s.value());
        if (e instanceof Expr.Num n) return n.value() == (int) n.value() ? Long.toString(n.value()) : n.value() + "L";
        if (e instanceof Expr.Bool b) return Boolean.toString(b.value());
        if (e instanceof Expr.Input in) {
            return "input(input" + in.path().stream().map(p -> ", " + Identifiers.javaString(p)).collect(Collectors.joining()) + ")";
        }
        Expr.Collected c = (Expr.Collected) e;
        String path = c.path().stream().map(p -> ", " + Identifiers.javaString(p)).collect(Collectors.joining());
        return c.first() > 0 ? "collectFirst(" + c.first() + ", step" + c.step() + path + ")" : "collect(step" + c.step() + path + ")";
    }

    private static final String HELPERS = """

                private static MongoCollection<Document> collection(MongoDatabase db, String name) {
                    return db.getCollection(name);
                }

                /** The input value at a path of field names; null when missing. */
                static Object input(Document input, String... path) {
                    Object value = input;
                    for (String name : path) {
                        if (!(value instanceof Map<?, ?> map)) return null;
                        value = map.get(name);
                    }
                    return value;
                }

                /** The values at a path of the documents a step returned (arrays flattened, missing values skipped). */
                static List<Object> collect(Object results, String... path) {
                    List<Object> out = new ArrayList<>();
                    walk(results, path, 0, out);
                    return out;
                }

                /** As collect, keeping only the first values of each document (its array of ids sliced). */
                static List<Object> collectFirst(int first, Object results, String... path) {
                    List<Object> out = new ArrayList<>();
                    for (Object doc : results instanceof List<?> list ? list : Arrays.asList(results)) {
                        List<Object> values = collect(doc, path);
                        out.addAll(values.subList(0, Math.min(first, values.size())));
                    }
                    return out;
                }

                private static void walk(Object value, String[] path, int i, List<Object> out) {
                    if (value == null) return;
                    if (value instanceof List<?> list) {
                        for (Object item : list) walk(item, path, i, out);
                        return;
                    }
                    if (i == path.length) {
                        out.add(value);
                        return;
                    }
                    if (value instanceof Map<?, ?> map) walk(map.get(path[i]), path, i + 1, out);
                }

                private static Document doc(Object value) {
                    return value instanceof Document d ? d : new Document();
                }

                private static List<Document> docs(Object value) {
                    List<Document> out = new ArrayList<>();
                    if (value instanceof List<?> list) for (Object item : list) out.add(doc(item));
                    else out.add(doc(value));
                    return out;
                }

                @SuppressWarnings("unchecked")
                private static List<Document> pipeline(List<?> stages) {
                    return (List<Document>) stages;
                }
            """;
}
