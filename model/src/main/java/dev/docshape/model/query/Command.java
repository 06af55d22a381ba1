package dev.docshape.model.query;

import dev.docshape.model.estimate.Request;

/** The driver commands the templates use, one database round trip each. */
public enum Command {
    FIND_ONE, FIND, AGGREGATE, INSERT_ONE, INSERT_MANY, UPDATE_ONE, UPDATE_MANY, DELETE_ONE, DELETE_MANY;

    public boolean isRead() {
        return this == FIND_ONE || this == FIND || this == AGGREGATE;
    }

    /** An update of the documents the request writes: of several ({@code updateMany}) where it writes several, patches included. */
    static Command updateOf(Request request) {
        return request.operation().isMany() ? UPDATE_MANY : UPDATE_ONE;
    }
}
