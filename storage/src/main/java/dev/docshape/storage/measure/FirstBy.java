package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.mapping.Ordering;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The first N documents (or embedded items) by an order, as a database returns them for a sort
 * with a limit (docs/counting-rules.md "Ordering and feeds"): by the field's value in the order's
 * direction, ties by id. Numbers compare as numbers, everything else (dates as ISO text) as text.
 */
final class FirstBy {
    private FirstBy() {
    }

    static Comparator<JsonNode> comparator(Ordering order) {
        Comparator<JsonNode> byValue = (a, b) -> compareValues(a.path(order.field()), b.path(order.field()));
        if (order.descending()) byValue = byValue.reversed();
        return byValue.thenComparing(n -> n.path("_id").asText(n.path("id").asText()));
    }

    /** The first {@code perKey} of {@code docs} by {@code order} for each value of {@code key}, in that order. */
    static <T> List<T> perKey(List<T> docs, Function<T, ObjectNode> node, Function<T, String> key, Ordering order, int perKey) {
        Comparator<JsonNode> c = comparator(order);
        List<T> sorted = new ArrayList<>(docs);
        sorted.sort((a, b) -> c.compare(node.apply(a), node.apply(b)));
        if (perKey <= 0) return sorted;
        Map<String, Integer> taken = new LinkedHashMap<>();
        List<T> first = new ArrayList<>();
        for (T d : sorted) {
            if (taken.merge(key.apply(d), 1, Integer::sum) <= perKey) first.add(d);
        }
        return first;
    }

    /** The order of two values of the ordered field, lowest first; a missing value before any other. */
    static int compareValues(JsonNode a, JsonNode b) {
        if (a.isMissingNode() || a.isNull()) return b.isMissingNode() || b.isNull() ? 0 : -1;
        if (b.isMissingNode() || b.isNull()) return 1;
        if (a.isNumber() && b.isNumber()) return Double.compare(a.asDouble(), b.asDouble());
        return a.asText().compareTo(b.asText());
    }
}
