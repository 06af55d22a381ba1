package dev.docshape.model.advice;

import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the access patterns do with each relationship, indexed once per advice: the rules ask about
 * every relationship, and walking every pattern's includes for each of them cost the product of
 * the two. Pattern lists keep model order, so sums of frequencies add up in the same order as a
 * walk over the model's patterns would.
 */
final class PatternFacts {
    private final List<AccessPattern> patterns;
    /** Per pattern (model order): every relationship its includes follow, at any depth. */
    private final List<Set<String>> included = new ArrayList<>();
    /** Relationship id to the positions of the patterns that follow it in their includes. */
    private final Map<String, List<Integer>> including = new HashMap<>();
    /** Relationship id to the positions of the patterns that follow, filter by, count or write along it. */
    private final Map<String, List<Integer>> touching = new HashMap<>();
    /** Entity id to the positions of the read patterns that start from it. */
    private final Map<String, List<Integer>> readsFrom = new HashMap<>();
    private final Map<String, Integer> includeLimits = new HashMap<>();
    private final Map<String, Integer> pageSizes = new HashMap<>();

    PatternFacts(List<AccessPattern> patterns) {
        this.patterns = patterns;
        for (int i = 0; i < patterns.size(); i++) {
            AccessPattern p = patterns.get(i);
            Set<String> follows = new HashSet<>();
            collect(p instanceof ReadPattern read ? read.includes() : ((WritePattern) p).includes(), follows);
            included.add(follows);
            Set<String> touches = new LinkedHashSet<>(follows);
            if (p instanceof ReadPattern read) {
                if (read.byParent() != null) {
                    touches.add(read.byParent());
                    pageSizes.merge(read.byParent(), read.limit(), Math::max);
                }
                touches.addAll(read.counts());
                readsFrom.computeIfAbsent(p.entity(), k -> new ArrayList<>()).add(i);
            } else if (((WritePattern) p).relationship() != null) {
                touches.add(((WritePattern) p).relationship());
            }
            for (String r : follows) including.computeIfAbsent(r, k -> new ArrayList<>()).add(i);
            for (String r : touches) touching.computeIfAbsent(r, k -> new ArrayList<>()).add(i);
        }
    }

    private void collect(List<Include> includes, Set<String> follows) {
        for (Include include : includes) {
            follows.add(include.relationship());
            includeLimits.merge(include.relationship(), include.limit(), Math::max);
            collect(include.includes(), follows);
        }
    }

    /** The ids of the patterns that follow, filter by, count or write along {@code relationshipId}, in model order. */
    List<String> touching(String relationshipId) {
        List<String> ids = new ArrayList<>();
        for (int i : touching.getOrDefault(relationshipId, List.of())) ids.add(patterns.get(i).id());
        return ids;
    }

    /** Reads per second of the relationship's parent that also read its children. */
    double readsWith(Relationship r) {
        double total = 0;
        for (int i : including.getOrDefault(r.id(), List.of())) {
            if (patterns.get(i) instanceof ReadPattern) total += patterns.get(i).frequency();
        }
        return total;
    }

    /** Reads per second that start from the relationship's parent and do not read its children. */
    double readsWithout(Relationship r) {
        double total = 0;
        for (int i : readsFrom.getOrDefault(r.parent(), List.of())) {
            if (!included.get(i).contains(r.id())) total += patterns.get(i).frequency();
        }
        return total;
    }

    /** The largest number of children any pattern asks for when it follows the relationship; 0 = none limits. */
    int includeLimit(String relationshipId) {
        return Math.max(0, includeLimits.getOrDefault(relationshipId, 0));
    }

    /** The page size of reads of the children by their parent; 0 = none. */
    int pageSize(String relationshipId) {
        return Math.max(0, pageSizes.getOrDefault(relationshipId, 0));
    }
}
