package dev.docshape.storage.imports.infer;

import java.util.Map;

/**
 * Takes the documents of one collection, one at a time, and keeps only statistics (bounded in
 * size whatever the number of documents). Get one from {@link SchemaInference#collection(String)}.
 * Not thread-safe: feed one collection from one thread.
 */
public final class CollectionInference {
    /** The field that identifies a document. */
    public static final String ID_FIELD = "_id";

    private final String name;
    private final ShapeStats shape = new ShapeStats();
    private final IdFilter ids = new IdFilter();

    CollectionInference(String name) {
        this.name = name;
    }

    /**
     * Adds one document: a map from field names to values of the types {@link ValueType} lists
     * (subdocuments as maps, arrays as lists). Its {@code _id} is remembered (in bounded memory)
     * so other collections' fields can be matched against it.
     */
    public void accept(Map<String, ?> document) {
        shape.accept(document, 0);
        Object id = document.get(ID_FIELD);
        ValueType type = ValueType.of(id);
        if (type.canBeId()) ids.add(IdHashes.of(id, type));
    }

    /**
     * Remembers an {@code _id} the collection holds though no sampled document had it (the server
     * was asked for it), so references to it are recognised; it is not counted as a document.
     */
    public void acceptId(Object id) {
        ValueType type = ValueType.of(id);
        if (type.canBeId()) ids.add(IdHashes.of(id, type));
    }

    public String name() {
        return name;
    }

    /** Documents accepted so far. */
    public long documents() {
        return shape.objects();
    }

    ShapeStats shape() {
        return shape;
    }

    IdFilter ids() {
        return ids;
    }
}
