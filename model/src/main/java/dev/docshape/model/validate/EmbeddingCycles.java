package dev.docshape.model.validate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Design;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Groups of entities that embed one another round in a circle in a design (strongly connected
 * components of the "embeds" graph, including an entity embedding itself).
 */
final class EmbeddingCycles {
    private EmbeddingCycles() {
    }

    /** Each cycle as the embedding relationships inside it, in model order. */
    static List<List<Relationship>> find(DataModel model, Design design) {
        Map<String, List<Relationship>> embeds = new LinkedHashMap<>();
        for (Relationship r : model.relationships()) {
            if (design.mappingFor(r).strategy().embedsChildren()) {
                embeds.computeIfAbsent(r.parent(), k -> new ArrayList<>()).add(r);
            }
        }
        List<List<Relationship>> cycles = new ArrayList<>();
        for (Set<String> component : new Tarjan(embeds).components()) {
            List<Relationship> inside = model.relationships().stream()
                    .filter(r -> component.contains(r.parent()) && component.contains(r.child()))
                    .filter(r -> design.mappingFor(r).strategy().embedsChildren())
                    .toList();
            if (!inside.isEmpty()) cycles.add(inside);
        }
        return cycles;
    }

    /** "Category embeds Category" or "Person embeds Address, Address embeds Person". */
    static String describe(DataModel model, List<Relationship> cycle) {
        List<String> steps = new ArrayList<>();
        for (Relationship r : cycle) steps.add(name(model, r.parent()) + " embeds " + name(model, r.child()));
        return String.join(", ", steps);
    }

    private static String name(DataModel model, String entityId) {
        return model.entity(entityId).map(Entity::name).orElse(entityId);
    }

    /** Tarjan's strongly connected components, kept to components that hold a cycle. */
    private static final class Tarjan {
        private final Map<String, List<Relationship>> edges;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final List<String> stack = new ArrayList<>();
        private final Set<String> onStack = new HashSet<>();
        private final List<Set<String>> found = new ArrayList<>();

        Tarjan(Map<String, List<Relationship>> edges) {
            this.edges = edges;
        }

        List<Set<String>> components() {
            for (String node : new ArrayList<>(edges.keySet())) {
                if (!index.containsKey(node)) visit(node);
            }
            return found;
        }

        private void visit(String node) {
            index.put(node, index.size());
            low.put(node, index.get(node));
            stack.add(node);
            onStack.add(node);
            boolean selfLoop = false;
            for (Relationship r : edges.getOrDefault(node, List.of())) {
                String next = r.child();
                if (next.equals(node)) selfLoop = true;
                if (!index.containsKey(next)) {
                    visit(next);
                    low.put(node, Math.min(low.get(node), low.get(next)));
                } else if (onStack.contains(next)) {
                    low.put(node, Math.min(low.get(node), index.get(next)));
                }
            }
            if (low.get(node).equals(index.get(node))) {
                Set<String> component = new LinkedHashSet<>();
                String member;
                do {
                    member = stack.remove(stack.size() - 1);
                    onStack.remove(member);
                    component.add(member);
                } while (!member.equals(node));
                if (component.size() > 1 || selfLoop) found.add(component);
            }
        }
    }
}
