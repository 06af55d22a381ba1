package dev.docshape.storage.sample;

import dev.docshape.model.DataModel;
import dev.docshape.model.Dating;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * How many instances each entity has in the sample and which instances are related. An entity
 * that is the child of a one-to-one, one-to-few or one-to-many relationship whose children belong
 * to one parent ({@code sharedBy} at most 1) is created by that relationship: its count is the sum
 * of the per-parent draws, so the children per parent follow the relationship's average and
 * maximum, bounded by the child's own model count (see {@link OwnedChildren}). Every other entity
 * has its model count times the scale, a lookup table at least its floor ({@link LookupTables}).
 */
final class Population {
    private final Map<String, Long> counts = new LinkedHashMap<>();
    private final Map<String, Links> links = new HashMap<>();
    /** Per entity created by a relationship, that relationship. */
    private final Map<String, Relationship> owners = new HashMap<>();
    private final LookupTables lookups;

    private Population(LookupTables lookups) {
        this.lookups = lookups;
    }

    static Population of(DataModel model, SampleOptions options) {
        Population p = new Population(LookupTables.of(model));
        Map<String, Relationship> owning = owningRelationships(model);
        SampleSize.check(model, options, owning);
        for (Entity e : model.entities()) p.count(e.id(), model, owning, options);
        for (Relationship r : model.relationships()) {
            if (!p.counts.containsKey(r.parent()) || !p.counts.containsKey(r.child()) || p.links.containsKey(r.id())) continue;
            // A child has as many parents as the estimate gives it (sharedBy, at least 1; docs/sample-data.md "Links"): one
            // for a one-to-many whose children another relationship creates (a comment's author), so no link is drawn
            // twice for one child; a many-to-many child lists its parents in an array bounded by sharedBy rounded up.
            int maxParents = (int) Math.ceil(Math.max(1, r.sharedBy()));
            p.links.put(r.id(), Links.shared(p.counts.get(r.parent()), p.counts.get(r.child()), r.minCount(), r.avgCount(), r.maxCount(),
                    r.presence(), maxParents, r.inversePresence(), options.childCounts(), options.seed(), Rng.key(r.id())));
        }
        return p;
    }

    /** Counts {@code entityId} and the owners above it, top down (see {@link OwningChain}). */
    private void count(String entityId, DataModel model, Map<String, Relationship> owning, SampleOptions options) {
        OwningChain chain = OwningChain.of(entityId, owning, counts::containsKey);
        if (chain.cycleEntry() != null) counts.put(chain.cycleEntry(), modelCount(model.requireEntity(chain.cycleEntry()), options));
        for (String id : chain.topFirst()) {
            if (counts.containsKey(id)) continue;
            Relationship r = owning.get(id);
            if (r == null) {
                counts.put(id, modelCount(model.requireEntity(id), options));
            } else {
                long parents = counts.get(r.parent());
                double avg = OwnedChildren.average(r, parents, modelCount(model.requireEntity(id), options));
                // where the model's count bounds the average, the minimum gives way too (ChildCounts.drawAt)
                Links l = Links.owned(parents, r.minCount(), avg, r.maxCount(), r.presence(), options.childCounts(), options.seed(),
                        Rng.key(r.id()));
                links.put(r.id(), l);
                owners.put(id, r);
                counts.put(id, l.childCount());
            }
        }
    }

    /**
     * No owning parent, or an ownership cycle: the model's count decides (at least one instance when it has any; a
     * lookup table at least its floor, {@link LookupTables}).
     */
    private long modelCount(Entity e, SampleOptions options) {
        return lookups.instances(e, options.scale());
    }

    static Map<String, Relationship> owningRelationships(DataModel model) {
        Set<String> entityIds = new HashSet<>();
        for (Entity e : model.entities()) entityIds.add(e.id());
        Map<String, Relationship> owning = new HashMap<>();
        for (Relationship r : model.relationships()) {
            // the relationship that creates the children, by the rule the estimate dates them by (docs/sample-data.md "Links");
            // not one some children lack a parent of: they are created on their own (decision 0573)
            boolean owns = Dating.creates(r) && r.inversePresence() >= 1 && entityIds.contains(r.parent()) && entityIds.contains(r.child());
            if (owns) owning.putIfAbsent(r.child(), r);
        }
        return owning;
    }

    long count(String entityId) {
        Long n = counts.get(entityId);
        if (n == null) throw new IllegalArgumentException("no entity '" + entityId + "' in the sample");
        return n;
    }

    /** The relationship that creates the entity's instances (each has exactly one parent there), or null. */
    Relationship owner(String entityId) {
        return owners.get(entityId);
    }

    boolean hasLinks(String relationshipId) {
        return links.containsKey(relationshipId);
    }

    Links links(String relationshipId) {
        Links l = links.get(relationshipId);
        if (l == null) throw new IllegalArgumentException("no relationship '" + relationshipId + "' in the sample");
        return l;
    }
}
