package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
        for (Relationship r : model.relationships()) {
            relationships.put(r.id(), r);
            uses.put(r.id(), new RelationshipUse());
        }
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
                    if (read.limit() > 0 && read.entity().equals(relationships.get(read.byParent()).child())) {
                        paged.firstChildren.add(new FirstChildren(read.limit(), read.order()));
                    }
                }
                walk(p.id(), true, read.entity(), read.includes(), relationships, uses);
            } else if (p instanceof WritePattern write) {
                RelationshipUse written = write.relationship() == null ? null : uses.get(write.relationship());
                if (written != null) written.patterns.add(p.id());
                walk(p.id(), false, write.entity(), write.includes(), relationships, uses);
            }
        }
        return uses;
    }

    private record Step(String standingOn, Include include) {
    }

    private static void walk(String patternId, boolean read, String root, List<Include> includes, Map<String, Relationship> relationships,
                             Map<String, RelationshipUse> uses) {
        Deque<Step> pending = new ArrayDeque<>();
        for (Include i : includes) pending.push(new Step(root, i));
        while (!pending.isEmpty()) {
            Step step = pending.pop();
            Relationship r = relationships.get(step.include().relationship());
            if (r == null || !(r.parent().equals(step.standingOn()) || r.child().equals(step.standingOn()))) continue;
            RelationshipUse use = uses.get(r.id());
            use.patterns.add(patternId);
            boolean fromParent = r.parent().equals(step.standingOn());
            Include include = step.include();
            if (include.includes().isEmpty() && !include.fields().isEmpty()) {
                (fromParent ? use.childFieldsRead : use.parentFieldsRead).addAll(include.fields());
            }
            if (fromParent && read) use.childrenReadByParent = true;
            if (fromParent && include.limit() > 0) use.firstChildren.add(new FirstChildren(include.limit(), null));
            String other = fromParent ? r.child() : r.parent();
            for (Include next : include.includes()) pending.push(new Step(other, next));
        }
    }
}
