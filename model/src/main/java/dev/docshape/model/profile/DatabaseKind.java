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

    /**
     * True when a query can sort documents by a value inside an array and return the first N: MongoDB sorts a document
     * by its highest (descending) or lowest (ascending) array value. Cosmos DB SQL cannot ("Order-by over correlated
     * collections is not supported"): its query reads every document holding the items and the application takes the
     * first N (decision 0393, docs/counting-rules.md "Items of all parents taken by an order").
     */
    public boolean sortsInsideArrays() {
        return this == MONGODB;
    }
}
