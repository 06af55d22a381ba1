package dev.docshape.model.projection;

/** What a collection's documents are. */
public enum CollectionKind {
    /** One document per instance of an entity (with whatever is embedded in it). */
    ENTITY,
    /** Bucket documents grouping the children of one parent ({@code {postId, comments: [..100]}}). */
    BUCKET,
    /**
     * A second copy of an entity collection's documents the design declares (posts also stored by
     * their author's id): the same shape, maintained on every write (docs/counting-rules.md
     * "Duplicate collections").
     */
    DUPLICATE,
    /**
     * A feed the design declares: a copy of only the first N of an entity's documents by an order, with
     * the same shape as its own collection (docs/counting-rules.md "Ordering and feeds").
     */
    FEED,
    /** Joining documents {@code {authorId, bookId}} of a many-to-many relationship. */
    JOIN
}
