package dev.docshape.storage.imports.infer;

import dev.docshape.model.Cardinality;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The entities of the inferred model: one per collection, and one per field that holds
 * subdocuments (or arrays of them), found breadth-first, with the embedded relationships between
 * them. A field counts as holding subdocuments when that is its most frequent type.
 */
final class EntityTree {
    private final List<EntityNode> nodes = new ArrayList<>();
    private final List<EntityNode> roots = new ArrayList<>();
    private final Map<String, EntityNode> byName = new HashMap<>();
    private final List<RelationshipGuess> embedded = new ArrayList<>();
    private final UniqueNames entityNames = new UniqueNames();
    private final UniqueNames entityIds = new UniqueNames();
    private final UniqueNames relationshipIds = new UniqueNames();
    /** How many places hold subdocuments that would take each name: a name taken at two places is said with its parent's. */
    private final Map<String, Integer> places = new HashMap<>();

    static EntityTree build(List<CollectionInference> collections) {
        EntityTree tree = new EntityTree();
        for (CollectionInference c : collections) {
            tree.entityNames.reserve(c.name());
            tree.countPlaces(c.shape());
        }
        Deque<EntityNode> todo = new ArrayDeque<>();
        for (CollectionInference c : collections) {
            EntityNode root = new EntityNode(tree.entityIds.take(EntityNames.entityId(c.name())), c.name(), c.shape(),
                    c.documents(), null, null, c.ids());
            tree.nodes.add(root);
            tree.byName.put(root.name, root);
            tree.roots.add(root);
            todo.add(root);
        }
        while (!todo.isEmpty()) {
            EntityNode node = todo.poll();
            for (FieldStats field : node.shape.fields()) {
                EntityNode child = tree.embeddedChild(node, field);
                if (child != null) todo.add(child);
            }
        }
        return tree;
    }

    private void countPlaces(ShapeStats shape) {
        for (FieldStats field : shape.fields()) {
            ShapeStats inside = subdocuments(field);
            if (inside == null) continue;
            places.merge(EntityNames.entityName(field.name(), field.dominantType() == ValueType.ARRAY), 1, Integer::sum);
            countPlaces(inside);
        }
    }

    /** The shape of the subdocuments {@code field} holds, itself or as its array's items; null when it holds none. */
    private static ShapeStats subdocuments(FieldStats field) {
        ValueType type = field.dominantType();
        if (type == ValueType.OBJECT) return field.object();
        if (type != ValueType.ARRAY || field.array() == null) return null;
        FieldStats items = field.array().items();
        return items.dominantType() == ValueType.OBJECT ? items.object() : null;
    }

    private EntityNode embeddedChild(EntityNode parent, FieldStats field) {
        ValueType type = field.dominantType();
        if (type == ValueType.OBJECT && field.object() != null) {
            ShapeStats shape = field.object();
            EntityNode child = node(parent, field.name(), shape, false);
            double avg = parent.count == 0 ? 0 : (double) shape.objects() / parent.count;
            embedded.add(new RelationshipGuess(relationshipId(parent, field), RelationshipGuess.Kind.EMBEDDED_OBJECT,
                    parent.name, child.name, field.name(), Cardinality.ONE_TO_ONE, avg, 1, 1,
                    new Evidence(field.occurrences(), 0, 0, 0, true, Map.of())));
            return child;
        }
        if (type == ValueType.ARRAY && field.array() != null) {
            ArrayStats array = field.array();
            FieldStats items = array.items();
            if (items.dominantType() != ValueType.OBJECT || items.object() == null) return null;
            ShapeStats shape = items.object();
            EntityNode child = node(parent, field.name(), shape, true);
            double avg = parent.count == 0 ? 0 : (double) shape.objects() / parent.count;
            ChildSpread spread = array.spread(parent.count);
            String id = relationshipId(parent, field);
            embedded.add(new RelationshipGuess(id, RelationshipGuess.Kind.EMBEDDED_ARRAY, parent.name, child.name, field.name(),
                    spread.cardinality(true), avg, spread.maxCount(), 1,
                    new Evidence(array.totalItems(), 0, 0, 0, true, array.lengths().asMap()), spread.minCount(),
                    spread.caution(parent.name + "." + field.name() + " embeds " + child.name + " items")));
            return child;
        }
        return null;
    }

    private EntityNode node(EntityNode parent, String field, ShapeStats shape, boolean array) {
        String preferred = EntityNames.entityName(field, array);
        // a pickup's and a drop-off's location are PickupLocation and DropoffLocation, not Location and Location2
        boolean shared = places.getOrDefault(preferred, 0) > 1;
        String name = entityNames.take(preferred.equals(parent.name) ? parent.name + preferred
                : shared ? EntityNames.within(parent.name, preferred) : preferred);
        EntityNode child = new EntityNode(entityIds.take(EntityNames.entityId(name)), name, shape, shape.objects(), parent, field, null);
        nodes.add(child);
        byName.put(name, child);
        return child;
    }

    String relationshipId(EntityNode owner, FieldStats field) {
        return relationshipIds.take(owner.id + "-" + EntityNames.entityId(field.name()));
    }

    List<EntityNode> nodes() {
        return nodes;
    }

    List<EntityNode> roots() {
        return roots;
    }

    List<RelationshipGuess> embeddedGuesses() {
        return embedded;
    }

    /** True for a nested-object guess whose entity holds no arrays of subdocuments, at any depth. */
    boolean canBePlainField(String guessId) {
        for (RelationshipGuess g : embedded) {
            if (!g.id().equals(guessId)) continue;
            return g.kind() == RelationshipGuess.Kind.EMBEDDED_OBJECT && onlyObjectsBelow(byName.get(g.child()));
        }
        return false;
    }

    private boolean onlyObjectsBelow(EntityNode node) {
        for (RelationshipGuess g : embedded) {
            if (!g.parent().equals(node.name)) continue;
            if (g.kind() != RelationshipGuess.Kind.EMBEDDED_OBJECT || !onlyObjectsBelow(byName.get(g.child()))) return false;
        }
        return true;
    }

    /** The entity called {@code name}, or null. */
    EntityNode byName(String name) {
        return byName.get(name);
    }
}
