package dev.docshape.storage.measure;

/**
 * References that point to no document: nothing in a document database checks them.
 *
 * @param collection       the collection holding the references
 * @param field            the path of the referencing field ({@code bookId}, {@code authors[].id})
 * @param targetCollection where the referenced documents should be
 * @param count            references that point to nothing
 */
public record WeakLink(String collection, String field, String targetCollection, long count) {
    @Override
    public String toString() {
        return collection + "." + field + ": " + count + " reference" + (count == 1 ? "" : "s") + " to missing " + targetCollection + " documents";
    }
}
