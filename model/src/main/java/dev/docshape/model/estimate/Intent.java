package dev.docshape.model.estimate;

import dev.docshape.model.Relationship;

import java.util.List;
import java.util.Objects;

/**
 * What one planned request is for, in the terms an application needs to send it: the action, the
 * entity whose instances it reads or writes, the relationship it follows or maintains, the entity
 * whose instances supply its values, and the earlier request whose results supply them. The query
 * templates ({@code dev.docshape.model.query}) turn it into the concrete operation.
 *
 * @param action       what the request does
 * @param entity       the entity whose instances (or their documents) it reads, counts or writes
 * @param relationship the relationship followed or maintained; null when none
 * @param via          the entity whose instances supply the values (ids) it needs; null when the
 *                     values are the application's input
 * @param after        index, in the pattern's requests, of the request whose results supply the
 *                     values; -1 when they are the application's input
 * @param fields       for updates, the fields written (empty: the whole instance)
 * @param folded       for a read of parents by id, the co-located relationships whose children the
 *                     same query returns (docs/counting-rules.md "Co-location"); empty otherwise
 * @param end          for a write of links, counts or children, the end of {@code relationship} the written
 *                     instances of {@code entity} are at: what tells the follower from the followed where both
 *                     ends are the same entity (decision 0494); null when not told
 */
public record Intent(Action action, String entity, String relationship, String via, int after, List<String> fields,
                     List<String> folded, Relationship.End end) {

    /** The kinds of step an application takes. */
    public enum Action {
        /** Reads the documents of the instances whose ids are known. */
        READ_BY_ID,
        /** Reads the first documents of a collection (a pattern that filters). */
        READ_FIRST,
        /** Reads the targets by the ids held in the documents of the source instances. */
        READ_BY_IDS_IN_SOURCE,
        /** Reads the targets (or their containers) that hold the ids of the source instances. */
        READ_BY_SOURCE_ID,
        /** Reads the bucket documents of the source instances. */
        READ_BUCKETS,
        /** Reads the joining documents of the source instances. */
        READ_JOINS,
        /** Counts the related instances of the source instances. */
        COUNT,
        /** Inserts the instance's own document. */
        INSERT,
        /** Changes fields of the instance wherever this collection holds it. */
        SET_FIELDS,
        /** Removes the instance from this collection (its document, or its copies inside others). */
        REMOVE,
        /** Pushes a new child into its parent's document (all of it, or the newest few). */
        PUSH_CHILD,
        /** Appends the child to the parent's open bucket, opening a new one when it is full. */
        PUSH_TO_BUCKET,
        /** Adds the related instance's id (or copy) to the documents holding the relationship's links. */
        ADD_LINK,
        /** Removes the related instance's id (or copy) from the documents holding the links. */
        REMOVE_LINK,
        /** Inserts joining documents. */
        INSERT_JOINS,
        /** Deletes joining documents. */
        DELETE_JOINS,
        /** Deletes the documents a feed no longer keeps after an insert (docs/counting-rules.md "Ordering and feeds"). */
        TRIM_FEED,
        /** Deletes the bucket documents of a removed parent. */
        DELETE_BUCKETS,
        /** Adds one to a pre-computed count. */
        INCREMENT_COUNT,
        /** Subtracts one from a pre-computed count. */
        DECREMENT_COUNT,
        /** Writes related instances that come with the written one. */
        WRITE_RELATED
    }

    public Intent {
        fields = List.copyOf(fields == null ? List.of() : fields);
        folded = List.copyOf(folded == null ? List.of() : folded);
    }

    /** An intent that returns no co-located children. */
    public Intent(Action action, String entity, String relationship, String via, int after, List<String> fields) {
        this(action, entity, relationship, via, after, fields, List.of(), null);
    }

    /** This intent writing the instances at {@code writtenEnd} of its relationship. */
    public Intent at(Relationship.End writtenEnd) {
        return new Intent(action, entity, relationship, via, after, fields, folded, writtenEnd);
    }

    /** This intent also returning the children of co-located {@code relationshipId}. */
    public Intent folding(String relationshipId) {
        List<String> more = new java.util.ArrayList<>(folded);
        more.add(relationshipId);
        return new Intent(action, entity, relationship, via, after, fields, more, end);
    }

    public static Intent of(Action action, String entity, String relationship, String via, int after) {
        return new Intent(action, entity, relationship, via, after, List.of());
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof Intent that && action == that.action
            && after == that.after
            && Objects.equals(entity, that.entity)
            && Objects.equals(relationship, that.relationship)
            && Objects.equals(via, that.via)
            && Objects.equals(fields, that.fields)
            && Objects.equals(folded, that.folded)
            && end == that.end;
    }

    @Override
    public int hashCode() {
        int h = Objects.hashCode(action);
        h = 31 * h + Objects.hashCode(entity);
        h = 31 * h + Objects.hashCode(relationship);
        h = 31 * h + Objects.hashCode(via);
        h = 31 * h + Integer.hashCode(after);
        h = 31 * h + Objects.hashCode(fields);
        h = 31 * h + Objects.hashCode(folded);
        h = 31 * h + Objects.hashCode(end);
        return h;
    }
}
