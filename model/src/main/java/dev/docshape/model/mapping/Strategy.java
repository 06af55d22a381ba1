package dev.docshape.model.mapping;

/** How one relationship becomes documents. */
public sealed interface Strategy permits Embed, Reference, ExtendedReference, Subset, Bucket {

    /** True when the children live inside the parent's documents (wholly or in part). */
    boolean embedsChildren();

    /** A short label for menus and badges ("embedded", "referenced", ...). */
    String label();
}
