package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WritePattern;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the access patterns do with one relationship, gathered in one pass over the patterns:
 * which fields of each end they read through it, how many children they take at most and in which
 * order, whether they count its children and which page size they read children in.
 */
final class RelationshipUse {
    /** Fields of the parent read through the relationship from the child, with nothing included further. */
    final Set<String> parentFieldsRead = new LinkedHashSet<>();
    /** Fields of the child read through the relationship from the parent, with nothing included further. */
    final Set<String> childFieldsRead = new LinkedHashSet<>();
    /**
     * The reads that take the first N children of one parent, in pattern order: includes from the parent with a
     * limit ("the 3 most recent", any order) and listings of the children by their parent with a limit (in the
     * listing's order, if it asks for one).
     */
    final List<FirstChildren> firstChildren = new ArrayList<>();
    /** The largest page of children read by their parent (a filter by parent with a limit); 0 when none. */
    int largestPage;
    /** Some read counts the relationship's children. */
    boolean counted;
    /** Some read takes the children by their parent: with the parent, or listed by the parent's id. */
    boolean childrenReadByParent;
    /** Reads per second that take all the children of one parent: listed by the parent's id or included from it, with no limit. */
    double allChildrenReads;
    /** Writes per second that write one child: the child inserted, updated or deleted, or written with its parent. */
    double childWrites;
    /**
     * The children of one parent the reads that take all of them from many parents at once get: fewer than the average
     * where the parents in hand together have fewer children than that (the child entity's count spread over them, as
     * the estimator caps them), rounded up, largest first (decision 0438).
     */
    final TreeSet<Integer> childrenPerParentRead = new TreeSet<>(Comparator.reverseOrder());
    /** The patterns that follow, count, page or write through the relationship. */
    final Set<String> patterns = new LinkedHashSet<>();

    private RelationshipUse() {
    }

    /**
     * A read of the first {@code limit} children of a parent.
     *
     * @param order the order they are the first by; null when any {@code limit} of them will do
     */
    record FirstChildren(int limit, Ordering order) {
    }

    /** The use of every relationship of {@code model}, keyed by relationship id. */
    static Map<String, RelationshipUse> of(DataModel model) {
        Map<String, Relationship> relationships = new HashMap<>();
        Map<String, RelationshipUse> uses = new HashMap<>();
        Map<String, List<RelationshipUse>> byChild = new HashMap<>();
        for (Relationship r : model.relationships()) {
            relationships.put(r.id(), r);
            RelationshipUse use = new RelationshipUse();
            uses.put(r.id(), use);
            byChild.computeIfAbsent(r.child(), k -> new ArrayList<>()).add(use);
        }
        Map<String, Long> counts = new HashMap<>();
        for (Entity e : model.entities()) counts.put(e.id(), e.count());
        for (AccessPattern p : model.patterns()) {
            if (p instanceof ReadPattern read) {
                for (String counted : read.counts()) {
                    RelationshipUse use = uses.get(counted);
                    if (use == null) continue;
                    use.counted = true;
                    use.patterns.add(p.id());
                }
                RelationshipUse paged = read.byParent() == null ? null : uses.get(read.byParent());
                if (paged != null) {
                    paged.patterns.add(p.id());
                    paged.childrenReadByParent = true;
                    if (read.limit() > 0) paged.largestPage = Math.max(paged.largestPage, read.limit());
                    else paged.allChildrenReads += read.frequency();
                    if (read.limit() > 0 && read.entity().equals(relationships.get(read.byParent()).child())) {
                        paged.firstChildren.add(new FirstChildren(read.limit(), read.order()));
                    }
                }
                walk(p, true, read.entity(), inHand(read), read.includes(), relationships, uses, counts);
            } else if (p instanceof WritePattern write) {
                RelationshipUse written = write.relationship() == null ? null : uses.get(write.relationship());
                if (written != null) written.patterns.add(p.id());
                for (RelationshipUse asChild : byChild.getOrDefault(write.entity(), List.of())) asChild.childWrites += write.frequency();
                walk(p, false, write.entity(), 1, write.includes(), relationships, uses, counts);
            }
        }
        return uses;
    }

    /** One include to follow, from {@code inHand} instances of {@code standingOn}. */
    private record Step(String standingOn, double inHand, Include include) {
    }

    /** The instances a read starts from: one by id, else the first {@code limit} of those it matches. */
    private static double inHand(ReadPattern read) {
        if (read.selection() == Selection.BY_ID) return 1;
        double matches = Math.max(1, read.expectedMatches());
        return read.limit() > 0 ? Math.min(read.limit(), matches) : matches;
    }

    private static void walk(AccessPattern pattern, boolean read, String root, double rootInHand, List<Include> includes,
                             Map<String, Relationship> relationships, Map<String, RelationshipUse> uses, Map<String, Long> counts) {
        Deque<Step> pending = new ArrayDeque<>();
        for (Include i : includes) pending.push(new Step(root, rootInHand, i));
        while (!pending.isEmpty()) {
            Step step = pending.pop();
            Relationship r = relationships.get(step.include().relationship());
            if (r == null || !(r.parent().equals(step.standingOn()) || r.child().equals(step.standingOn()))) continue;
            RelationshipUse use = uses.get(r.id());
            use.patterns.add(pattern.id());
            boolean fromParent = r.parent().equals(step.standingOn());
            Include include = step.include();
            if (include.includes().isEmpty() && !include.fields().isEmpty()) {
                (fromParent ? use.childFieldsRead : use.parentFieldsRead).addAll(include.fields());
            }
            if (fromParent && read) use.childrenReadByParent = true;
            if (fromParent && read && include.limit() == 0) use.allChildrenReads += pattern.frequency();
            if (fromParent && !read) use.childWrites += pattern.frequency();
            if (fromParent && include.limit() > 0) use.firstChildren.add(new FirstChildren(include.limit(), null));
            String other = fromParent ? r.child() : r.parent();
            double reached = step.inHand() * (!fromParent ? 1 : include.limit() > 0 ? Math.min(include.limit(), r.avgCount()) : r.avgCount());
            long there = counts.getOrDefault(other, 0L);
            if (there > 0 && reached > there) {
                // the parents in hand have fewer children between them than the average says: the estimator caps them
                if (fromParent && read && include.limit() == 0) use.childrenPerParentRead.add((int) Math.ceil(there / step.inHand()));
                reached = there;
            }
            for (Include next : include.includes()) pending.push(new Step(other, reached, next));
        }
    }
}
