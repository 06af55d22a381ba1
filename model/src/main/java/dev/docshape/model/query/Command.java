package dev.docshape.model.query;

/** The driver commands the templates use, one database round trip each. */
public enum Command {
    FIND_ONE, FIND, AGGREGATE, INSERT_ONE, INSERT_MANY, UPDATE_ONE, UPDATE_MANY, DELETE_ONE, DELETE_MANY;

    public boolean isRead() {
        return this == FIND_ONE || this == FIND || this == AGGREGATE;
    }
}
