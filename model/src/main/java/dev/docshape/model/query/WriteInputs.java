package dev.docshape.model.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.Relationship.End;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

/**
 * Which of the application's inputs a write pattern's operation takes an instance's id or data from: {@code id} or
 * {@code doc} for the instance written, {@code relatedId} / {@code related} for another, {@code parentId} and
 * {@code childId} for a link's two ends. Where both ends of a relationship are the same entity, by end (decision 0494).
 */
final class WriteInputs {
    private final DataModel model;
    private final WritePattern pattern;

    WriteInputs(DataModel model, WritePattern pattern) {
        this.model = model;
        this.pattern = pattern;
    }

    /** The id of the relationship's parent or child end: a self relationship's ends are told apart by side. */
    Expr endRef(Relationship r, boolean parentEnd) {
        End end = parentEnd ? End.PARENT : End.CHILD;
        return ref(r.entityAt(end), end, r.id());
    }

    /** The id of an instance of {@code entity} this pattern writes or links. */
    Expr ref(String entity) {
        return ref(entity, null, null);
    }

    /**
     * The id of an instance of {@code entity} at {@code end} of {@code relationship} (null: not told) this pattern
     * writes or links: by end where both ends are the same entity (decision 0494).
     */
    Expr ref(String entity, End end, String relationship) {
        if (linking()) {
            Relationship r = model.requireRelationship(pattern.relationship());
            boolean parent = end != null ? end == End.PARENT : entity.equals(r.parent());
            return Expr.Input.of(parent ? "parentId" : "childId");
        }
        if (isSubject(entity, end, relationship)) {
            return pattern.kind() == WriteKind.INSERT ? Expr.Input.of("doc", Locations.TOP_ID) : Expr.Input.of("id");
        }
        return Expr.Input.of("relatedId");
    }

    boolean linking() {
        return pattern.kind() == WriteKind.LINK || pattern.kind() == WriteKind.UNLINK;
    }

    /**
     * True when the instance at {@code end} of the relationship is the one the pattern inserts, changes or removes.
     * At a self relationship's parent end it is not: the written instance is the child (the reply, the user removed
     * from the lists of those following it), as the estimator plans it.
     */
    boolean isSubject(String entity, End end, String relationship) {
        if (!isSubject(entity)) return false;
        return end != End.PARENT || relationship == null || !model.requireRelationship(relationship).isSelf();
    }

    /** The data of an instance pushed or copied. */
    Expr data(String entity) {
        return Expr.Input.of(isSubject(entity) ? "doc" : "related");
    }

    boolean isSubject(String entity) {
        return entity.equals(pattern.entity());
    }
}
