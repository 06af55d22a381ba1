package dev.docshape.model.projection;

import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

/**
 * Where a value object's embedded instances keep their id after all (docs/counting-rules.md "Value objects", decision
 * 0543): an instance inside its container is found by its id when a pattern reads or writes one instance of it (a read
 * by id, an update, a delete, a link; an insert under it, a read of its children), or when another document keeps its id
 * (a reference to it, a copy of it, its children's buckets). There the planner keeps the id; everywhere else it is left
 * out, as the team's documents have none.
 */
final class ValueObjectIds {
    private ValueObjectIds() {
    }

    /** Per entity (topology numbers): some pattern finds one of its instances by its id. */
    static boolean[] foundByPatterns(DataModel model, Topology topology) {
        boolean[] found = new boolean[topology.entityIds.size()];
        for (AccessPattern p : model.patterns()) {
            mark(found, topology, findsOne(p) ? p.entity() : null);
            String under = p instanceof WritePattern w && w.kind() == WriteKind.INSERT ? w.relationship()
                    : p instanceof ReadPattern read ? read.byParent() : null;
            if (under == null) continue;
            int r = topology.relationshipIndex(under);
            if (r < 0) continue;
            Relationship rel = topology.relationships.get(r);
            // the parent of a new instance, or of the children read, is found by its id; a pattern naming a
            // relationship that does not touch its entity is the validator's to report, not this rule's to fail on
            if (rel.parent().equals(p.entity()) || rel.child().equals(p.entity())) mark(found, topology, rel.otherEnd(p.entity()));
        }
        return found;
    }

    private static void mark(boolean[] found, Topology topology, String entityId) {
        if (entityId == null || !topology.entities.containsKey(entityId)) return;
        found[topology.entityIndex(entityId)] = true;
    }

    /** A read of one instance by its id, or a write of an existing one. */
    private static boolean findsOne(AccessPattern p) {
        if (p instanceof ReadPattern read) return read.selection() == Selection.BY_ID;
        return p instanceof WritePattern write && write.kind() != WriteKind.INSERT;
    }

    /** True when the mapping {@code s} has a document other than the entity's own keep the id of the relationship's parent ({@code parent}) or child. */
    static boolean keptElsewhere(boolean parent, Strategy s) {
        if (s instanceof Reference ref) {
            Placement p = ref.placement();
            return p == Placement.JOINING_DOCUMENTS || p == Placement.IDS_ON_BOTH_SIDES
                    || (parent ? p == Placement.CHILD_HOLDS_PARENT_ID : p == Placement.PARENT_HOLDS_CHILD_IDS);
        }
        if (s instanceof ExtendedReference x) return x.holder() == (parent ? Holder.CHILD : Holder.PARENT);
        // a subset's or a bucket's children hold their parent's id; a subset's children are copies of documents kept elsewhere
        return s instanceof Subset || (s instanceof Bucket && parent);
    }
}
