package dev.docshape.storage.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Writes inside {@link SampleStore#trial}: they count what they change and are undone when the
 * trial ends. Reads through this object see the trial's own writes (multikey indexes excepted:
 * they are not maintained for trial writes).
 */
public final class TrialWrites extends StoreSnapshot implements DocumentWrites {

    TrialWrites(Connection connection) {
        super(connection);
    }

    /** Inserts a document; returns the number of documents written (1). */
    @Override
    public int insert(String collection, String id, String json) {
        return update(collection, "INSERT INTO %s (id, doc) VALUES (?, %s)", id, json);
    }

    /** Replaces a document; returns the number of documents written (0 when there was none). */
    @Override
    public int replace(String collection, String id, String json) {
        return update(collection, "UPDATE %s SET doc = %s WHERE id = ?1%s", id, json);
    }

    /** Deletes a document; returns the number of documents removed. */
    @Override
    public int delete(String collection, String id) {
        return update(collection, "DELETE FROM %s WHERE id = ?1%3$s", id, null);
    }

    private int update(String collection, String template, String id, String json) {
        StoredCollection c = collection(collection);
        // a co-located member's documents carry its type value, as the application writes them (docs/counting-rules.md "Co-location")
        String doc = c.typed() ? Sql.typed("?2", c.typeField(), c.typeValue()) : "?2";
        try (PreparedStatement ps = connection.prepareStatement(String.format(template, Sql.id(c.table()), doc, c.ownRows()))) {
            ps.setString(1, id);
            if (json != null) ps.setString(2, json);
            return ps.executeUpdate();
        } catch (SQLException e) {
            throw failure(collection, e);
        }
    }
}
