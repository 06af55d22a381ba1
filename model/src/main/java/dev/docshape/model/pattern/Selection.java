package dev.docshape.model.pattern;

/** How a read finds its root documents. */
public enum Selection {
    /** One document by its id. */
    BY_ID,
    /** A query with an expected number of matches and a limit. */
    FILTER
}
