package dev.docshape.model.validate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;

import java.util.ArrayDeque;
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
        List<Set<String>> components = new Tarjan(embeds).components();
        Map<String, Integer> componentOf = new HashMap<>();
        for (int i = 0; i < components.size(); i++) {
            for (String member : components.get(i)) componentOf.put(member, i);
        }
        List<List<Relationship>> inside = new ArrayList<>();
        for (int i = 0; i < components.size(); i++) inside.add(new ArrayList<>());
        for (Relationship r : model.relationships()) {
            Integer component = componentOf.get(r.parent());
            if (component != null && component.equals(componentOf.get(r.child()))
                    && design.mappingFor(r).strategy().embedsChildren()) {
                inside.get(component).add(r);
            }
        }
        return inside.stream().filter(c -> !c.isEmpty()).map(List::copyOf).toList();
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

    /**
     * Tarjan's strongly connected components, kept to components that hold a cycle. Iterative, with
     * an explicit stack: an embedding chain thousands of entities long must not overflow the thread's stack.
     */
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

        /** One node being visited: where it is in its list of outgoing edges. */
        private static final class Frame {
            final String node;
            final List<Relationship> out;
            int next;
            boolean selfLoop;

            Frame(String node, List<Relationship> out) {
                this.node = node;
                this.out = out;
            }
        }

        private void visit(String root) {
            ArrayDeque<Frame> frames = new ArrayDeque<>();
            frames.push(enter(root));
            while (!frames.isEmpty()) {
                Frame frame = frames.peek();
                if (frame.next < frame.out.size()) {
                    String next = frame.out.get(frame.next++).child();
                    if (next.equals(frame.node)) frame.selfLoop = true;
                    if (!index.containsKey(next)) {
                        frames.push(enter(next));
                    } else if (onStack.contains(next)) {
                        low.put(frame.node, Math.min(low.get(frame.node), index.get(next)));
                    }
                    continue;
                }
                frames.pop();
                leave(frame);
                Frame parent = frames.peek();
                if (parent != null) low.put(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
            }
        }

        private Frame enter(String node) {
            index.put(node, index.size());
            low.put(node, index.get(node));
            stack.add(node);
            onStack.add(node);
            return new Frame(node, edges.getOrDefault(node, List.of()));
        }

        private void leave(Frame frame) {
            String node = frame.node;
            if (low.get(node).equals(index.get(node))) {
                Set<String> component = new LinkedHashSet<>();
                String member;
                do {
                    member = stack.remove(stack.size() - 1);
                    onStack.remove(member);
                    component.add(member);
                } while (!member.equals(node));
                if (component.size() > 1 || frame.selfLoop) found.add(component);
            }
        }
    }
}
