package dev.docshape.model.mapping;

/** Which side of a relationship keeps the copied fields of an extended reference. */
public enum Holder {
    /** Each child keeps its parent(s)' id and copied fields ({@code book.authors[{id, name}]}). */
    CHILD,
    /** The parent keeps each child's id and copied fields. */
    PARENT
}
