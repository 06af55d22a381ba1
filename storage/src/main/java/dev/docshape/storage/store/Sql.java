package dev.docshape.storage.store;

import java.util.Locale;

/** Quoting and naming helpers for the SQL the store writes. */
final class Sql {
    private Sql() {
    }

    /** An identifier quoted for SQLite, whatever characters it holds. */
    static String id(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }

    /** A string literal for SQLite. */
    static String literal(String text) {
        return '\'' + text.replace("'", "''") + '\'';
    }

    /** A readable table name for the collection at {@code position}: {@code c3_order_items}. */
    static String tableName(int position, String collection) {
        String readable = collection.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_");
        if (readable.length() > 40) readable = readable.substring(0, 40);
        return "c" + position + "_" + readable;
    }

    /** The expression every query on {@code path} must repeat for SQLite to use its index. */
    static String extract(IndexedPath path) {
        return "json_extract(doc," + literal(path.jsonPath()) + ")";
    }

    /** The document {@code docParam} with {@code typeField} set to {@code typeValue}: how a co-located member's documents are written. */
    static String typed(String docParam, String typeField, String typeValue) {
        return "json_set(" + docParam + ", " + literal(IndexedPath.of(typeField).jsonPath()) + ", " + literal(typeValue) + ")";
    }
}
