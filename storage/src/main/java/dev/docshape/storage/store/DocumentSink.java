package dev.docshape.storage.store;

/** Receives the documents of a layout being materialized, one at a time. */
@FunctionalInterface
public interface DocumentSink {
    /**
     * @param collection a collection of the layout
     * @param id         the document's id, unique in its collection
     * @param json       the document as JSON text
     */
    void put(String collection, String id, String json);
}
