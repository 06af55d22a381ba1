package dev.docshape.storage.store;

/**
 * Writes of a trial run of a write pattern: they count what they change and are undone when the
 * trial ends (see {@link SampleStore#trial}).
 */
public interface DocumentWrites extends DocumentReads {

    /** Inserts a document; returns the number of documents written (1). */
    int insert(String collection, String id, String json);

    /** Replaces a document; returns the number of documents written (0 when there was none). */
    int replace(String collection, String id, String json);

    /** Deletes a document; returns the number of documents removed. */
    int delete(String collection, String id);

    /** Ends a request: the writes since the last end are one request, sent now by a target that batches them. */
    default void endRequest() {
    }
}
