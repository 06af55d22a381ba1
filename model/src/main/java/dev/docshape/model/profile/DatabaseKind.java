package dev.docshape.model.profile;

/** The document database a {@link Profile} describes. */
public enum DatabaseKind {
    MONGODB, COSMOS;

    /**
     * True when a read of one document by its id can return only some fields: MongoDB's find by {@code _id} takes a
     * projection; a Cosmos DB point read returns the whole item (docs/counting-rules.md "Projections and counts on
     * includes").
     */
    public boolean pointReadProjects() {
        return this == MONGODB;
    }
}
