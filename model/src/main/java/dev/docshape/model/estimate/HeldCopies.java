package dev.docshape.model.estimate;

import dev.docshape.model.projection.Occurrence;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one collection holds of an instance: documents of it (its own, a duplicate's, a feed's), and copies of it
 * inside other documents (embedded, in buckets, extended references), by the relationship that put them there;
 * null or empty where none. A collection may hold both: a user's document and its followers' copies of it, found by
 * different filters, so written by two requests (decision 0508); copies put there by two relationships are found at
 * two paths, so written by a request each (decision 0517).
 */
final class HeldCopies {
    Double documents;
    /** By the relationship that put them there: the documents holding copies, and where the first found sit. */
    final Map<String, Inside> insideBy = new LinkedHashMap<>();

    /** Documents holding copies put there by one relationship, and the path of the first ({@code recentComments.author}). */
    record Inside(double holding, String path) {
    }

    void add(Occurrence o, double holding) {
        if (o.fieldPath().isEmpty()) {
            documents = documents == null ? holding : documents + holding;
        } else {
            insideBy.merge(o.viaRelationship(), new Inside(holding, String.join(".", o.fieldPath())),
                    (first, more) -> new Inside(first.holding() + more.holding(), first.path()));
        }
    }
}
