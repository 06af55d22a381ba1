package dev.docshape.storage.imports.infer;

import dev.docshape.model.naming.Nouns;

import dev.docshape.model.Cardinality;
import dev.docshape.model.projection.Naming;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Finds references by their values, as Compass does: a field (or the items of an array) whose
 * distinct values are, for at least {@value #MIN_MATCH_RATIO} of them, {@code _id}s of a collection
 * refers to that collection. Values of types that serve only as ids (ObjectId, UUID) are enough by
 * themselves; strings and numbers (a quantity of 1–5 matches integer ids 1–5 too) also need the
 * field's name to say it holds ids ({@code personId}, {@code author_ids}, {@code person}) or at
 * least {@value #MANY_DISTINCT} distinct matching values. Decision record 0190 explains why.
 */
final class ReferenceMatcher {
    static final double MIN_MATCH_RATIO = 0.9;
    static final int MANY_DISTINCT = 50;

    private ReferenceMatcher() {
    }

    static List<RelationshipGuess> match(EntityTree tree) {
        List<RelationshipGuess> guesses = new ArrayList<>();
        for (EntityNode node : tree.nodes()) {
            for (FieldStats field : node.shape.fields()) {
                if (node.isOwnId(field.name())) continue;
                ValueType type = field.dominantType();
                if (type.canBeId() && field.ids() != null) {
                    Target t = best(tree, field, field.ids(), type);
                    if (t != null) guesses.add(childHoldsParent(tree, node, field, t));
                } else if (type == ValueType.ARRAY && field.array() != null) {
                    FieldStats items = field.array().items();
                    ValueType itemType = items.dominantType();
                    if (!itemType.canBeId() || items.ids() == null) continue;
                    Target t = best(tree, field, items.ids(), itemType);
                    if (t != null) guesses.add(parentHoldsChildren(tree, node, field, t));
                }
            }
        }
        return guesses;
    }

    private record Target(EntityNode collection, ValueCounts.Match match) {
    }

    private static Target best(EntityTree tree, FieldStats field, ValueCounts values, ValueType type) {
        if (values.distinct() == 0) return null;
        Target best = null;
        for (EntityNode root : tree.roots()) {
            if (root.ids.added() == 0) continue;
            ValueCounts.Match m = values.matchIn(root.ids);
            double ratio = (double) m.distinct() / values.distinct();
            if (ratio < MIN_MATCH_RATIO || !plausible(field.name(), type, root.name, m.distinct())) continue;
            if (best == null || m.distinct() > best.match.distinct()) best = new Target(root, m);
        }
        return best;
    }

    private static boolean plausible(String field, ValueType type, String target, int matched) {
        if (type == ValueType.OBJECT_ID || type == ValueType.UUID) return true;
        if (matched >= MANY_DISTINCT) return true;
        String f = field.toLowerCase(Locale.ROOT);
        if (f.endsWith("id") || f.endsWith("ids") || f.endsWith("ref") || f.endsWith("refs") || f.endsWith("key")) return true;
        String t = Nouns.singular(target.toLowerCase(Locale.ROOT));
        return f.contains(t) || t.contains(Nouns.singular(f));
    }

    private static RelationshipGuess childHoldsParent(EntityTree tree, EntityNode child, FieldStats field, Target t) {
        ValueCounts values = field.ids();
        EntityNode parent = t.collection;
        ChildSpread spread = values.spread(parent.count, t.match);
        Cardinality cardinality = spread.cardinality(false);
        Integer maxCount = spread.maxCount();
        // a bounded table that overflowed may have missed a parent's repeats: no maximum is claimed from it
        if (!values.complete() && cardinality != Cardinality.ONE_TO_ONE) {
            cardinality = Cardinality.ONE_TO_MANY;
            maxCount = null;
        }
        double avg = parent.count == 0 ? 0 : (double) t.match.occurrences() / parent.count;
        return new RelationshipGuess(tree.relationshipId(child, field), RelationshipGuess.Kind.CHILD_HOLDS_PARENT_ID,
                parent.name, child.name, field.name(), cardinality, avg, maxCount, 1,
                new Evidence(values.values(), values.distinct(), t.match.distinct(), t.match.occurrences(),
                        values.complete(), java.util.Map.of()), spread.minCount(),
                spread.caution(child.name + "." + field.name() + " refers to " + parent.name));
    }

    private static RelationshipGuess parentHoldsChildren(EntityTree tree, EntityNode parent, FieldStats field, Target t) {
        ArrayStats array = field.array();
        ValueCounts values = array.items().ids();
        EntityNode child = t.collection;
        boolean shared = values.maxRepeat() > 1;
        ChildSpread spread = array.spread(parent.count);
        Cardinality cardinality = shared ? Cardinality.MANY_TO_MANY : spread.cardinality(true);
        Integer maxCount = spread.maxCount();
        double sharedBy = shared && values.distinct() > 0 ? (double) values.values() / values.distinct() : 1;
        double avg = parent.count == 0 ? 0 : (double) array.totalItems() / parent.count;
        return new RelationshipGuess(tree.relationshipId(parent, field), RelationshipGuess.Kind.PARENT_HOLDS_CHILD_IDS,
                parent.name, child.name, field.name(), cardinality, avg, maxCount, sharedBy,
                new Evidence(values.values(), values.distinct(), t.match.distinct(), t.match.occurrences(),
                        values.complete(), array.lengths().asMap()), spread.minCount(),
                shared ? null : spread.caution(parent.name + "." + field.name() + " holds ids of " + child.name));
    }

    /** The name a relationship found in a child's field gets in its parent: the child's name in the plural. */
    static String childrenName(String childName) {
        return Nouns.plural(Naming.lowerCamel(childName));
    }
}
