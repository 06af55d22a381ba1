package dev.docshape.model;

/** The type of an entity field, as it appears in a document. */
public enum FieldType {
    STRING, INTEGER, LONG, DOUBLE, DECIMAL, BOOLEAN, DATE, OBJECT_ID, UUID, BINARY,
    /** A nested object whose fields are {@link Field#fields()}. */
    OBJECT,
    /** An array of scalars of {@link Field#itemType()}. */
    ARRAY;

    public boolean isScalar() {
        return this != OBJECT && this != ARRAY;
    }
}
