package dev.docshape.storage.store;

import java.util.List;

/**
 * A collection as the store holds it.
 *
 * @param name      the collection's name
 * @param table     the SQLite table holding its documents
 * @param documents how many documents it holds
 * @param indexes   the indexed paths
 */
public record StoredCollection(String name, String table, long documents, List<IndexedPath> indexes) {
    public StoredCollection {
        indexes = List.copyOf(indexes);
    }

    /** The key table of this collection's multikey indexes. */
    String keyTable() {
        return table + "$keys";
    }
}
