package dev.docshape.storage.store;

import java.util.List;

/**
 * A collection as the store holds it.
 *
 * @param name      the collection's name
 * @param table     the SQLite table holding its documents (shared by the members of a container)
 * @param documents how many documents it holds
 * @param indexes   the indexed paths
 * @param container the collection whose table it is: {@code name} unless co-located
 * @param typeField the field telling the container's members apart; null when the table is its own
 * @param typeValue this collection's value of {@code typeField}; null when the table is its own
 * @param firstRow  the row id of its first document (its documents were written one after another)
 */
public record StoredCollection(String name, String table, long documents, List<IndexedPath> indexes,
                               String container, String typeField, String typeValue, long firstRow) {
    public StoredCollection {
        indexes = List.copyOf(indexes);
        if (container == null) container = name;
    }

    public StoredCollection(String name, String table, long documents, List<IndexedPath> indexes) {
        this(name, table, documents, indexes, name, null, null, 1);
    }

    /** True when the table holds other collections' documents too, told apart by the type field. */
    public boolean typed() {
        return typeValue != null;
    }

    /** The key table of this collection's multikey indexes. */
    String keyTable() {
        return table + "$keys";
    }

    /** The SQL condition selecting this collection's rows of its table: empty when the table is its own. */
    String ownRows() {
        return typed() ? " AND " + typeExpression() + " = " + Sql.literal(typeValue) : "";
    }

    String typeExpression() {
        return "json_extract(doc," + Sql.literal(IndexedPath.of(typeField).jsonPath()) + ")";
    }
}
