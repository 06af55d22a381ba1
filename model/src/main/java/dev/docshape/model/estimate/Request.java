package dev.docshape.model.estimate;

import java.util.Objects;

/**
 * One request an access pattern sends to the database, as the estimator plans it.
 *
 * @param level            its place in the chain of dependent requests: 1 for requests that need
 *                         nothing read before, n + 1 for one that needs the result of a level-n request
 * @param operation        what it does; it decides how the request is priced
 *                         (docs/counting-rules.md#request-units)
 * @param collection       the collection it goes to
 * @param docs             documents read (for reads) or written (for writes), on average
 * @param bytes            bytes of those documents
 * @param ru               request units it costs (Azure Cosmos DB's charge for it)
 * @param description      what it is for ("find Address by personId")
 * @param indexKeysWritten index keys a MongoDB server adds or removes for it
 *                         (docs/counting-rules.md#mongodb-figures)
 * @param intent           what the application does to send it (the query templates' input)
 * @param partitions       the partitions (MongoDB: shards) it goes to: 1 when its filter gives the
 *                         value of the collection's partition key or the collection is not
 *                         partitioned, all of them when it fans out (docs/counting-rules.md "Partitions")
 * @param bytesReturned    for reads, the bytes the server sends back: {@code bytes} unless the read returns only
 *                         some fields (a projection; docs/counting-rules.md "Projections and counts on includes")
 */
public record Request(int level, Operation operation, String collection, double docs, double bytes, double ru,
                      String description, double indexKeysWritten, Intent intent, int partitions, double bytesReturned) {

    public Request {
        if (partitions < 1) partitions = 1;
        if (operation.isWrite() || bytesReturned < 0 || bytesReturned > bytes) bytesReturned = operation.isWrite() ? 0 : bytes;
    }

    /** A request that returns whole documents (or, for a write, none). */
    public Request(int level, Operation operation, String collection, double docs, double bytes, double ru,
                   String description, double indexKeysWritten, Intent intent, int partitions) {
        this(level, operation, collection, docs, bytes, ru, description, indexKeysWritten, intent, partitions, bytes);
    }

    /** A request to a collection that is not partitioned. */
    public Request(int level, Operation operation, String collection, double docs, double bytes, double ru,
                   String description, double indexKeysWritten, Intent intent) {
        this(level, operation, collection, docs, bytes, ru, description, indexKeysWritten, intent, 1, bytes);
    }

    /** True when it goes to more than one partition (shard). */
    public boolean fansOut() {
        return partitions > 1;
    }

    /** The kinds of request. */
    public enum Operation {
        /** One document fetched by its id. */
        POINT_READ,
        /** A query returning whole documents. */
        QUERY,
        /** A count query: it counts index entries and returns no document. */
        COUNT,
        /** A new document. */
        INSERT,
        /** One whole document replaced. */
        UPDATE,
        /** Several whole documents replaced (an update of every copy). */
        UPDATE_MANY,
        /** One document changed in place: {@code $set}, {@code $inc}, {@code $push}, {@code $pull}, a Cosmos DB patch. */
        PATCH,
        /** Several documents changed in place: {@code updateMany} with {@code $set} (found by a query first in Cosmos DB). */
        PATCH_MANY,
        /**
         * One document changed in place inside a multi-document transaction or stored procedure that keeps it
         * consistent with another write of the pattern (a pre-computed count): Cosmos DB reads it first.
         */
        TRANSACTIONAL_PATCH,
        /** One document deleted. */
        DELETE,
        /** Several documents deleted. */
        DELETE_MANY;

        public boolean isWrite() {
            return this != POINT_READ && this != QUERY && this != COUNT;
        }

        /** True for writes that first find their documents with a query (several documents at once). */
        public boolean isMany() {
            return this == UPDATE_MANY || this == PATCH_MANY || this == DELETE_MANY;
        }
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof Request that && level == that.level
            && operation == that.operation
            && partitions == that.partitions
            && Double.compare(docs, that.docs) == 0
            && Double.compare(bytes, that.bytes) == 0
            && Double.compare(ru, that.ru) == 0
            && Double.compare(indexKeysWritten, that.indexKeysWritten) == 0
            && Double.compare(bytesReturned, that.bytesReturned) == 0
            && Objects.equals(collection, that.collection)
            && Objects.equals(description, that.description)
            && Objects.equals(intent, that.intent);
    }

    @Override
    public int hashCode() {
        int h = Integer.hashCode(level);
        h = 31 * h + Objects.hashCode(operation);
        h = 31 * h + Objects.hashCode(collection);
        h = 31 * h + Double.hashCode(docs);
        h = 31 * h + Double.hashCode(bytes);
        h = 31 * h + Double.hashCode(ru);
        h = 31 * h + Objects.hashCode(description);
        h = 31 * h + Double.hashCode(indexKeysWritten);
        h = 31 * h + Objects.hashCode(intent);
        h = 31 * h + Integer.hashCode(partitions);
        h = 31 * h + Double.hashCode(bytesReturned);
        return h;
    }
}
