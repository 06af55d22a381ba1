package dev.docshape.storage.store;

import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The embedded sample store: one SQLite file per project, one table per collection (co-located
 * collections share their container's table, told apart by the type field), each document a row of JSON. A store is bound to one project; a layout (the collections of one design) is
 * replaced as a whole by {@link #materialize}, atomically. Not thread-safe: use one instance per
 * thread (several instances, also in other processes, may share a file).
 */
public final class SampleStore implements AutoCloseable {

    /**
     * The store format this version writes; it reads format 1 too (a table per collection, without
     * containers) and upgrades it with the next {@link #materialize}.
     */
    public static final int FORMAT_VERSION = StoreFormat.VERSION;

    static final String META = "docshape_meta";
    static final String COLLECTIONS = "docshape_collections";
    private static final String APPLICATION = "DocShape sample store";

    private final Path file;
    private final String projectId;
    private final Connection connection;

    private SampleStore(Path file, String projectId, Connection connection) {
        this.file = file;
        this.projectId = projectId;
        this.connection = connection;
    }

    /**
     * Opens the store at {@code file} for the project {@code projectId}, creating it when the file
     * does not exist (or is empty).
     *
     * @throws StoreException with a message for the user when the file is not a sample store, is
     *                        damaged, belongs to another project or was written by a newer DocShape;
     *                        such a file is never changed
     */
    public static SampleStore open(Path file, String projectId) {
        return open(file, StoreOwner.of(projectId));
    }

    /**
     * Opens the store at {@code file} for the project {@code owner}, creating it when the file does
     * not exist (or is empty). A store bound to the owner's former id is accepted too; the next
     * {@link #materialize} binds it to the owner's id.
     *
     * @throws StoreException as {@link #open(Path, String)}
     */
    public static SampleStore open(Path file, StoreOwner owner) {
        if (file == null) throw new IllegalArgumentException("a store file is needed");
        if (owner == null) throw new IllegalArgumentException("a project id is needed to open a sample store");
        String projectId = owner.id();
        StoreFiles.requireSqliteOrAbsent(file);
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new StoreException("cannot create the sample store " + file + ": folder " + parent + " does not exist");
        }
        Connection connection = connect(file);
        try {
            Set<String> tables = tables(connection);
            if (tables.isEmpty()) {
                initialize(connection, projectId);
            } else {
                checkExisting(file, connection, tables, owner);
            }
            try (Statement st = connection.createStatement()) {
                st.execute("PRAGMA journal_mode=WAL");
                st.execute("PRAGMA synchronous=NORMAL");
                // Native memory, not heap: a larger page cache and in-memory sorts make index builds faster.
                st.execute("PRAGMA cache_size=-32768");
                st.execute("PRAGMA temp_store=MEMORY");
            }
            return new SampleStore(file, projectId, connection);
        } catch (SQLException e) {
            closeQuietly(connection);
            throw damaged(file, e);
        } catch (RuntimeException e) {
            closeQuietly(connection);
            if (e.getCause() instanceof SQLException cause) throw damaged(file, cause);
            throw e;
        }
    }

    public Path file() {
        return file;
    }

    public String projectId() {
        return projectId;
    }

    /** The layout's metadata; empty until the first {@link #materialize}. */
    public Optional<StoreMetadata> metadata() {
        return read(StoreSnapshot::metadata);
    }

    public List<StoredCollection> collections() {
        return read(StoreSnapshot::collections);
    }

    /**
     * Runs {@code work} in one read transaction: every query it makes sees the same committed
     * state, even while another connection materializes a new layout.
     */
    public <T> T read(Function<StoreSnapshot, T> work) {
        try {
            connection.setAutoCommit(false);
            try {
                return work.apply(new StoreSnapshot(connection));
            } finally {
                connection.rollback();
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw failure("reading", e);
        }
    }

    /**
     * Runs writes that are always undone: measuring a write pattern counts what it would change
     * without changing the sample data.
     */
    public <T> T trial(Function<TrialWrites, T> work) {
        try {
            connection.setAutoCommit(false);
            try {
                return work.apply(new TrialWrites(connection));
            } finally {
                connection.rollback();
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw failure("trying writes on", e);
        }
    }

    /**
     * Replaces the store's layout by {@code collections} filled by {@code producer}, in one
     * transaction: readers see the old layout until the new one is complete, and a crash at any
     * point leaves the old layout. The producer runs on a second thread so generating and writing
     * overlap.
     *
     * @param expectedDocuments for progress reports (0 when unknown)
     * @return the collections written
     */
    public List<StoredCollection> materialize(StoreMetadata metadata, List<CollectionSpec> collections,
                                              DocumentProducer producer, long expectedDocuments, Progress progress) {
        if (!metadata.projectId().equals(projectId)) {
            throw new IllegalArgumentException("metadata of project '" + metadata.projectId() + "' given to the store of '" + projectId + "'");
        }
        try {
            return new Materializer(connection, progress == null ? Progress.NONE : progress)
                    .run(metadata, collections, producer, expectedDocuments);
        } catch (SQLException e) {
            throw failure("writing", e);
        }
    }

    /** SQLite's full integrity check: empty when the file is sound, else the problems found. */
    public List<String> integrityProblems() {
        List<String> problems = new ArrayList<>();
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
            while (rs.next()) {
                String line = rs.getString(1);
                if (!"ok".equals(line)) problems.add(line);
            }
        } catch (SQLException e) {
            problems.add(e.getMessage());
        }
        return problems;
    }

    /** The query plan SQLite chooses for a lookup of {@code path} in {@code collection}. */
    public String explainLookup(String collection, IndexedPath path) {
        return read(s -> s.explainLookup(collection, path));
    }

    @Override
    public void close() {
        try {
            try (Statement st = connection.createStatement()) {
                st.execute("PRAGMA wal_checkpoint(TRUNCATE)");
            } catch (SQLException ignored) {
                // Another connection still reads: SQLite checkpoints later.
            }
            connection.close();
        } catch (SQLException e) {
            throw failure("closing", e);
        }
    }

    private static Connection connect(Path file) {
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(10_000);
        try {
            return DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath(), config.toProperties());
        } catch (SQLException e) {
            throw new StoreException("cannot open the sample store " + file + ": " + e.getMessage(), e);
        }
    }

    private static Set<String> tables(Connection connection) throws SQLException {
        Set<String> names = new HashSet<>();
        try (Statement st = connection.createStatement();
             ResultSet rs = st.executeQuery("SELECT name FROM sqlite_schema WHERE type = 'table'")) {
            while (rs.next()) names.add(rs.getString(1));
        }
        return names;
    }

    private static void initialize(Connection connection, String projectId) throws SQLException {
        connection.setAutoCommit(false);
        try (Statement st = connection.createStatement()) {
            st.execute("CREATE TABLE " + META + " (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
            StoreFormat.createCollections(st);
            try (PreparedStatement put = connection.prepareStatement("INSERT INTO " + META + " (key, value) VALUES (?, ?)")) {
                putMeta(put, "application", APPLICATION);
                putMeta(put, "format_version", Integer.toString(FORMAT_VERSION));
                putMeta(put, "project_id", projectId);
            }
            connection.commit();
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }

    private static void putMeta(PreparedStatement put, String key, String value) throws SQLException {
        put.setString(1, key);
        put.setString(2, value);
        put.executeUpdate();
    }

    private static void checkExisting(Path file, Connection connection, Set<String> tables, StoreOwner projectOwner) throws SQLException {
        if (!tables.contains(META)) {
            throw new StoreException(file + " is an SQLite database of another program, not a DocShape sample store."
                    + " It was left untouched; choose another store location.");
        }
        StoreSnapshot snapshot = new StoreSnapshot(connection);
        String format = snapshot.meta("format_version").orElse("");
        int version;
        try {
            version = Integer.parseInt(format);
        } catch (NumberFormatException e) {
            throw new StoreException(file + " is damaged: its store format version '" + format + "' is not a number."
                    + " It was left untouched; delete it to start afresh.");
        }
        if (version > FORMAT_VERSION) {
            throw new StoreException(file + " was written by a newer DocShape (store format " + version
                    + "; this version reads format " + FORMAT_VERSION + "). It was left untouched; update DocShape"
                    + " or choose another store location.");
        }
        String owner = snapshot.meta("project_id").orElse("");
        if (!projectOwner.owns(owner)) {
            throw new StoreException(file + " holds the sample data of another project ('" + owner + "', not '"
                    + projectOwner.id() + "'). It was left untouched; choose another store location or delete it.");
        }
        List<String> problems = new ArrayList<>();
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("PRAGMA quick_check")) {
            while (rs.next()) if (!"ok".equals(rs.getString(1))) problems.add(rs.getString(1));
        }
        if (!problems.isEmpty()) {
            throw new StoreException(file + " is damaged (" + problems.get(0) + (problems.size() > 1 ? ", and "
                    + (problems.size() - 1) + " more problems" : "") + "). It was left untouched; delete it to start afresh.");
        }
    }

    private static StoreException damaged(Path file, SQLException e) {
        if (e instanceof SQLiteException se) {
            SQLiteErrorCode code = se.getResultCode();
            if (code == SQLiteErrorCode.SQLITE_CORRUPT || code == SQLiteErrorCode.SQLITE_NOTADB
                    || code.name().startsWith("SQLITE_CORRUPT")) {
                return new StoreException(file + " is damaged (" + code.message + "). It was left untouched;"
                        + " delete it to start afresh.", e);
            }
        }
        return new StoreException("cannot open the sample store " + file + ": " + e.getMessage(), e);
    }

    private StoreException failure(String doing, SQLException e) {
        if (e instanceof SQLiteException se && se.getResultCode().name().startsWith("SQLITE_BUSY")) {
            return new StoreException("the sample store " + file + " is busy: another DocShape is writing it", e);
        }
        return new StoreException("failed " + doing + " the sample store " + file + ": " + e.getMessage(), e);
    }

    private static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (SQLException ignored) {
            // already failing with a better message
        }
    }
}
