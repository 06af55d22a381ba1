package dev.docshape.model.pattern;

/** What a write does. */
public enum WriteKind {
    /** Creates one instance, under a parent when {@link WritePattern#relationship()} is set. */
    INSERT,
    /** Changes the given fields of one instance (and of related data it includes). */
    UPDATE,
    /** Removes one instance. */
    DELETE,
    /** Adds a link of a many-to-many relationship. */
    LINK,
    /** Removes a link of a many-to-many relationship. */
    UNLINK
}
