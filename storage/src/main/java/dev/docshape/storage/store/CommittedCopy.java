package dev.docshape.storage.store;

import org.sqlite.SQLiteConfig;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * A private copy of a store's last committed data, for work that must not contend with a
 * {@code sample} writing the store at the same time: {@code VACUUM INTO} reads one consistent
 * snapshot (in WAL mode a reader never waits for the writer) and the copy then takes trial writes
 * without needing the store's write lock. Deleted on close.
 */
public final class CommittedCopy implements AutoCloseable {
    private final Path file;

    private CommittedCopy(Path file) {
        this.file = file;
    }

    /** Copies {@code store}, which must exist. */
    public static CommittedCopy of(Path store) {
        Path copy;
        try {
            Path folder = Files.createTempDirectory("docshape-measure");
            copy = folder.resolve(store.getFileName().toString());
        } catch (IOException e) {
            throw new StoreException("cannot make a temporary folder to read the sample store " + store + " from: " + e.getMessage(), e);
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        config.setBusyTimeout(10_000);
        try (Connection source = DriverManager.getConnection("jdbc:sqlite:" + store.toAbsolutePath(), config.toProperties());
             PreparedStatement vacuum = source.prepareStatement("VACUUM INTO ?")) {
            vacuum.setString(1, copy.toAbsolutePath().toString());
            vacuum.execute();
        } catch (SQLException e) {
            delete(copy);
            throw new StoreException("cannot read the sample store " + store + ": " + e.getMessage(), e);
        }
        return new CommittedCopy(copy);
    }

    public Path file() {
        return file;
    }

    @Override
    public void close() {
        delete(file);
    }

    private static void delete(Path copy) {
        try {
            for (Path companion : StoreFiles.filesOf(copy)) Files.deleteIfExists(companion);
            Files.deleteIfExists(copy.getParent());
        } catch (IOException ignored) {
            // a temporary file left behind; the system's temporary folder is cleaned in time
        }
    }
}
