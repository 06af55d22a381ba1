package dev.docshape.model.validate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How deep and how large one document's structure becomes when entities embed one another, found
 * before any document is built: a chain of thousands of embeddings, or forty levels that each embed
 * two relationships (2^40 nested objects in a 13 KB file), must be refused, not built. Walks the
 * embedding graph in topological order without recursion; only for a design without embedding cycles.
 */
final class EmbeddingSize {
    /** MongoDB refuses documents nested more than 100 levels (an embedded array and its objects are two). */
    static final int MAX_NESTING_LEVELS = 100;
    /** More embedded objects in one document's structure than anyone models, and more than a preview can show. */
    static final double MAX_EMBEDDED_OBJECTS = 10_000;

    /** The largest structure among the design's documents, rooted at {@code root}. */
    record Largest(String root, int levels, String deepestRoot, double objects) {
    }

    private EmbeddingSize() {
    }

    static Optional<Largest> largest(DataModel model, Design design) {
        Map<String, List<Relationship>> embeds = new HashMap<>();
        Map<String, Integer> incoming = new HashMap<>();
        for (Relationship r : model.relationships()) {
            if (!design.mappingFor(r).strategy().embedsChildren()) continue;
            embeds.computeIfAbsent(r.parent(), k -> new ArrayList<>()).add(r);
            incoming.merge(r.child(), 1, Integer::sum);
            incoming.putIfAbsent(r.parent(), 0);
        }
        if (embeds.isEmpty()) return Optional.empty();
        List<String> order = topologicalOrder(embeds, incoming);
        Map<String, Integer> levels = new HashMap<>();
        Map<String, Double> objects = new HashMap<>();
        String deepest = null;
        String largest = null;
        for (int i = order.size() - 1; i >= 0; i--) {
            String entity = order.get(i);
            int depth = 0;
            double count = 1;
            for (Relationship r : embeds.getOrDefault(entity, List.of())) {
                int step = r.cardinality() == Cardinality.ONE_TO_ONE ? 1 : 2;
                depth = Math.max(depth, step + levels.getOrDefault(r.child(), 0));
                count += objects.getOrDefault(r.child(), 1.0);
            }
            levels.put(entity, depth);
            objects.put(entity, count);
            if (deepest == null || depth > levels.get(deepest)) deepest = entity;
            if (largest == null || count > objects.get(largest)) largest = entity;
        }
        return Optional.of(new Largest(largest, levels.get(deepest), deepest, objects.get(largest)));
    }

    /** Kahn's algorithm; the caller has made sure the graph has no cycle. */
    private static List<String> topologicalOrder(Map<String, List<Relationship>> embeds, Map<String, Integer> incoming) {
        Map<String, Integer> waiting = new HashMap<>(incoming);
        ArrayDeque<String> ready = new ArrayDeque<>();
        waiting.forEach((entity, count) -> {
            if (count == 0) ready.add(entity);
        });
        List<String> order = new ArrayList<>(waiting.size());
        while (!ready.isEmpty()) {
            String entity = ready.poll();
            order.add(entity);
            for (Relationship r : embeds.getOrDefault(entity, List.of())) {
                if (waiting.merge(r.child(), -1, Integer::sum) == 0) ready.add(r.child());
            }
        }
        return order;
    }

    static String name(DataModel model, String entityId) {
        return model.entity(entityId).map(Entity::name).orElse(entityId);
    }
}
