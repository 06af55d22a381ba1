package dev.docshape.storage.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Writes a new layout in one transaction (decision 0061): drop the old collection tables, create
 * and fill the new ones, build their indexes, record the metadata, commit. SQLite's write-ahead
 * log makes that one atomic step for readers and for crashes alike. The documents come from a
 * producer thread through a small queue of batches, so generating and inserting overlap while
 * only a few thousand documents are in memory at once.
 */
final class Materializer {

    private static final int BATCH = 1_000;
    private static final int QUEUED_BATCHES = 8;
    private static final Object[] END = new Object[0];

    private final Connection connection;
    private final Progress progress;

    Materializer(Connection connection, Progress progress) {
        this.connection = connection;
        this.progress = progress;
    }

    List<StoredCollection> run(StoreMetadata metadata, List<CollectionSpec> specs, DocumentProducer producer,
                               long expected) throws SQLException {
        Map<String, Target> targets = targets(specs);
        Collection<Table> tables = tables(targets);
        ProducerThread source = new ProducerThread(producer, targets);
        boolean committed = false;
        try (Statement st = connection.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            StoreFormat.upgrade(st);
            dropOldLayout(st);
            for (Table t : tables) {
                st.execute("CREATE TABLE " + Sql.id(t.name) + " (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)");
                createExpressionIndexes(st, t);
                t.insert = connection.prepareStatement("INSERT INTO " + Sql.id(t.name) + " (id, doc) VALUES (?, ?)");
            }
            for (Target t : targets.values()) {
                // every document of a co-located member carries its type value (docs/counting-rules.md "Co-location")
                if (t.spec.typed()) t.insert = connection.prepareStatement("INSERT INTO " + Sql.id(t.table.name)
                        + " (id, doc) VALUES (?, " + Sql.typed("?", t.spec.typeField(), t.spec.typeValue()) + ")");
            }
            source.start();
            insertAll(targets, source, expected);
            List<StoredCollection> stored = new ArrayList<>();
            for (Target t : targets.values()) {
                flush(t);
                stored.add(stored(t));
            }
            int done = 0;
            for (Table t : tables) {
                progress.step("indexing", done++, tables.size());
                index(st, t, stored);
            }
            recordLayout(metadata, stored);
            st.execute("COMMIT");
            committed = true;
            progress.update("done", expected, expected);
            return stored;
        } finally {
            source.stop();
            if (!committed) rollbackQuietly();
            for (Target t : targets.values()) if (t.insert != null && t.spec.typed()) t.insert.close();
            for (Table t : tables) if (t.insert != null) t.insert.close();
        }
    }

    private static Map<String, Target> targets(List<CollectionSpec> specs) {
        if (specs == null || specs.isEmpty()) throw new IllegalArgumentException("a layout needs at least one collection");
        Map<String, Target> targets = new java.util.LinkedHashMap<>();
        for (CollectionSpec spec : specs) {
            if (targets.put(spec.name(), new Target(spec)) != null) {
                throw new IllegalArgumentException("collection '" + spec.name() + "' appears twice in the layout");
            }
        }
        return targets;
    }

    /** One table per container, named after it; each target is bound to its container's table. */
    private static Collection<Table> tables(Map<String, Target> targets) {
        Map<String, Table> tables = new java.util.LinkedHashMap<>();
        Set<String> names = new HashSet<>();
        int position = 1;
        for (Target t : targets.values()) {
            Table table = tables.get(t.spec.container());
            if (table == null) {
                table = new Table(Sql.tableName(position++, t.spec.container()));
                if (!names.add(table.name.toLowerCase(java.util.Locale.ROOT))) {
                    throw new IllegalArgumentException("collection '" + t.spec.container() + "' appears twice in the layout");
                }
                tables.put(t.spec.container(), table);
            }
            t.table = table;
            table.indexes.addAll(t.spec.indexes());
            if (t.spec.typed()) table.typeFields.add(t.spec.typeField());
        }
        return tables.values();
    }

    private void dropOldLayout(Statement st) throws SQLException {
        List<String> old = new ArrayList<>();
        try (ResultSet rs = st.executeQuery("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%'"
                + " AND name NOT IN ('" + SampleStore.META + "', '" + SampleStore.COLLECTIONS + "')")) {
            while (rs.next()) old.add(rs.getString(1));
        }
        for (String table : old) st.execute("DROP TABLE " + Sql.id(table));
        st.execute("DELETE FROM " + SampleStore.COLLECTIONS);
    }

    private void insertAll(Map<String, Target> targets, ProducerThread source, long expected) throws SQLException {
        long written = 0;
        long reportEvery = Math.max(BATCH, expected / 200);
        long nextReport = 0;
        while (true) {
            Object[] batch = source.take();
            if (batch == END) break;
            for (int i = 0; i < batch.length; i += 3) {
                Target t = (Target) batch[i];
                // rows get their ids when a batch runs: a table's batches run in the order they were filled
                if (t.table.filling != null && t.table.filling != t) flush(t.table.filling);
                t.table.filling = t;
                PreparedStatement insert = t.insert();
                insert.setString(1, (String) batch[i + 1]);
                insert.setString(2, (String) batch[i + 2]);
                insert.addBatch();
                t.table.rows++;
                if (t.count++ == 0) t.firstRow = t.table.rows;
                t.lastRow = t.table.rows;
                t.pending++;
                if (t.pending == BATCH) flush(t);
            }
            written += batch.length / 3;
            if (written >= nextReport) {
                progress.update("writing documents", written, expected);
                nextReport = written + reportEvery;
            }
        }
        for (Target t : targets.values()) flush(t);
        progress.update("writing documents", written, expected);
    }

    private static void flush(Target t) throws SQLException {
        if (t.pending == 0) return;
        t.insert().executeBatch();
        t.pending = 0;
    }

    /**
     * Expression indexes are created before the inserts: documents arrive grouped by parent, so the
     * keys mostly grow and SQLite appends to the index instead of sorting it afterwards. A shared
     * table also gets an index on its type field, which every read of one member filters by.
     */
    private static void createExpressionIndexes(Statement st, Table t) throws SQLException {
        int n = 0;
        for (IndexedPath path : t.indexes) {
            n++;
            if (!path.multikey()) {
                st.execute("CREATE INDEX " + Sql.id(t.name + "_i" + n) + " ON " + Sql.id(t.name) + " (" + Sql.extract(path) + ")");
            }
        }
        for (String typeField : t.typeFields) {
            st.execute("CREATE INDEX " + Sql.id(t.name + "_t" + ++n) + " ON " + Sql.id(t.name) + " (" + Sql.extract(IndexedPath.of(typeField)) + ")");
        }
    }

    private static StoredCollection stored(Target t) {
        // a member written in pieces (not one after another) leaves firstRow at 0: its rows are then found by their type
        boolean oneRun = t.count == 0 || t.lastRow - t.firstRow + 1 == t.count;
        return new StoredCollection(t.spec.name(), t.table.name, t.count, t.spec.indexes(), t.spec.container(),
                t.spec.typeField(), t.spec.typeValue(), oneRun ? Math.max(1, t.firstRow) : 0);
    }

    /** Multikey indexes are filled after the inserts, from the stored documents: one key table per table. */
    private static void index(Statement st, Table t, List<StoredCollection> stored) throws SQLException {
        if (t.indexes.stream().noneMatch(IndexedPath::multikey)) return;
        StoredCollection any = stored.stream().filter(c -> c.table().equals(t.name)).findFirst().orElseThrow();
        st.execute("CREATE TABLE " + Sql.id(any.keyTable()) + " (path TEXT NOT NULL, key, id TEXT NOT NULL,"
                + " PRIMARY KEY (path, key, id)) WITHOUT ROWID");
        for (IndexedPath path : t.indexes) {
            if (path.multikey()) st.execute(KeyTables.fill(any, path));
        }
    }

    private void recordLayout(StoreMetadata metadata, List<StoredCollection> stored) throws SQLException {
        try (PreparedStatement put = connection.prepareStatement("INSERT OR REPLACE INTO " + SampleStore.META + " (key, value) VALUES (?, ?)")) {
            for (Map.Entry<String, String> e : MetadataKeys.write(metadata).entrySet()) {
                put.setString(1, e.getKey());
                put.setString(2, e.getValue());
                put.addBatch();
            }
            put.executeBatch();
        }
        try (PreparedStatement add = connection.prepareStatement("INSERT INTO " + SampleStore.COLLECTIONS
                + " (position, name, table_name, documents, indexes, container, type_field, type_value, first_row)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            int position = 1;
            for (StoredCollection c : stored) {
                add.setInt(1, position++);
                add.setString(2, c.name());
                add.setString(3, c.table());
                add.setLong(4, c.documents());
                add.setString(5, String.join("\n", c.indexes().stream().map(IndexedPath::path).toList()));
                add.setString(6, c.container());
                add.setString(7, c.typeField());
                add.setString(8, c.typeValue());
                add.setLong(9, c.firstRow());
                add.addBatch();
            }
            add.executeBatch();
        }
    }

    private void rollbackQuietly() {
        try (Statement st = connection.createStatement()) {
            st.execute("ROLLBACK");
        } catch (SQLException ignored) {
            // no transaction was open
        }
    }

    /** A logical collection being written. */
    private static final class Target {
        final CollectionSpec spec;
        Table table;
        /** Its own insert, which adds the type value; null when it uses its table's. */
        PreparedStatement insert;
        int pending;
        long count;
        long firstRow;
        long lastRow;

        Target(CollectionSpec spec) {
            this.spec = spec;
        }

        PreparedStatement insert() {
            return insert != null ? insert : table.insert;
        }
    }

    /** A table: one container's documents. */
    private static final class Table {
        final String name;
        final Set<IndexedPath> indexes = new java.util.LinkedHashSet<>();
        final Set<String> typeFields = new java.util.LinkedHashSet<>();
        PreparedStatement insert;
        long rows;
        Target filling;

        Table(String name) {
            this.name = name;
        }
    }

    /** Runs the producer on its own thread, handing batches of (target, id, json) triples over. */
    private final class ProducerThread {
        private final DocumentProducer producer;
        private final Map<String, Target> targets;
        private final BlockingQueue<Object[]> queue = new ArrayBlockingQueue<>(QUEUED_BATCHES);
        private final AtomicReference<Throwable> failure = new AtomicReference<>();
        private final Thread thread;
        private volatile boolean stopped;

        ProducerThread(DocumentProducer producer, Map<String, Target> targets) {
            this.producer = producer;
            this.targets = targets;
            this.thread = new Thread(this::produce, "docshape-sample-producer");
            this.thread.setDaemon(true);
        }

        void start() {
            thread.start();
        }

        private void produce() {
            Object[][] current = {new Object[BATCH * 3]};
            int[] fill = {0};
            try {
                producer.produce((collection, id, json) -> {
                    if (stopped) throw new CancellationException("materializing was stopped");
                    Target t = target(collection);
                    if (id == null || json == null) throw new IllegalArgumentException("collection '" + collection + "': a document needs an id and JSON");
                    Object[] batch = current[0];
                    batch[fill[0]++] = t;
                    batch[fill[0]++] = id;
                    batch[fill[0]++] = json;
                    if (fill[0] == batch.length) {
                        offer(batch);
                        current[0] = new Object[BATCH * 3];
                        fill[0] = 0;
                    }
                });
                if (fill[0] > 0) offer(java.util.Arrays.copyOf(current[0], fill[0]));
            } catch (Throwable e) {
                failure.set(e);
            } finally {
                try {
                    if (!stopped) queue.put(END);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        private Target target(String collection) {
            Target t = targets.get(collection);
            if (t == null) throw new IllegalArgumentException("a document for collection '" + collection + "', which is not in the layout " + targets.keySet());
            return t;
        }

        private void offer(Object[] batch) {
            try {
                queue.put(batch);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("materializing was interrupted");
            }
        }

        Object[] take() throws SQLException {
            try {
                Object[] batch = queue.poll(1, TimeUnit.SECONDS);
                while (batch == null) {
                    if (!thread.isAlive() && queue.isEmpty()) return checkFailure();
                    batch = queue.poll(1, TimeUnit.SECONDS);
                }
                return batch == END ? checkFailure() : batch;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("materializing was interrupted");
            }
        }

        private Object[] checkFailure() {
            Throwable e = failure.get();
            if (e == null) return END;
            if (e instanceof RuntimeException re) throw re;
            if (e instanceof Error err) throw err;
            throw new StoreException("the sample generator failed: " + e.getMessage(), e);
        }

        void stop() {
            stopped = true;
            queue.clear();
            thread.interrupt();
        }
    }
}
