package dev.docshape.storage.imports.infer;

/**
 * One collection as inferred from its documents.
 *
 * @param name      the collection's name
 * @param documents how many documents were read
 * @param shape     their fields
 */
public record InferredCollection(String name, long documents, InferredShape shape) {
}
