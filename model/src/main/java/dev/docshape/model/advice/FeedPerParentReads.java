package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.projection.Projection;

import java.util.List;
import java.util.Optional;

/**
 * The reads a feed per parent serves (docs/advisor-rules.md "feed-of-latest", decision 0326): the listings of one
 * relationship's children by their parent, all by one order, taking the first N, N a feed can keep. The advisor's
 * rule and the design search's feed moves (search: FeedSlots) both start from it, so a feed per parent the advisor
 * suggests is one the search can declare.
 *
 * @param relationship the parent relationship the feed keeps the latest of each parent of
 * @param order        the one order the listings read by
 * @param frequency    the listings' reads per second that take the first N by that order
 * @param largest      the largest N they take
 */
public record FeedPerParentReads(Relationship relationship, Ordering order, double frequency, int largest) {

    /**
     * The first-N reads of {@code listings} (the reads of {@code r}'s children by their parent) when a feed of
     * {@code entityId} per parent of {@code r} serves them all: the entity is the child with one parent
     * ({@link Duplicates.Duplicate#keepsPerParent}) and every listing reads by the same order; empty otherwise.
     */
    public static Optional<FeedPerParentReads> of(Relationship r, String entityId, List<ReadPattern> listings) {
        if (!Duplicates.Duplicate.keepsPerParent(r, entityId)) return Optional.empty();
        if (listings.stream().map(ReadPattern::order).distinct().count() != 1) return Optional.empty();
        double frequency = 0;
        int largest = 0;
        for (ReadPattern p : listings) {
            if (p.limit() <= 0 || p.order() == null || p.limit() > Duplicates.Duplicate.MAX_KEEP) continue;
            frequency += p.frequency();
            largest = Math.max(largest, p.limit());
        }
        return largest == 0 ? Optional.empty() : Optional.of(new FeedPerParentReads(r, listings.get(0).order(), frequency, largest));
    }

    /** How many documents of each parent the feed keeps ({@link FeedKeep}). */
    public int keep(DataModel model) {
        return FeedKeep.of(model, relationship.child(), largest);
    }

    /** True when the parents have on average enough children for a feed of {@code keep} to leave most of them out. */
    public boolean worthKeeping(int keep) {
        return relationship.avgCount() >= Thresholds.FEED_PER_PARENT_SHARE * keep;
    }

    /**
     * The feed per parent serving these reads, keeping {@code keep}: in a partitioned design keyed by the field of the
     * child's collection in {@code projection} that holds the parent's id, so one parent's feed is read in one partition.
     */
    public Duplicates.Duplicate feed(int keep, Design design, Projection projection) {
        String parentId = relationship.parent();
        String key = design.partitioning().partitions() <= 1 ? null
                : projection.entityCollection(relationship.child()).flatMap(c -> c.referenceField(parentId)).orElse(null);
        return new Duplicates.Duplicate(relationship.child(), key, keep, order, relationship.id());
    }
}
