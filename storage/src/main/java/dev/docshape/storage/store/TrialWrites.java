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
        return update(collection, "INSERT INTO %s (id, doc) VALUES (?, ?)", id, json);
    }

    /** Replaces a document; returns the number of documents written (0 when there was none). */
    @Override
    public int replace(String collection, String id, String json) {
        return update(collection, "UPDATE %s SET doc = ?2 WHERE id = ?1", id, json);
    }

    /** Deletes a document; returns the number of documents removed. */
    @Override
    public int delete(String collection, String id) {
        return update(collection, "DELETE FROM %s WHERE id = ?", id, null);
    }

    private int update(String collection, String template, String id, String json) {
        StoredCollection c = collection(collection);
        try (PreparedStatement ps = connection.prepareStatement(String.format(template, Sql.id(c.table())))) {
            ps.setString(1, id);
            if (json != null) ps.setString(2, json);
            return ps.executeUpdate();
        } catch (SQLException e) {
            throw failure(collection, e);
        }
    }
}
