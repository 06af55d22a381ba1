package dev.docshape.storage.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The store's format versions. Format 2 keeps co-located collections in their container's table
 * (docs/counting-rules.md "Co-location"): the collections table says, for each collection, its
 * container, type field and value and first row. A format 1 store (a table per collection) is read
 * as it is, each collection its own container, and upgraded when a new layout is written.
 */
final class StoreFormat {
    static final int VERSION = 2;

    private StoreFormat() {
    }

    static void createCollections(Statement st) throws SQLException {
        st.execute("CREATE TABLE " + SampleStore.COLLECTIONS + " (position INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
                + " table_name TEXT NOT NULL, documents INTEGER NOT NULL, indexes TEXT NOT NULL,"
                + " container TEXT, type_field TEXT, type_value TEXT, first_row INTEGER NOT NULL DEFAULT 1)");
    }

    /** True when the collections table has format 2's columns. */
    static boolean hasContainers(Statement st) throws SQLException {
        try (ResultSet rs = st.executeQuery("SELECT 1 FROM pragma_table_info('" + SampleStore.COLLECTIONS + "') WHERE name = 'container'")) {
            return rs.next();
        }
    }

    /** Brings a format 1 store to this format, inside the caller's write transaction. */
    static void upgrade(Statement st) throws SQLException {
        if (!hasContainers(st)) {
            // format 1 made table_name UNIQUE; a container's table is shared, so the table is made anew
            st.execute("DROP TABLE " + SampleStore.COLLECTIONS);
            createCollections(st);
        }
        st.execute("INSERT OR REPLACE INTO " + SampleStore.META + " (key, value) VALUES ('format_version', '" + VERSION + "')");
    }
}
