package dev.docshape.storage.query;

import com.fasterxml.jackson.databind.JsonNode;
import dev.docshape.model.query.Expr;

import java.util.List;
import java.util.Map;

/**
 * Whether documents come in the order an operation's sort promises ({@code {createdAt: -1, _id: 1}}), compared as
 * Cosmos DB compares values: undefined, then null, booleans, numbers, strings.
 */
final class SortOrder {
    private SortOrder() {
    }

    /** Null when {@code docs} keep the order of {@code sort}; else which two neighbours break it. */
    static String firstOutOfOrder(Expr.Doc sort, List<JsonNode> docs) {
        if (sort.isEmpty()) return null;
        for (int i = 1; i < docs.size(); i++) {
            int c = compare(sort, docs.get(i - 1), docs.get(i));
            if (c > 0) return "documents " + (i - 1) + " and " + i + " break the order " + sort.fields().keySet() + ": "
                    + docs.get(i - 1) + " before " + docs.get(i);
        }
        return null;
    }

    private static int compare(Expr.Doc sort, JsonNode a, JsonNode b) {
        for (Map.Entry<String, Expr> key : sort.fields().entrySet()) {
            int sign = key.getValue() instanceof Expr.Num n && n.value() < 0 ? -1 : 1;
            int c = compareValues(at(a, key.getKey()), at(b, key.getKey()));
            if (c != 0) return sign * c;
        }
        return 0;
    }

    private static JsonNode at(JsonNode doc, String dotted) {
        JsonNode v = doc;
        for (String part : dotted.split("\\.", -1)) v = v == null ? null : v.get(part.equals("_id") ? "id" : part);
        return v;
    }

    private static int compareValues(JsonNode a, JsonNode b) {
        int ra = rank(a);
        int rb = rank(b);
        if (ra != rb) return Integer.compare(ra, rb);
        return switch (ra) {
            case 2 -> Boolean.compare(a.asBoolean(), b.asBoolean());
            case 3 -> Double.compare(a.asDouble(), b.asDouble());
            case 4 -> a.asText().compareTo(b.asText());
            default -> 0;
        };
    }

    private static int rank(JsonNode v) {
        if (v == null || v.isMissingNode()) return 0;
        if (v.isNull()) return 1;
        if (v.isBoolean()) return 2;
        if (v.isNumber()) return 3;
        if (v.isTextual()) return 4;
        return 5;
    }
}
