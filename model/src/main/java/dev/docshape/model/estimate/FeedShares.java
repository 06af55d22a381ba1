package dev.docshape.model.estimate;

import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.projection.ChildrenTaken;

import java.util.Map;

/**
 * How much of its entity a declared feed holds and how often an insert trims it (docs/counting-rules.md "Ordering and
 * feeds"), over one model's counts; split from {@link ModelIndex}, which answers the planners through it.
 */
final class FeedShares {
    private final Map<String, Entity> entities;
    private final Map<String, Relationship> relationships;
    private final PlanReads consulted;

    FeedShares(Map<String, Entity> entities, Map<String, Relationship> relationships, PlanReads consulted) {
        this.entities = entities;
        this.relationships = relationships;
        this.consulted = consulted;
    }

    /**
     * The documents a feed holds: its {@code keep}, or for a feed per parent, each parent's children up to
     * {@code keep}, never more than the entity has.
     */
    double held(Duplicates.Duplicate feed) {
        double all = count(feed.entity());
        Relationship r = parent(feed);
        double held = r == null ? feed.keep() : count(r.parent()) * ChildrenTaken.perParent(r, feed.keep());
        return all > 0 ? Math.min(all, held) : held;
    }

    /**
     * The relationship of whose parents a feed keeps the latest each; null for a feed of all documents, and for one
     * naming a relationship it cannot keep per parent (validation reports it; the feed is then priced as of all).
     */
    Relationship parent(Duplicates.Duplicate feed) {
        Relationship r = feed.isPerParent() ? relationships.get(feed.parent()) : null;
        if (r == null || !Duplicates.Duplicate.keepsPerParent(r, feed.entity())) return null;
        consulted.ends(r);
        return r;
    }

    /**
     * The share of inserts that find their feed full and trim it: 1 or 0 for a feed of all documents, for a
     * feed per parent the share of parents with at least {@code keep} children.
     */
    double trimShare(Duplicates.Duplicate feed) {
        Relationship r = parent(feed);
        if (r == null) return count(feed.entity()) >= feed.keep() ? 1 : 0;
        return ChildrenTaken.shareWithAtLeast(r, feed.keep());
    }

    private double count(String entityId) {
        Entity e = entities.get(entityId);
        return e == null ? 0 : e.count();
    }
}
