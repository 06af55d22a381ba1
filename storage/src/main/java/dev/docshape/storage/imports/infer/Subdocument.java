package dev.docshape.storage.imports.infer;

/**
 * What the user made of a subdocument guess (a nested object or an array of them found in the
 * documents): an embedded entity of its own (as guessed), dropped with its field, or a plain object
 * field of its parent (nested objects only: an array's items must be scalars in the model).
 */
public enum Subdocument {
    ENTITY, DROP, FIELD
}
