package dev.docshape.storage.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Reads of one consistent state of the store (inside {@link SampleStore#read}). Documents come
 * back as their JSON text. Every method is one request to the store: a lookup of many ids is one
 * {@code $in} query, as a MongoDB application would send it.
 */
public class StoreSnapshot implements DocumentReads {

    /** SQLite allows at least 32766 parameters; lookups stay well below. */
    private static final int CHUNK = 500;

    final Connection connection;
    private List<StoredCollection> collections;

    StoreSnapshot(Connection connection) {
        this.connection = connection;
    }

    public Optional<StoreMetadata> metadata() {
        return MetadataKeys.read(this::meta);
    }

    Optional<String> meta(String key) {
        try (PreparedStatement ps = connection.prepareStatement("SELECT value FROM " + SampleStore.META + " WHERE key = ?")) {
            ps.setString(1, key);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new StoreException("cannot read the sample store's metadata: " + e.getMessage(), e);
        }
    }

    public List<StoredCollection> collections() {
        if (collections == null) collections = List.copyOf(readCollections());
        return collections;
    }

    private List<StoredCollection> readCollections() {
        List<StoredCollection> list = new ArrayList<>();
        try (Statement st = connection.createStatement()) {
            boolean containers = StoreFormat.hasContainers(st);
            try (ResultSet rs = st.executeQuery("SELECT name, table_name, documents, indexes"
                    + (containers ? ", container, type_field, type_value, first_row" : "") + " FROM " + SampleStore.COLLECTIONS + " ORDER BY position")) {
                while (rs.next()) {
                    String indexes = rs.getString(4);
                    List<IndexedPath> paths = indexes.isEmpty() ? List.of()
                            : java.util.Arrays.stream(indexes.split("\n")).map(IndexedPath::new).toList();
                    list.add(containers ? new StoredCollection(rs.getString(1), rs.getString(2), rs.getLong(3), paths,
                            rs.getString(5), rs.getString(6), rs.getString(7), rs.getLong(8))
                            : new StoredCollection(rs.getString(1), rs.getString(2), rs.getLong(3), paths));
                }
            }
        } catch (SQLException e) {
            throw new StoreException("cannot read the sample store's collections: " + e.getMessage(), e);
        }
        return list;
    }

    public StoredCollection collection(String name) {
        return collections().stream().filter(c -> c.name().equals(name)).findFirst()
                .orElseThrow(() -> new StoreException("the sample store has no collection '" + name + "'"));
    }

    /** Counts the collection's documents (one request). */
    public long count(String collection) {
        StoredCollection c = collection(collection);
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT count(*) FROM " + Sql.id(c.table()) + " WHERE 1" + c.ownRows())) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            throw failure(collection, e);
        }
    }

    @Override
    public List<String> byIds(String collection, Collection<String> ids) {
        StoredCollection c = collection(collection);
        return inChunks(ids, n -> "SELECT id, doc FROM " + Sql.id(c.table()) + " WHERE id IN (" + KeyTables.placeholders(n) + ")" + c.ownRows(), null, collection);
    }

    /**
     * One query with {@code $in}: each matching document once, even when it holds keys of two chunks of the statement
     * (an order holding lines of both).
     */
    @Override
    public List<String> byKey(String collection, IndexedPath path, Collection<String> keys) {
        return byKey(collection, path, keys, "doc");
    }

    /** One {@code SELECT COUNT(*)} by the same index as {@link #byKey}: no document is read or parsed. */
    @Override
    public long countByKey(String collection, IndexedPath path, Collection<String> keys) {
        Set<String> unique = new LinkedHashSet<>(keys);
        if (unique.isEmpty()) return 0;
        // over several chunks a document may match in two of them: its id, once, is what counts
        if (unique.size() > CHUNK) return byKey(collection, path, unique, "id").size();
        return Long.parseLong(byKey(collection, path, unique, "COUNT(*)").get(0));
    }

    /**
     * One {@code SELECT COUNT(*)} over the arrays unwound with {@code json_each}, the documents found by the same multikey
     * index as {@link #byKey}; over several chunks each key's items are counted in its own chunk.
     */
    @Override
    public long countItemsByKey(String collection, IndexedPath path, Collection<String> keys) {
        StoredCollection c = collection(collection);
        if (!path.multikey() || !c.indexes().contains(path)) {
            throw new IllegalArgumentException("collection '" + collection + "' has no index on the array path '" + path + "'");
        }
        KeyTables.Unwound u = KeyTables.unwind(c, path);
        long count = 0;
        List<String> all = new ArrayList<>(new LinkedHashSet<>(keys));
        for (int start = 0; start < all.size(); start += CHUNK) {
            List<String> chunk = all.subList(start, Math.min(all.size(), start + CHUNK));
            String sql = "SELECT COUNT(*) FROM " + u.from() + " WHERE t.id IN (" + KeyTables.lookup(c, chunk.size()) + ")"
                    + c.ownRows() + " AND " + u.key() + " IN (" + KeyTables.placeholders(chunk.size()) + ")";
            try (PreparedStatement ps = connection.prepareStatement(sql)) {
                int p = 1;
                ps.setString(p++, path.path());
                for (String k : chunk) ps.setString(p++, k);
                for (String k : chunk) ps.setString(p++, k);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) count += rs.getLong(1);
                }
            } catch (SQLException e) {
                throw failure(collection, e);
            }
        }
        return count;
    }

    /** One {@code SELECT} of each document's {@code json_array_length} by its id: no document is read or parsed. */
    @Override
    public long countLinksIn(String collection, Collection<String> ids, String field) {
        StoredCollection c = collection(collection);
        String length = "json_array_length(doc," + Sql.literal(IndexedPath.of(field).jsonPath()) + ")";
        long links = 0;
        for (String row : inChunks(ids, n -> "SELECT id, " + length + " FROM " + Sql.id(c.table()) + " WHERE id IN ("
                + KeyTables.placeholders(n) + ")" + c.ownRows(), null, collection)) {
            if (row != null) links += Long.parseLong(row);
        }
        return links;
    }

    /** One {@code SELECT SUM(...)} by the same index as {@link #byKey}: the field summed in the database, no document parsed. */
    @Override
    public long sumByKey(String collection, IndexedPath path, Collection<String> keys, String field) {
        Set<String> unique = new LinkedHashSet<>(keys);
        if (unique.isEmpty()) return 0;
        String value = Sql.extract(IndexedPath.of(field));
        // over several chunks a document may match in two of them: each document's value, once, is what adds up
        List<String> rows = unique.size() > CHUNK
                ? byKey(collection, path, unique, value)
                : byKey(collection, path, unique, "COALESCE(SUM(" + value + "), 0)");
        long sum = 0;
        for (String row : rows) if (row != null) sum += Long.parseLong(row);
        return sum;
    }

    /**
     * {@code what} of the documents whose {@code path} holds one of {@code keys}: one row per document (the first time it
     * matches), or per chunk of keys for an aggregate.
     */
    private List<String> byKey(String collection, IndexedPath path, Collection<String> keys, String what) {
        StoredCollection c = collection(collection);
        if (!c.indexes().contains(path)) {
            throw new IllegalArgumentException("collection '" + collection + "' has no index on '" + path + "'");
        }
        String select = "SELECT id, " + what + " FROM " + Sql.id(c.table()) + " WHERE ";
        if (path.multikey()) {
            return inChunks(keys, n -> select + "id IN (" + KeyTables.lookup(c, n) + ")" + c.ownRows(), path.path(), collection);
        }
        return inChunks(keys, n -> select + Sql.extract(path) + " IN (" + KeyTables.placeholders(n) + ")" + c.ownRows(), null, collection);
    }

    /**
     * One SQL statement on the container's table: the parents by their ids or the members by the
     * same ids in their parent-id field, each branch with its type value, as the query templates
     * write it ({@code $or}; in Cosmos DB SQL one query with {@code OR}).
     */
    @Override
    public Map<String, List<String>> withCoLocated(String collection, Collection<String> ids, Map<String, IndexedPath> members) {
        StoredCollection parent = collection(collection);
        List<StoredCollection> children = new ArrayList<>();
        for (Map.Entry<String, IndexedPath> m : members.entrySet()) {
            StoredCollection c = collection(m.getKey());
            if (!c.table().equals(parent.table()) || !c.typed() || !parent.typed() || m.getValue().multikey()) {
                return DocumentReads.super.withCoLocated(collection, ids, members);
            }
            children.add(c);
        }
        List<String> keys = new ArrayList<>(new java.util.LinkedHashSet<>(ids));
        if (keys.isEmpty() || keys.size() > CHUNK) return DocumentReads.super.withCoLocated(collection, ids, members);
        String in = " IN (" + KeyTables.placeholders(keys.size()) + ")";
        StringBuilder sql = new StringBuilder("SELECT " + parent.typeExpression() + ", doc FROM " + Sql.id(parent.table())
                + " WHERE (id" + in + parent.ownRows() + ")");
        List<IndexedPath> paths = new ArrayList<>(members.values());
        for (int i = 0; i < children.size(); i++) {
            sql.append(" OR (").append(Sql.extract(paths.get(i))).append(in).append(children.get(i).ownRows()).append(')');
        }
        Map<String, String> byType = new LinkedHashMap<>();
        Map<String, List<String>> docs = new LinkedHashMap<>();
        byType.put(parent.typeValue(), collection);
        docs.put(collection, new ArrayList<>());
        for (StoredCollection c : children) {
            byType.put(c.typeValue(), c.name());
            docs.put(c.name(), new ArrayList<>());
        }
        try (PreparedStatement ps = connection.prepareStatement(sql.toString())) {
            int p = 1;
            for (int branch = 0; branch <= children.size(); branch++) for (String key : keys) ps.setString(p++, key);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) docs.get(byType.get(rs.getString(1))).add(rs.getString(2));
            }
        } catch (SQLException e) {
            throw failure(collection, e);
        }
        return docs;
    }

    /** The ids of up to {@code n} documents spread evenly over the collection, the same every time. */
    public List<String> spreadIds(String collection, int n) {
        StoredCollection c = collection(collection);
        List<String> ids = new ArrayList<>();
        long total = c.documents();
        if (n <= 0 || total == 0) return ids;
        long step = Math.max(1, total / n);
        // a collection's documents were written one after another from its first row; one written in pieces is read by its type
        String sql = c.firstRow() > 0 ? "SELECT id FROM " + Sql.id(c.table()) + " WHERE rowid = ?"
                : "SELECT id FROM " + Sql.id(c.table()) + " WHERE 1" + c.ownRows() + " ORDER BY rowid LIMIT 1 OFFSET ?";
        long first = c.firstRow() > 0 ? c.firstRow() : 0;
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            for (long k = 0; k < total && ids.size() < n; k += step) {
                ps.setLong(1, first + k);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) ids.add(rs.getString(1));
                }
            }
        } catch (SQLException e) {
            throw failure(collection, e);
        }
        return ids;
    }

    /** Streams every document of the collection, in insertion order. */
    public void forEach(String collection, BiConsumer<String, String> idAndDoc) {
        StoredCollection c = collection(collection);
        try (Statement st = connection.createStatement();
             ResultSet rs = st.executeQuery("SELECT id, doc FROM " + Sql.id(c.table()) + " WHERE 1" + c.ownRows() + " ORDER BY rowid")) {
            while (rs.next()) idAndDoc.accept(rs.getString(1), rs.getString(2));
        } catch (SQLException e) {
            throw failure(collection, e);
        }
    }

    String explainLookup(String collection, IndexedPath path) {
        StoredCollection c = collection(collection);
        String sql = path.multikey() ? KeyTables.lookup(c, 1).replace("path = ?", "path = " + Sql.literal(path.path()))
                : "SELECT doc FROM " + Sql.id(c.table()) + " WHERE " + Sql.extract(path) + " = ?" + c.ownRows();
        StringBuilder plan = new StringBuilder();
        try (PreparedStatement ps = connection.prepareStatement("EXPLAIN QUERY PLAN " + sql)) {
            ps.setString(1, "x");
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) plan.append(rs.getString("detail")).append('\n');
            }
        } catch (SQLException e) {
            throw failure(collection, e);
        }
        return plan.toString().strip();
    }

    /**
     * Runs {@code sql} (selecting an id, then a value) once per chunk of the keys; returns the values, each document's
     * once.
     */
    private List<String> inChunks(Collection<String> keys, java.util.function.IntFunction<String> sql, String firstParam, String collection) {
        List<String> values = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        List<String> all = new ArrayList<>(new LinkedHashSet<>(keys));
        for (int from = 0; from < all.size(); from += CHUNK) {
            List<String> chunk = all.subList(from, Math.min(all.size(), from + CHUNK));
            try (PreparedStatement ps = connection.prepareStatement(sql.apply(chunk.size()))) {
                int p = 1;
                if (firstParam != null) ps.setString(p++, firstParam);
                for (String key : chunk) ps.setString(p++, key);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        String id = rs.getString(1);
                        if (id == null || seen.add(id)) values.add(rs.getString(2));
                    }
                }
            } catch (SQLException e) {
                throw failure(collection, e);
            }
        }
        return values;
    }

    static StoreException failure(String collection, SQLException e) {
        return new StoreException("failed reading collection '" + collection + "' of the sample store: " + e.getMessage(), e);
    }
}
