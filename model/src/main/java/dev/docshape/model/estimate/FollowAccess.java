package dev.docshape.model.estimate;

import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;

/** How a relationship is followed from the instances in hand (docs/counting-rules.md#batched). */
enum FollowAccess {
    /** The targets are inside the source documents (read them first if only ids are known). */
    IN_SOURCE,
    /** The targets are the containers the sources were read from. */
    CONTAINER,
    /** The source documents hold the targets' ids: read the sources, then the targets by id. */
    BY_IDS_IN_SOURCE,
    /** The targets (or their containers) can be queried by the sources' ids. */
    BY_SOURCE_ID,
    /** The targets sit in bucket documents queried by the sources' ids. */
    BUCKETS,
    /** Joining documents by the sources' ids, then the targets by id. */
    JOIN;

    /**
     * How {@code r} is followed from {@code from} under strategy {@code s}, {@code down} from parents to children, the
     * first {@code limit} by {@code order} (0: all), {@code covered} when the copies hold every field asked for,
     * {@code fromBuckets} when the instances in hand were read from the relationship's buckets.
     */
    static FollowAccess of(Strategy s, boolean down, Hand from, Relationship r, int limit, Ordering order, boolean covered,
                           boolean fromBuckets) {
        if (s instanceof Embed) {
            if (down) return IN_SOURCE;
            return from.containedBy(r.id()) ? CONTAINER : BY_SOURCE_ID;
        }
        // children read in their buckets reach their parent by the parent's id each bucket holds (docs/counting-rules.md
        // "Parents of children spread over the data")
        if (!down && fromBuckets) return BY_IDS_IN_SOURCE;
        if (s instanceof Subset sub) {
            if (!down) {
                if (from.containedBy(r.id())) return CONTAINER;
                return sub.rest() == Subset.Rest.REFERENCED && from.loaded() ? BY_IDS_IN_SOURCE : BY_SOURCE_ID;
            }
            if (limit > 0 && limit <= sub.size() && Ordering.serves(sub.order(), order)) return IN_SOURCE;
            return sub.rest() == Subset.Rest.BUCKETED ? BUCKETS : BY_SOURCE_ID;
        }
        if (s instanceof Bucket) return down ? BUCKETS : BY_SOURCE_ID;
        if (s instanceof ExtendedReference x) {
            boolean sourceHoldsCopies = (x.holder() == Holder.PARENT) == down;
            if (!sourceHoldsCopies) return BY_SOURCE_ID;
            return covered ? IN_SOURCE : BY_IDS_IN_SOURCE;
        }
        Placement placement = ((Reference) s).placement();
        return switch (placement) {
            case CHILD_HOLDS_PARENT_ID -> down ? BY_SOURCE_ID : BY_IDS_IN_SOURCE;
            case PARENT_HOLDS_CHILD_IDS -> down ? BY_IDS_IN_SOURCE : BY_SOURCE_ID;
            case IDS_ON_BOTH_SIDES -> from.loaded() ? BY_IDS_IN_SOURCE : BY_SOURCE_ID;
            case JOINING_DOCUMENTS -> JOIN;
        };
    }
}
