package dev.docshape.model.query;

import dev.docshape.model.estimate.Intent;
import dev.docshape.model.estimate.Request;

import java.util.List;
import java.util.Map;

/**
 * One operation an application sends for one planned request: the request and the command that
 * carries it out.
 *
 * @param step         its number in the pattern, from 1
 * @param request      the estimator's request it carries out (one operation per request)
 * @param command      the driver command
 * @param collection   the collection it goes to
 * @param filter       which documents (for inserts: empty)
 * @param body         the update, the inserted document(s), or the aggregation pipeline; null for finds and deletes
 * @param arrayFilters for updates of copies inside arrays, the filters naming the array items
 * @param upsert       whether an update inserts a document when none matches
 * @param limit        for finds, the most documents read; 0 = no limit
 * @param dependsOn    the steps whose results it needs
 * @param sort         for finds, the order the first {@code limit} documents are taken in ({@code {createdAt: -1}});
 *                     empty = any
 * @param projection   for finds, the fields returned ({@code {"title": 1}}); empty = whole documents
 *                     (docs/counting-rules.md "Projections and counts on includes")
 * @param firstItems   for the aggregate taking one parent's first N children over its buckets, what it takes; else null
 */
public record Operation(int step, Request request, Command command, String collection, Expr.Doc filter, Expr body,
                        List<Expr.Doc> arrayFilters, boolean upsert, int limit, List<Integer> dependsOn, Expr.Doc sort,
                        Expr.Doc projection, FirstItems firstItems) {
    public Operation {
        arrayFilters = List.copyOf(arrayFilters);
        dependsOn = List.copyOf(dependsOn);
        if (sort == null) sort = new Expr.Doc(Map.of());
        if (projection == null) projection = new Expr.Doc(Map.of());
    }

    /**
     * True for a count: an aggregate grouping what links to each key. A read's aggregate returns documents (the first N
     * items over a parent's buckets, decision 0524).
     */
    public boolean counts() {
        return command == Command.AGGREGATE && request.intent().action() == Intent.Action.COUNT;
    }

    /** A write of the request at {@code index} of its pattern's plan: step {@code index + 1}, needing no earlier step. */
    static Operation write(int index, Request request, Command command, String collection, Expr.Doc filter, Expr body,
                           List<Expr.Doc> arrayFilters, boolean upsert) {
        return new Operation(index + 1, request, command, collection, filter, body, arrayFilters, upsert, 0, List.of());
    }

    /** An operation taking no parent's first items over its buckets. */
    public Operation(int step, Request request, Command command, String collection, Expr.Doc filter, Expr body,
                     List<Expr.Doc> arrayFilters, boolean upsert, int limit, List<Integer> dependsOn, Expr.Doc sort,
                     Expr.Doc projection) {
        this(step, request, command, collection, filter, body, arrayFilters, upsert, limit, dependsOn, sort, projection, null);
    }

    /** An operation on whole documents in no particular order. */
    public Operation(int step, Request request, Command command, String collection, Expr.Doc filter, Expr body,
                     List<Expr.Doc> arrayFilters, boolean upsert, int limit, List<Integer> dependsOn) {
        this(step, request, command, collection, filter, body, arrayFilters, upsert, limit, dependsOn, null, null, null);
    }
}
