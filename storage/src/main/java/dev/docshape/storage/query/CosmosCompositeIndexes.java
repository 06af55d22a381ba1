package dev.docshape.storage.query;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.docshape.model.query.Expr;

import java.util.ArrayList;
import java.util.List;
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
 * decision 0331). Every sort now ends with the id (decision 0510), so every ordered query sorts by several properties:
 * its ORDER BY lists the filtered properties too, and one composite index both serves it and charges it less. Paths follow the documentation's form: {@code /userId}, a name with other characters in double
 * quotes ({@code /"na-me"}).
 */
final class CosmosCompositeIndexes {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private CosmosCompositeIndexes() {
    }

    /** A composite index: the equality-filtered properties, then the sorted ones, each {@code {"path": ..., "order": ...}}. */
    record Composite(ArrayNode paths) {
    }

    /** One term of an {@code ORDER BY} and of its composite index. */
    record Term(String dotted, boolean descending) {
    }

    /**
     * What an ordered query sorts by: its equality-filtered properties first, ascending, then its own order. Cosmos DB
     * serves an {@code ORDER BY} on several properties only from a composite index of exactly those properties, and a
     * query that filters by equality and sorts is charged less with an index that lists the filtered ones first; sorting
     * by a property every result holds the same value of changes no order, so the query names them too. Empty when it
     * sorts through an array.
     */
    static List<Term> orderTerms(Expr.Doc filter, Expr.Doc sort, Set<String> arrays) {
        if (sort.isEmpty() || sortsThroughArray(sort, arrays)) return List.of();
        List<Term> terms = new ArrayList<>();
        for (Map.Entry<String, Expr> f : filter.fields().entrySet()) {
            if (!sort.fields().containsKey(f.getKey()) && equality(f.getKey(), f.getValue(), arrays)) terms.add(new Term(f.getKey(), false));
        }
        for (Map.Entry<String, Expr> f : sort.fields().entrySet()) {
            terms.add(new Term(f.getKey(), f.getValue() instanceof Expr.Num n && n.value() < 0));
        }
        return terms;
    }

    /**
     * The composite index an ordered query needs; empty when it sorts by one property and filters by no equality the
     * index can hold (a path through an array, {@code $or}, {@code $in}, a range). The query's {@code ORDER BY}, its
     * comment and the exported indexing policy ({@link CosmosIndexingPolicy}) all take it from {@link #orderTerms}.
     */
    static Optional<Composite> of(Expr.Doc filter, Expr.Doc sort, Set<String> arrays) {
        List<Term> terms = orderTerms(filter, sort, arrays);
        if (terms.size() < 2) return Optional.empty();
        ArrayNode index = JSON.createArrayNode();
        for (Term t : terms) index.addObject().put("path", path(t.dotted())).put("order", t.descending() ? "descending" : "ascending");
        return Optional.of(new Composite(index));
    }

    /** The comment line naming the composite index the query needs or is cheaper with, if any. */
    static Optional<String> note(Expr.Doc filter, Expr.Doc sort, Set<String> arrays) {
        return of(filter, sort, arrays).map(c -> "-- needs this composite index in its container's indexing policy (\"compositeIndexes\"): " + c.paths());
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
