package dev.docshape.storage.query;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.docshape.model.query.Expr;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The composite index a Cosmos DB query with an {@code ORDER BY} needs, as a line of its container's indexing policy
 * ({@code compositeIndexes}), following Microsoft's indexing-policy documentation: an {@code ORDER BY} on several
 * properties is refused without a composite index of those properties in that order and direction (the first N
 * of a co-located parent folded into its parent's read sorts by the parent's id, then the id, decision 0335); a
 * query that filters by equality on properties and sorts by another is charged less with one that lists the
 * filtered properties first, then the sorted one (the first N of one parent's children, a feed per parent's read,
 * decision 0331). Paths follow the documentation's form: {@code /userId}, a name with other characters in double
 * quotes ({@code /"na-me"}).
 */
final class CosmosCompositeIndexes {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private CosmosCompositeIndexes() {
    }

    /**
     * A composite index: the equality-filtered properties, then the sorted ones, each {@code {"path": ..., "order": ...}}.
     *
     * @param required true when Cosmos DB refuses the query without it (it sorts by several properties)
     */
    record Composite(ArrayNode paths, boolean required) {
    }

    /**
     * The composite index an ordered query needs or is cheaper with; empty when it sorts by one property and filters by
     * no equality the index can hold (a path through an array, {@code $or}, {@code $in}, a range). The query's comment
     * and the exported indexing policy ({@link CosmosIndexingPolicy}) both take it from here.
     */
    static Optional<Composite> of(Expr.Doc filter, Expr.Doc sort, Set<String> arrays) {
        if (sort.isEmpty() || sortsThroughArray(sort, arrays)) return Optional.empty();
        ArrayNode index = JSON.createArrayNode();
        boolean required = sort.fields().size() > 1;
        if (!required) {
            for (Map.Entry<String, Expr> f : filter.fields().entrySet()) {
                if (equality(f.getKey(), f.getValue(), arrays)) index.addObject().put("path", path(f.getKey())).put("order", "ascending");
            }
            if (index.isEmpty()) return Optional.empty();
        }
        for (Map.Entry<String, Expr> f : sort.fields().entrySet()) {
            boolean descending = f.getValue() instanceof Expr.Num n && n.value() < 0;
            index.addObject().put("path", path(f.getKey())).put("order", descending ? "descending" : "ascending");
        }
        return Optional.of(new Composite(index, required));
    }

    /** The comment line naming the composite index the query needs or is cheaper with, if any. */
    static Optional<String> note(Expr.Doc filter, Expr.Doc sort, Set<String> arrays) {
        return of(filter, sort, arrays).map(c -> "-- " + (c.required() ? "needs" : "is charged less with")
                + " this composite index in its container's indexing policy (\"compositeIndexes\"): " + c.paths());
    }

    /** A plain equality on a path through no array: the composite index can hold it. */
    private static boolean equality(String dotted, Expr value, Set<String> arrays) {
        if (dotted.startsWith("$") || value instanceof Expr.Doc || value instanceof Expr.Arr) return false;
        return !throughArray(dotted, arrays);
    }

    /**
     * True when the sort names a value inside an array ({@code comments.createdAt}): Cosmos DB SQL cannot sort by it
     * (an ORDER BY maps to one document path, and not to the items of a JOIN), so no query or index does.
     */
    static boolean sortsThroughArray(Expr.Doc sort, Set<String> arrays) {
        for (String key : sort.fields().keySet()) if (throughArray(key, arrays)) return true;
        return false;
    }

    private static boolean throughArray(String dotted, Set<String> arrays) {
        String path = "";
        for (String part : dotted.split("\\.", -1)) {
            path = path.isEmpty() ? part : path + "." + part;
            if (arrays.contains(path)) return true;
        }
        return false;
    }

    /** {@code post.authorId} as {@code /post/authorId}; {@code _id} is Cosmos DB's {@code id}. */
    static String path(String dotted) {
        StringBuilder p = new StringBuilder();
        for (String part : dotted.split("\\.", -1)) {
            String name = part.equals("_id") ? "id" : part;
            p.append('/').append(PLAIN.matcher(name).matches() ? name : "\"" + name.replace("\\", "\\\\").replace("\"", "\\\"") + "\"");
        }
        return p.toString();
    }
}
