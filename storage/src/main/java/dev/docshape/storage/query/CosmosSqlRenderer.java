package dev.docshape.storage.query;

import dev.docshape.model.query.Command;
import dev.docshape.model.query.Expr;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Query templates for Azure Cosmos DB (NoSQL API): a point read where one document is read by its
 * id, a SQL query otherwise (parameters for the input and for the ids collected from an earlier
 * step), and for writes the item operation with its patch. Property names are written
 * {@code c["name"]}, so no name can break out of the query; MongoDB's {@code _id} is Cosmos DB's {@code id}.
 */
final class CosmosSqlRenderer implements TemplateRenderer {

    @Override
    public String render(String title, List<QueryTemplate> templates) {
        StringBuilder sql = new StringBuilder();
        sql.append("-- ").append(Identifiers.commentText(title)).append(" - Cosmos DB operations written by DocShape, one per estimated round trip.\n");
        for (QueryTemplate t : templates) {
            sql.append("\n-- ").append(Identifiers.commentText(t.patternName())).append(" (").append(t.operations().size())
                    .append(t.operations().size() == 1 ? " round trip" : " round trips").append(")\n");
            if (t.transaction()) sql.append(severalWritten(t));
            for (Operation op : t.operations()) {
                sql.append("-- ").append(op.step()).append(". ").append(Identifiers.commentText(op.request().description()))
                        .append(" [container ").append(Identifiers.commentText(Identifiers.jsString(op.collection())))
                        .append(op.request().fansOut() ? ", cross-partition: fans out to " + op.request().partitions() + " partitions" : "")
                        .append("]\n");
                sql.append(statement(op, t.arrayPaths(op.collection()))).append('\n');
            }
        }
        return sql.toString();
    }

    /**
     * What a write of several requests can keep together: Cosmos DB has no transaction across containers, and a
     * transactional batch covers one partition key (a user's document and its followers' copies of it are one
     * container, decision 0508).
     */
    private static String severalWritten(QueryTemplate t) {
        boolean containers = t.operations().stream().map(Operation::collection).distinct().count() > 1;
        return containers ? "-- Several containers are written: Cosmos DB has no transaction across them; a transactional batch covers one partition key.\n"
                : "-- Several requests write one container: a transactional batch covers them only where they share one partition key.\n";
    }

    /** The statement of one operation: a query, or a comment naming the item operation (with its query, for writes). */
    String statement(Operation op, Set<String> arrays) {
        // a point read needs the partition key; without it (docs/counting-rules.md "Partitions") the read is a cross-partition query
        if (op.command() == Command.FIND_ONE && op.filter().fields().size() == 1 && op.filter().fields().containsKey("_id")
                && !op.request().fansOut()) {
            return "-- point read: ReadItem(id = " + value(op.filter().fields().get("_id")) + ", partition key = the same)";
        }
        // a findOne returns one document, also where several hold a copy of the instance (decision 0447)
        int limit = op.limit() > 0 ? op.limit() : op.command() == Command.FIND_ONE ? 1 : 0;
        return switch (op.command()) {
            case FIND_ONE, FIND -> CosmosCompositeIndexes.sortsThroughArray(op.sort(), arrays) ? everyHolder(op, arrays)
                    : op.sort().isEmpty()
                    ? "SELECT " + (limit > 0 ? "TOP " + limit + " " : "") + selected(op) + " FROM c" + where(op.filter(), arrays)
                    : "SELECT " + selected(op) + " FROM c" + where(op.filter(), arrays) + orderBy(op.filter(), op.sort(), arrays)
                    + (limit > 0 ? " OFFSET 0 LIMIT " + limit : "")
                    + CosmosCompositeIndexes.note(op.filter(), op.sort(), arrays).map(note -> "\n" + note).orElse("");
            case AGGREGATE -> op.counts() ? count(op, arrays) : statement(asQuery(op), arrays) + taken(op, arrays);
            case INSERT_ONE, INSERT_MANY -> "-- CreateItem: " + Identifiers.commentText(value(op.body())) + (op.command() == Command.INSERT_MANY ? " (one per item)" : "");
            case UPDATE_ONE, UPDATE_MANY -> "-- " + (op.upsert() ? "patch the open item, or CreateItem when none: " : "PatchItem on each item of: ")
                    + "SELECT * FROM c" + where(op.filter(), arrays) + patch(op) + predicate(op, arrays);
            case DELETE_ONE, DELETE_MANY -> "-- DeleteItem on each item of: SELECT c[\"id\"] FROM c" + where(op.filter(), arrays);
        };
    }

    /**
     * A parent's first N children over its buckets: Cosmos DB SQL cannot limit the items of a JOIN across documents in
     * the buckets' order ("Order-by over correlated collections is not supported"), so it reads the newest
     * {@code 1 + ceil((N - 1) / bucketSize)} buckets whole, the operation's limit, which hold the first N however full
     * the newest is, and the application takes the first N items from them (decisions 0524, 0529). Other operations as
     * they are.
     */
    static Operation asQuery(Operation op) {
        if (op.firstItems() == null) return op;
        return new Operation(op.step(), op.request(), Command.FIND, op.collection(), op.firstItems().match(), null, List.of(), false,
                op.limit(), op.dependsOn(), Expr.Doc.of("_id", new Expr.Num(-1)), null);
    }

    /**
     * The lines saying what the application keeps of the buckets read, the first N items over them, and what it does
     * where items were deleted from the buckets before the newest, which then hold fewer than a full bucket (decision
     * 0554): the query reading on, one older bucket a round trip, which the application sends with the oldest bucket id
     * it holds until it holds N or none is left (decision 0574).
     */
    private String taken(Operation op, Set<String> arrays) {
        return Optional.ofNullable(op.firstItems()).map(f -> "\n-- the application keeps the first " + f.first() + " items of " + Identifiers.commentText(property(f.items()))
                + " over these buckets, newest bucket first: the newest may hold fewer than " + f.first() + ", these " + op.limit()
                + " hold them while the buckets before the newest are full (Cosmos DB SQL cannot stop after " + f.first()
                + " items of a JOIN across documents)"
                + "\n-- where items were deleted from the buckets before the newest, these may hold fewer than " + f.first()
                + ": then ask for the next older bucket, " + READ_ON + " the oldest bucket id read, until " + f.first()
                + " are held or none is left, a round trip each:"
                + "\n-- " + firstLine(statement(readOn(op), arrays))).orElse("");
    }

    /** The parameter of the query reading on after deletes: the oldest bucket id the application holds. */
    static final String READ_ON = "@oldestBucketId";

    /**
     * The next older bucket than those read: the buckets' query with a keyset on the bucket id ({@code c["id"] <
     * @oldestBucketId}), not {@code OFFSET}, which Cosmos DB charges for what it skips, limited to one; the same
     * composite index serves it.
     */
    static Operation readOn(Operation op) {
        Operation buckets = asQuery(op);
        Map<String, Expr> filter = new LinkedHashMap<>(buckets.filter().fields());
        filter.put("_id", Expr.Doc.of("$lt", new Expr.Input(List.of(READ_ON.substring(1)))));
        return new Operation(op.step(), op.request(), Command.FIND, op.collection(), new Expr.Doc(filter), null, List.of(), false,
                1, op.dependsOn(), buckets.sort(), null);
    }

    private static String firstLine(String s) {
        int end = s.indexOf('\n');
        return end < 0 ? s : s.substring(0, end);
    }

    /**
     * The first N items by a value inside an array ({@code comments.createdAt}) of all documents: Cosmos DB SQL cannot
     * sort by it ("Order-by over correlated collections is not supported"; an ORDER BY on {@code c["comments"]["createdAt"]}
     * sorts by an undefined value). The query reads every document holding the items; the application takes the first
     * N items by the order (decision 0393, docs/exports.md "Sorting by a value inside an array").
     */
    private String everyHolder(Operation op, Set<String> arrays) {
        List<String> terms = new ArrayList<>();
        for (Map.Entry<String, Expr> f : op.sort().fields().entrySet()) {
            terms.add(f.getKey() + (f.getValue() instanceof Expr.Num n && n.value() < 0 ? " highest first" : " lowest first"));
        }
        String holding = null;
        for (String key : op.sort().fields().keySet()) if (holding == null) holding = holding(key, arrays);
        String where = where(op.filter(), arrays);
        return "SELECT " + selected(op) + " FROM c" + (where.isEmpty() ? " WHERE " : where + " AND ") + holding
                + "\n-- Cosmos DB SQL cannot sort by a value inside an array: this reads every document holding the items,"
                + " and the application takes the first " + (op.limit() > 0 ? op.limit() + " " : "") + "items by "
                + Identifiers.commentText(String.join(", ", terms));
    }

    /**
     * The documents holding at least one item along the path's arrays: {@code EXISTS(SELECT VALUE x0 FROM x0 IN
     * c["comments"])}, nested for an array inside an array; what the estimate and measure count on Cosmos DB
     * (docs/counting-rules.md "Items of all parents taken by an order").
     */
    private static String holding(String path, Set<String> arrays) {
        List<String> along = new ArrayList<>();
        String prefix = "";
        for (String part : path.split("\\.", -1)) {
            prefix = prefix.isEmpty() ? part : prefix + "." + part;
            if (arrays.contains(prefix)) along.add(prefix);
        }
        String inner = null;
        for (int k = along.size() - 1; k >= 0; k--) {
            String source = k == 0 ? property("c", along.get(0)) : property("x" + (k - 1), along.get(k).substring(along.get(k - 1).length() + 1));
            inner = "EXISTS(SELECT VALUE x" + k + " FROM x" + k + " IN " + source + (inner == null ? "" : " WHERE " + inner) + ")";
        }
        return inner;
    }

    /**
     * {@code ORDER BY c["bookId"] ASC, c["createdAt"] DESC, c["id"] ASC}: the first N by an order, ties broken by id, the
     * equality-filtered properties first so that one composite index serves it (docs/exports.md "Sorted reads").
     */
    private String orderBy(Expr.Doc filter, Expr.Doc sort, Set<String> arrays) {
        List<String> terms = new ArrayList<>();
        for (CosmosCompositeIndexes.Term t : CosmosCompositeIndexes.orderTerms(filter, sort, arrays)) {
            terms.add(property(t.dotted()) + (t.descending() ? " DESC" : " ASC"));
        }
        return " ORDER BY " + String.join(", ", terms);
    }

    /**
     * {@code *}, or the id and the fields a projected read returns, nested fields inside their objects (CosmosSelectList;
     * docs/counting-rules.md "Projections and counts on includes").
     */
    private static String selected(Operation op) {
        if (op.projection().isEmpty()) return "*";
        return CosmosSelectList.of(List.copyOf(op.projection().fields().keySet()));
    }

    /** The patch operations of an update (docs/counting-rules.md "Request units": a patch is charged like the write it stands for). */
    private String patch(Operation op) {
        StringBuilder out = new StringBuilder();
        String label = "operations: ";
        for (String line : CosmosPatch.of(op.body(), op.arrayFilters(), this::value)) {
            out.append("\n--   ").append(label).append(Identifiers.commentText(line));
            label = "  ";
        }
        return out.toString();
    }

    /**
     * The filter predicate of a conditional patch: where an update of an item by its id asks more of it (a link not
     * there yet before a count goes up), the patch carries that condition, so that nothing is written when it does not
     * hold, as MongoDB's filter does (decision 0509).
     */
    private String predicate(Operation op, Set<String> arrays) {
        Map<String, Expr> rest = new LinkedHashMap<>(op.filter().fields());
        if (op.upsert() || rest.remove("_id") == null) return "";
        // only the link's state is a condition; a co-located container's type field names the item, it asks nothing of it
        rest.keySet().removeIf(key -> !throughArray(key, arrays));
        if (rest.isEmpty()) return "";
        return "\n--   filter predicate (conditional patch): " + Identifiers.commentText("FROM c WHERE " + conditions(new Expr.Doc(rest), arrays));
    }

    private static boolean throughArray(String path, Set<String> arrays) {
        for (int dot = path.indexOf('.'); dot >= 0; dot = path.indexOf('.', dot + 1)) {
            if (arrays.contains(path.substring(0, dot))) return true;
        }
        return arrays.contains(path);
    }

    /**
     * A count per key: {@code GROUP BY} the key; along a path through arrays of objects (the {@code $unwind} stages),
     * each array joined, so the items are counted, not the documents holding them (decision 0397, docs/exports.md
     * "Counts along arrays").
     */
    private String count(Operation op, Set<String> arrays) {
        List<Expr> stages = ((Expr.Arr) op.body()).items();
        Expr.Doc match = (Expr.Doc) ((Expr.Doc) stages.get(0)).fields().get("$match");
        List<String> unwound = new ArrayList<>();
        String key = null;
        String counted = "COUNT(1)";
        for (Expr stage : stages) {
            Map<String, Expr> fields = ((Expr.Doc) stage).fields();
            if (fields.get("$unwind") instanceof Expr.Str array) unwound.add(array.value().substring(1));
            if (!(fields.get("$group") instanceof Expr.Doc group)) continue;
            if (group.fields().get("_id") instanceof Expr.Str id) key = id.value().substring(1);
            // a parent's buckets: their item counts added up (decision 0396)
            if (group.fields().get("count") instanceof Expr.Doc sum && sum.fields().get("$sum") instanceof Expr.Str field) {
                counted = "SUM(" + property(field.value().substring(1)) + ")";
            }
        }
        if (unwound.isEmpty()) {
            return "SELECT " + property(key) + " AS k, " + counted + " AS count FROM c" + where(match, arrays) + " GROUP BY " + property(key);
        }
        StringBuilder from = new StringBuilder(" FROM c");
        String alias = "c";
        String prefix = "";
        for (int i = 0; i < unwound.size(); i++) {
            String array = unwound.get(i);
            from.append(" JOIN x").append(i).append(" IN ").append(property(alias, array.substring(prefix.length())));
            alias = "x" + i;
            prefix = array + ".";
        }
        // a key outside the arrays (the document's own id, its array of ids counted: decision 0423) groups by the document
        String item = !key.startsWith(unwound.get(0)) ? property("c", key)
                : key.length() < prefix.length() ? alias : property(alias, key.substring(prefix.length()));
        List<String> conditions = new ArrayList<>();
        for (Map.Entry<String, Expr> f : match.fields().entrySet()) {
            conditions.add(f.getKey().equals(key) ? comparison(item, f.getValue()) : conditions(Expr.Doc.of(f.getKey(), f.getValue()), arrays));
        }
        return "SELECT " + item + " AS k, COUNT(1) AS count" + from + " WHERE " + String.join(" AND ", conditions) + " GROUP BY " + item;
    }

    private String where(Expr.Doc filter, Set<String> arrays) {
        if (filter.isEmpty()) return "";
        return " WHERE " + conditions(filter, arrays);
    }

    /** The filter's conditions joined by AND; {@code $or} (co-located parents and children) becomes OR of its branches. */
    private String conditions(Expr.Doc filter, Set<String> arrays) {
        List<String> conditions = new ArrayList<>();
        for (Map.Entry<String, Expr> f : filter.fields().entrySet()) {
            if (f.getKey().equals("$or") && f.getValue() instanceof Expr.Arr branches) {
                List<String> either = new ArrayList<>();
                for (Expr branch : branches.items()) either.add("(" + conditions((Expr.Doc) branch, arrays) + ")");
                conditions.add("(" + String.join(" OR ", either) + ")");
                continue;
            }
            // a link not there yet (decision 0509): no item of the array equal to the value
            if (f.getValue() instanceof Expr.Doc d && d.fields().size() == 1 && d.fields().containsKey("$ne")) {
                conditions.add("NOT (" + condition("c", f.getKey().split("\\.", -1), 0, "", d.fields().get("$ne"), arrays, 0) + ")");
                continue;
            }
            conditions.add(condition("c", f.getKey().split("\\.", -1), 0, "", f.getValue(), arrays, 0));
        }
        return String.join(" AND ", conditions);
    }

    /**
     * The condition on {@code parts[from..]} below {@code alias}. Cosmos DB SQL does not look into arrays by
     * itself as MongoDB does: a path through an array becomes {@code EXISTS(SELECT VALUE x FROM x IN array
     * WHERE ...)}, and equality with an array of values {@code ARRAY_CONTAINS}.
     *
     * @param absolute the dotted path of {@code alias} in the document, to find which fields are arrays
     */
    private String condition(String alias, String[] parts, int from, String absolute, Expr v, Set<String> arrays, int depth) {
        StringBuilder p = new StringBuilder(alias);
        String path = absolute;
        for (int i = from; i < parts.length; i++) {
            p.append('[').append(Identifiers.jsString(parts[i].equals("_id") ? "id" : parts[i])).append(']');
            path = path + parts[i];
            if (arrays.contains(path)) {
                String item = "x" + depth;
                String inner = i < parts.length - 1
                        ? condition(item, parts, i + 1, path + ".", v, arrays, depth + 1)
                        : comparison(item, v);
                return "EXISTS(SELECT VALUE " + item + " FROM " + item + " IN " + p + " WHERE " + inner + ")";
            }
            path = path + ".";
        }
        return comparison(p.toString(), v);
    }

    private String comparison(String p, Expr v) {
        if (v instanceof Expr.Doc d && d.fields().containsKey("$in")) return "ARRAY_CONTAINS(" + value(d.fields().get("$in")) + ", " + p + ")";
        if (v instanceof Expr.Doc d && d.fields().containsKey("$lt")) return p + " < " + value(d.fields().get("$lt"));
        return p + " = " + value(v);
    }

    /** {@code comments.id} becomes {@code c["comments"]["id"]}; {@code _id} becomes {@code c["id"]}. */
    static String property(String dotted) {
        return property("c", dotted);
    }

    private static String property(String alias, String dotted) {
        StringBuilder p = new StringBuilder(alias);
        for (String part : dotted.split("\\.", -1)) {
            p.append('[').append(Identifiers.jsString(part.equals("_id") ? "id" : part)).append(']');
        }
        return p.toString();
    }

    /** The query parameter standing for the application's input or for the values collected from an earlier step. */
    static String parameter(Expr e) {
        if (e instanceof Expr.Input in) return "@" + Identifiers.lowerCamel(String.join(" ", in.path()), Set.of(), "input");
        Expr.Collected c = (Expr.Collected) e;
        // the first N of each document's values: the application slices each array (decision 0420)
        String first = c.first() > 0 ? " first " + c.first() : "";
        return "@step" + c.step() + "_" + Identifiers.lowerCamel(String.join(" ", c.path()) + first, Set.of(), "values");
    }

    private String value(Expr e) {
        if (e instanceof Expr.Input || e instanceof Expr.Collected) return parameter(e);
        if (e instanceof Expr.Str s) return Identifiers.jsString(s.value());
        if (e instanceof Expr.Num n) return Long.toString(n.value());
        if (e instanceof Expr.Bool b) return Boolean.toString(b.value());
        if (e instanceof Expr.Arr a) return "[" + String.join(", ", a.items().stream().map(this::value).toList()) + "]";
        Expr.Doc d = (Expr.Doc) e;
        List<String> parts = new ArrayList<>();
        d.fields().forEach((k, v) -> parts.add(Identifiers.jsString(k) + ": " + value(v)));
        return "{" + String.join(", ", parts) + "}";
    }
}
