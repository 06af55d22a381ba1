package dev.docshape.storage.store;

import java.util.List;

/**
 * Multikey indexes: for a path through arrays ({@code authors[].id}), a side table holds one
 * (path, key, document id) row per value found, filled by SQLite's {@code json_each} right after
 * the documents are written.
 */
final class KeyTables {
    private KeyTables() {
    }

    static String fill(StoredCollection collection, IndexedPath path) {
        Unwound u = unwind(collection, path);
        return "INSERT OR IGNORE INTO " + Sql.id(collection.keyTable()) + " (path, key, id) SELECT "
                + Sql.literal(path.path()) + ", " + u.key() + ", t.id FROM " + u.from() + " WHERE " + u.key() + " IS NOT NULL";
    }

    /** The table ({@code t}) joined with its arrays along {@code path} unwound, and the expression of the key at the path's end. */
    record Unwound(String from, String key) {
    }

    static Unwound unwind(StoredCollection collection, IndexedPath path) {
        List<String> steps = path.arraySteps();
        StringBuilder from = new StringBuilder(Sql.id(collection.table()) + " t");
        String source = "t.doc";
        for (int i = 0; i < steps.size() - 1; i++) {
            String alias = "j" + (i + 1);
            from.append(", json_each(").append(source).append(", ").append(Sql.literal(steps.get(i))).append(") ").append(alias);
            source = alias + ".value";
        }
        String last = steps.get(steps.size() - 1);
        return new Unwound(from.toString(), last.equals("$") ? source : "json_extract(" + source + ", " + Sql.literal(last) + ")");
    }

    /** The ids of the documents whose {@code path} holds one of {@code count} keys. */
    static String lookup(StoredCollection collection, int count) {
        return "SELECT id FROM " + Sql.id(collection.keyTable()) + " WHERE path = ? AND key IN (" + placeholders(count) + ")";
    }

    static String placeholders(int count) {
        return "?,".repeat(count - 1) + "?";
    }
}
