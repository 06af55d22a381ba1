package dev.docshape.model.projection;

import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;

import java.util.Objects;

/**
 * What a relationship's mapping puts in each end's object, as {@link DocumentBuilder} builds it: the parent's side
 * (embedded children, a subset, ids of the children, copies of the children, a count) and the child's side (the
 * parent's id, copies of the parent). A build that visited an end reads the mapping only for that end's side, so a
 * change that leaves a side as it was leaves the builds of that end as they were
 * (docs/decisions/0217-a-build-is-redone-only-where-its-side-of-the-mapping-changed.md).
 */
final class MappingSides {
    /** Stands for "the parent holds the children's ids" (both placements that do). */
    private static final Strategy PARENT_IDS = new Reference(Placement.PARENT_HOLDS_CHILD_IDS, false);
    /** Stands for "the child holds its parent's id" (both placements that do, and a subset whose rest is referenced). */
    private static final Strategy CHILD_ID = new Reference(Placement.CHILD_HOLDS_PARENT_ID, false);

    private MappingSides() {
    }

    /** True when both mappings put the same into the parent's object. */
    static boolean sameParentSide(Mapping was, Mapping now) {
        return was.precomputedCount() == now.precomputedCount() && Objects.equals(parentSide(was.strategy()), parentSide(now.strategy()));
    }

    /** True when both mappings put the same into the child's object. */
    static boolean sameChildSide(Mapping was, Mapping now) {
        return Objects.equals(childSide(was.strategy()), childSide(now.strategy()));
    }

    /** True when the parent's object holds the ids of its children. */
    static boolean parentHoldsChildIds(Reference ref) {
        return ref.placement() == Placement.PARENT_HOLDS_CHILD_IDS || ref.placement() == Placement.IDS_ON_BOTH_SIDES;
    }

    /** True when the child's object holds the id(s) of its parent(s). */
    static boolean childHoldsParentId(Strategy s) {
        return (s instanceof Reference ref && (ref.placement() == Placement.CHILD_HOLDS_PARENT_ID
                || ref.placement() == Placement.IDS_ON_BOTH_SIDES))
                || (s instanceof Subset sub && sub.rest() == Subset.Rest.REFERENCED);
    }

    /** What decides the parent's side: null where the parent keeps nothing (a bucket, links the child holds, joining documents). */
    private static Strategy parentSide(Strategy s) {
        if (s instanceof Embed || s instanceof Subset) return s;
        if (s instanceof Reference ref) return parentHoldsChildIds(ref) ? PARENT_IDS : null;
        if (s instanceof ExtendedReference x && x.holder() == Holder.PARENT) return x;
        return null;
    }

    /** What decides the child's side: null where the child keeps nothing of the link. */
    private static Strategy childSide(Strategy s) {
        if (childHoldsParentId(s)) return CHILD_ID;
        if (s instanceof ExtendedReference x && x.holder() == Holder.CHILD) return x;
        return null;
    }
}
