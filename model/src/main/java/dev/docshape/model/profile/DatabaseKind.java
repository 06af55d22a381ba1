package dev.docshape.model.profile;

/** The document database a {@link Profile} describes. */
public enum DatabaseKind {
    MONGODB, COSMOS
}
