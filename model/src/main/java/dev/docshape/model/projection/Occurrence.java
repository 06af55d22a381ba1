package dev.docshape.model.projection;

import java.util.List;
import java.util.Objects;

/**
 * One place where an entity's data sits in the projected documents: as the documents of its own
 * collection, embedded (wholly or as a subset) in another entity's documents, as an item of a
 * bucket, as an extended-reference copy of a few fields, or as the documents of a declared duplicate collection.
 *
 * @param entity             the entity
 * @param collection         the collection holding it
 * @param fieldPath          field names from the document root to it (empty for the document itself)
 * @param relationshipPath   relationship ids followed from the document's root entity to it
 * @param kind               how it is held
 * @param copiedFields       for EXTENDED_COPY, the fields copied (besides the id); empty otherwise
 * @param copiesPerInstance  documents of the collection that hold one given instance, on average:
 *                           1 for its own documents, the number of portfolios holding a stock for an
 *                           embedded shared stock, the number of books of an author for the author's
 *                           copies on books
 */
public record Occurrence(String entity, String collection, List<String> fieldPath, List<String> relationshipPath,
                         Kind kind, List<String> copiedFields, double copiesPerInstance) {

    /** How an entity's data is held in a collection. */
    public enum Kind {
        /** The documents of the entity's own collection. */
        DOCUMENT,
        /** The documents of the entity's declared duplicate collection: a whole second copy of each instance. */
        DUPLICATE,
        /** Embedded whole, inside another entity's document. */
        EMBEDDED,
        /** Among the few most recent children a parent embeds (subset). */
        SUBSET,
        /** An item of a bucket document. */
        BUCKET_ITEM,
        /** Id plus copied fields of an extended reference. */
        EXTENDED_COPY
    }

    public Occurrence {
        fieldPath = List.copyOf(fieldPath);
        relationshipPath = List.copyOf(relationshipPath);
        copiedFields = List.copyOf(copiedFields == null ? List.of() : copiedFields);
    }

    /** True when the whole instance (all its fields) is held here. */
    public boolean whole() {
        return kind != Kind.EXTENDED_COPY;
    }

    /** The last relationship of the path (the one that put the entity here), or null for DOCUMENT. */
    public String viaRelationship() {
        return relationshipPath.isEmpty() ? null : relationshipPath.get(relationshipPath.size() - 1);
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof Occurrence that && kind == that.kind
            && Double.compare(copiesPerInstance, that.copiesPerInstance) == 0
            && Objects.equals(entity, that.entity)
            && Objects.equals(collection, that.collection)
            && Objects.equals(fieldPath, that.fieldPath)
            && Objects.equals(relationshipPath, that.relationshipPath)
            && Objects.equals(copiedFields, that.copiedFields);
    }

    @Override
    public int hashCode() {
        int h = Objects.hashCode(entity);
        h = 31 * h + Objects.hashCode(collection);
        h = 31 * h + Objects.hashCode(fieldPath);
        h = 31 * h + Objects.hashCode(relationshipPath);
        h = 31 * h + Objects.hashCode(kind);
        h = 31 * h + Objects.hashCode(copiedFields);
        h = 31 * h + Double.hashCode(copiesPerInstance);
        return h;
    }
}
