package dev.docshape.model.estimate;

/**
 * One request an access pattern sends to the database, as the estimator plans it.
 *
 * @param level       its place in the chain of dependent requests: 1 for requests that need
 *                    nothing read before, n + 1 for one that needs the result of a level-n request
 * @param operation   what it does
 * @param collection  the collection it goes to
 * @param docs        documents read (for reads) or written (for writes), on average
 * @param bytes       bytes of those documents
 * @param ru          request units it costs
 * @param description what it is for ("find Address by personId")
 * @param intent      what the application does to send it (the query templates' input)
 */
public record Request(int level, Operation operation, String collection, double docs, double bytes, double ru,
                      String description, Intent intent) {

    /** The kinds of request. */
    public enum Operation {
        POINT_READ, QUERY, COUNT, INSERT, UPDATE, UPDATE_MANY, DELETE, DELETE_MANY;

        public boolean isWrite() {
            return this != POINT_READ && this != QUERY && this != COUNT;
        }
    }
}
