package dev.docshape.model.advice;

import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How the read patterns use each relationship, indexed once per advice for the hybrid rules: which
 * side an include starts from and which fields it shows, and which reads count the children.
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

    private final Map<String, List<Follow>> follows = new HashMap<>();
    private final Map<String, List<Count>> counts = new HashMap<>();

    ReadUses(List<AccessPattern> patterns, Map<String, Relationship> relationships) {
        for (AccessPattern p : patterns) {
            if (!(p instanceof ReadPattern read)) continue;
            for (String counted : read.counts()) {
                counts.computeIfAbsent(counted, k -> new ArrayList<>()).add(new Count(read.id(), read.entity(), read.frequency()));
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

    List<Count> counts(String relationshipId) {
        return counts.getOrDefault(relationshipId, List.of());
    }
}
