package dev.docshape.model.mapping;

/** Where a reference is stored. */
public enum Placement {
    /** Each child document holds its parent's id ({@code book.publisherId}). */
    CHILD_HOLDS_PARENT_ID,
    /** The parent document holds an array of child ids ({@code publisher.books}). */
    PARENT_HOLDS_CHILD_IDS,
    /** Arrays of ids on both sides ({@code author.books}, {@code book.authors}). */
    IDS_ON_BOTH_SIDES,
    /** Separate joining documents {@code {parentId, childId}}, as a relational join table. */
    JOINING_DOCUMENTS
}
