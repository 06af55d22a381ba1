package dev.docshape.model.advice;

import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.mapping.Ordering;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How the read patterns use each relationship, indexed once per advice for the hybrid and duplicate
 * rules: which side an include starts from and which fields it shows, which reads count the
 * children or list them by their parent, and which read the first N of an entity by an order.
 */
final class ReadUses {
    /**
     * One include of a read pattern.
     *
     * @param from      the entity the include stands on
     * @param fields    the fields it reads of the other end (empty = all)
     * @param goesOn    true when it follows further relationships from the other end
     * @param frequency the pattern's executions per second
     */
    record Follow(String patternId, String from, List<String> fields, boolean goesOn, double frequency) {
    }

    /** A read pattern counting a relationship's children (or parents) from its root entity. */
    record Count(String patternId, String from, double frequency) {
    }

    /**
     * A read of the first {@code limit} documents of its entity by {@code order}, over all of them (no parent): a feed's read.
     */
    record First(String patternId, Ordering order, int limit, double frequency) {
    }

    private final Map<String, List<Follow>> follows = new HashMap<>();
    /** Relationship id to the reads listing its children by their parent's id. */
    private final Map<String, List<ReadPattern>> listings = new HashMap<>();
    /** Entity id to its reads of the first N by an order, in model order. */
    private final Map<String, List<First>> firsts = new HashMap<>();
    private final Map<String, List<Count>> counts = new HashMap<>();

    ReadUses(List<AccessPattern> patterns, Map<String, Relationship> relationships) {
        for (AccessPattern p : patterns) {
            if (!(p instanceof ReadPattern read)) continue;
            for (String counted : read.counts()) {
                counts.computeIfAbsent(counted, k -> new ArrayList<>()).add(new Count(read.id(), read.entity(), read.frequency()));
            }
            if (read.byParent() != null) listings.computeIfAbsent(read.byParent(), k -> new ArrayList<>()).add(read);
            if (read.selection() == Selection.FILTER && read.byParent() == null && read.order() != null && read.limit() > 0) {
                firsts.computeIfAbsent(read.entity(), k -> new ArrayList<>())
                        .add(new First(read.id(), read.order(), read.limit(), read.frequency()));
            }
            walk(read, read.entity(), read.includes(), relationships);
        }
    }

    private void walk(ReadPattern read, String from, List<Include> includes, Map<String, Relationship> relationships) {
        for (Include inc : includes) {
            Relationship r = relationships.get(inc.relationship());
            if (r == null || (!r.parent().equals(from) && !r.child().equals(from))) continue;
            follows.computeIfAbsent(r.id(), k -> new ArrayList<>())
                    .add(new Follow(read.id(), from, inc.fields(), !inc.includes().isEmpty(), read.frequency()));
            walk(read, r.otherEnd(from), inc.includes(), relationships);
        }
    }

    List<Follow> follows(String relationshipId) {
        return follows.getOrDefault(relationshipId, List.of());
    }

    /** The reads that list the relationship's children by their parent's id. */
    List<ReadPattern> listings(String relationshipId) {
        return listings.getOrDefault(relationshipId, List.of());
    }

    /** The entity's reads of the first N by an order over all its documents. */
    List<First> firsts(String entityId) {
        return firsts.getOrDefault(entityId, List.of());
    }

    List<Count> counts(String relationshipId) {
        return counts.getOrDefault(relationshipId, List.of());
    }
}
