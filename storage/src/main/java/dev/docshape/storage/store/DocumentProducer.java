package dev.docshape.storage.store;

/** Makes the documents of a layout, streaming them into a sink (never all in memory). */
@FunctionalInterface
public interface DocumentProducer {
    void produce(DocumentSink sink) throws Exception;
}
