package dev.docshape.model.synthetic;

import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Access patterns over a synthetic model: reads with up to three includes, inserts, updates, deletes, links. */
final class SyntheticPatterns {
    private final List<Entity> entities;
    private final Random random;
    private final Map<String, List<Relationship>> byEntity = new HashMap<>();

    SyntheticPatterns(List<Entity> entities, List<Relationship> relationships, Random random) {
        this.entities = entities;
        this.random = random;
        for (Relationship r : relationships) {
            byEntity.computeIfAbsent(r.parent(), k -> new ArrayList<>()).add(r);
            byEntity.computeIfAbsent(r.child(), k -> new ArrayList<>()).add(r);
        }
    }

    List<AccessPattern> generate(int n) {
        List<AccessPattern> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String id = String.format("p%04d", i);
            Entity root = entities.get(random.nextInt(entities.size()));
            list.add(random.nextInt(10) < 6 ? read(id, root) : write(id, root));
        }
        return list;
    }

    private ReadPattern read(String id, Entity root) {
        List<Relationship> around = byEntity.getOrDefault(root.id(), List.of());
        List<Include> includes = new ArrayList<>();
        int wanted = around.isEmpty() ? 0 : random.nextInt(Math.min(3, around.size()) + 1);
        for (int i = 0; i < wanted; i++) {
            Relationship r = around.get(random.nextInt(around.size()));
            if (includes.stream().anyMatch(inc -> inc.relationship().equals(r.id()))) continue;
            includes.add(include(r, r.otherEnd(root.id()), 1));
        }
        List<String> counts = new ArrayList<>();
        for (Relationship r : around) {
            if (r.parent().equals(root.id()) && random.nextInt(8) == 0) counts.add(r.id());
        }
        double frequency = 1 + random.nextInt(100);
        if (random.nextBoolean()) {
            return new ReadPattern(id, "read " + root.name(), frequency, root.id(), Selection.BY_ID, null, 1, 1,
                    List.of(), includes, counts);
        }
        String byParent = null;
        for (Relationship r : around) {
            if (r.child().equals(root.id()) && random.nextBoolean()) {
                byParent = r.id();
                break;
            }
        }
        return new ReadPattern(id, "list " + root.name(), frequency, root.id(), Selection.FILTER, byParent,
                5 + random.nextInt(100), 20, List.of(), includes, counts);
    }

    private Include include(Relationship r, String otherEnd, int level) {
        List<String> fields = random.nextInt(3) == 0 ? List.of("name") : List.of();
        int limit = random.nextInt(4) == 0 ? 3 : 0;
        List<Include> nested = new ArrayList<>();
        if (level < 2 && random.nextInt(3) == 0) {
            List<Relationship> next = byEntity.getOrDefault(otherEnd, List.of());
            Relationship n = next.get(random.nextInt(next.size()));
            if (!n.id().equals(r.id())) nested.add(include(n, n.otherEnd(otherEnd), level + 1));
        }
        return new Include(r.id(), fields, limit, nested);
    }

    private WritePattern write(String id, Entity e) {
        List<Relationship> around = byEntity.getOrDefault(e.id(), List.of());
        double frequency = 0.1 * (1 + random.nextInt(100));
        int kind = random.nextInt(10);
        if (kind < 4) {
            Relationship parent = null;
            for (Relationship r : around) {
                if (r.child().equals(e.id())) {
                    parent = r;
                    break;
                }
            }
            return new WritePattern(id, "add " + e.name(), frequency, WriteKind.INSERT, e.id(),
                    parent == null ? null : parent.id(), List.of(), List.of());
        }
        if (kind < 8) {
            List<Include> includes = new ArrayList<>();
            if (!around.isEmpty() && random.nextInt(3) == 0) includes.add(Include.of(around.get(0).id()));
            return new WritePattern(id, "update " + e.name(), frequency, WriteKind.UPDATE, e.id(), null,
                    random.nextBoolean() ? List.of("name") : List.of(), includes);
        }
        for (Relationship r : around) {
            if (r.isManyToMany()) {
                return new WritePattern(id, "link " + e.name(), frequency, WriteKind.LINK, e.id(), r.id(), List.of(), List.of());
            }
        }
        return new WritePattern(id, "remove " + e.name(), frequency, WriteKind.DELETE, e.id(), null, List.of(), List.of());
    }
}
