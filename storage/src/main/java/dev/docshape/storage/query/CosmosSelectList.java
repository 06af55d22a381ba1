package dev.docshape.storage.query;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a Cosmos DB SQL query selects of a projected read: {@code c["id"], c["name"]} for top fields. Cosmos DB names
 * a selected path by its last property ({@code SELECT c.address.city} returns {@code {"city": ..}}, and two cities of two
 * objects would come back under one name), so a projection naming a nested field selects an object built in the query,
 * {@code VALUE {"id": c["id"], "address": {"city": c["address"]["city"]}}}: the nesting MongoDB's projection returns and
 * the estimate prices (docs/counting-rules.md "Projections and counts on includes", decision 0574). A field named is an
 * attribute of the document (ReturnedFields), so no path runs through an array. Names are JSON strings and bracketed
 * properties: none can break out of the query.
 */
final class CosmosSelectList {
    private CosmosSelectList() {
    }

    /** The select list for the id and {@code fields} (dotted paths, {@code _id} for the id). */
    static String of(List<String> fields) {
        if (fields.stream().noneMatch(f -> f.indexOf('.') >= 0)) {
            List<String> selected = new ArrayList<>();
            selected.add(CosmosSqlRenderer.property("_id"));
            for (String f : fields) selected.add(CosmosSqlRenderer.property(f));
            return String.join(", ", selected);
        }
        Part root = new Part();
        root.add(List.of("_id"));
        for (String f : fields) root.add(List.of(f.split("\\.", -1)));
        return "VALUE " + root.object("c");
    }

    /** A field of the object selected: taken whole, or only the parts of it named. */
    private static final class Part {
        private final Map<String, Part> parts = new LinkedHashMap<>();
        private boolean whole;

        void add(List<String> path) {
            if (whole) return;
            if (path.isEmpty()) {
                whole = true;
                parts.clear();
                return;
            }
            parts.computeIfAbsent(path.get(0), k -> new Part()).add(path.subList(1, path.size()));
        }

        /** {@code {"name": value, ..}} of the object at {@code source}. */
        String object(String source) {
            List<String> members = new ArrayList<>();
            for (Map.Entry<String, Part> e : parts.entrySet()) {
                String name = e.getKey().equals("_id") ? "id" : e.getKey();
                String property = source + "[" + Identifiers.jsString(name) + "]";
                members.add(Identifiers.jsString(name) + ": " + (e.getValue().whole ? property : e.getValue().object(property)));
            }
            return "{" + String.join(", ", members) + "}";
        }
    }
}
