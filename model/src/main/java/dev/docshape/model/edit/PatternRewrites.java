package dev.docshape.model.edit;

import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** Changed copies of access patterns, for the cascades of removals and renames. */
final class PatternRewrites {
    private PatternRewrites() {
    }

    /**
     * The pattern without what follows or names relationship {@code relationshipId}: includes of it
     * (with everything below them), counts of it, a filter by its parent, an insert under it. Empty
     * when the pattern cannot exist without it (a link or unlink of it).
     */
    static Optional<AccessPattern> withoutRelationship(AccessPattern pattern, String relationshipId) {
        if (pattern instanceof ReadPattern read) {
            String byParent = relationshipId.equals(read.byParent()) ? null : read.byParent();
            List<String> counts = read.counts().stream().filter(c -> !c.equals(relationshipId)).toList();
            return Optional.of(new ReadPattern(read.id(), read.name(), read.frequency(), read.entity(), read.selection(),
                    byParent, read.expectedMatches(), read.limit(), read.fields(),
                    withoutRelationship(read.includes(), relationshipId), counts, read.order()));
        }
        WritePattern write = (WritePattern) pattern;
        boolean needsIt = relationshipId.equals(write.relationship());
        if (needsIt && (write.kind() == WriteKind.LINK || write.kind() == WriteKind.UNLINK)) return Optional.empty();
        return Optional.of(new WritePattern(write.id(), write.name(), write.frequency(), write.kind(), write.entity(),
                needsIt ? null : write.relationship(), write.fields(), withoutRelationship(write.includes(), relationshipId)));
    }

    private static List<Include> withoutRelationship(List<Include> includes, String relationshipId) {
        List<Include> kept = new ArrayList<>();
        for (Include include : includes) {
            if (include.relationship().equals(relationshipId)) continue;
            kept.add(new Include(include.relationship(), include.fields(), include.limit(),
                    withoutRelationship(include.includes(), relationshipId),
                    include.counts().stream().filter(c -> !c.equals(relationshipId)).toList()));
        }
        return kept;
    }

    /**
     * The pattern with {@code change} applied to every list of fields it reads or writes of entity
     * {@code entityId}: its root fields when it starts there, and the fields of every include that
     * arrives there. Includes of unknown relationships are left alone.
     */
    static AccessPattern withFieldNames(AccessPattern pattern, DataModel model, String entityId,
                                        UnaryOperator<List<String>> change) {
        boolean root = pattern.entity().equals(entityId);
        if (pattern instanceof ReadPattern read) {
            return new ReadPattern(read.id(), read.name(), read.frequency(), read.entity(), read.selection(),
                    read.byParent(), read.expectedMatches(), read.limit(), root ? change.apply(read.fields()) : read.fields(),
                    withFieldNames(read.includes(), read.entity(), model, entityId, change), read.counts(),
                    root ? withFieldName(read.order(), change) : read.order());
        }
        WritePattern write = (WritePattern) pattern;
        return new WritePattern(write.id(), write.name(), write.frequency(), write.kind(), write.entity(),
                write.relationship(), root ? change.apply(write.fields()) : write.fields(),
                withFieldNames(write.includes(), write.entity(), model, entityId, change));
    }

    /** The order with {@code change} applied to its field; null when the field is gone. */
    static Ordering withFieldName(Ordering order, UnaryOperator<List<String>> change) {
        if (order == null) return null;
        List<String> changed = change.apply(List.of(order.field()));
        return changed.isEmpty() ? null : new Ordering(changed.get(0), order.direction());
    }

    private static List<Include> withFieldNames(List<Include> includes, String standingOn, DataModel model,
                                                String entityId, UnaryOperator<List<String>> change) {
        List<Include> changed = new ArrayList<>(includes.size());
        for (Include include : includes) {
            Optional<Relationship> relationship = model.relationship(include.relationship());
            if (relationship.isEmpty() || !touches(relationship.get(), standingOn)) {
                changed.add(include);
                continue;
            }
            String other = relationship.get().otherEnd(standingOn);
            changed.add(new Include(include.relationship(),
                    other.equals(entityId) ? change.apply(include.fields()) : include.fields(), include.limit(),
                    withFieldNames(include.includes(), other, model, entityId, change), include.counts()));
        }
        return changed;
    }

    private static boolean touches(Relationship relationship, String entityId) {
        return relationship.parent().equals(entityId) || relationship.child().equals(entityId);
    }
}
