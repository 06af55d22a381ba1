package dev.docshape.storage.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/** Where a store lives on disk and what a file there must look like before SQLite touches it. */
public final class StoreFiles {

    private static final byte[] SQLITE_HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

    private StoreFiles() {
    }

    /**
     * The default store of a project file: next to it, named after it. {@code shop.docshape.json}
     * gives {@code shop.sample.db}.
     */
    public static Path defaultLocation(Path projectFile) {
        if (projectFile == null || projectFile.getFileName() == null) {
            throw new IllegalArgumentException("a project file path is needed to place its sample store");
        }
        String name = projectFile.getFileName().toString();
        for (String suffix : List.of(".json", ".docshape")) {
            if (name.toLowerCase().endsWith(suffix) && name.length() > suffix.length()) {
                name = name.substring(0, name.length() - suffix.length());
            }
        }
        return projectFile.resolveSibling(name + ".sample.db");
    }

    /** The store file and SQLite's companion files (write-ahead log, shared memory, journal). */
    public static List<Path> filesOf(Path store) {
        return List.of(store, sibling(store, "-wal"), sibling(store, "-shm"), sibling(store, "-journal"));
    }

    /**
     * Deletes a store and its companion files: what a user asks for explicitly ("start afresh")
     * when a store is damaged or belongs to another project. Never called by the store itself.
     */
    public static void delete(Path store) {
        for (Path file : filesOf(store)) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                throw new StoreException("could not delete " + file + ": " + e.getMessage(), e);
            }
        }
    }

    /** Throws a clear message unless {@code file} is absent, empty or starts with SQLite's header. */
    static void requireSqliteOrAbsent(Path file) {
        if (!Files.exists(file)) return;
        if (Files.isDirectory(file)) throw new StoreException(file + " is a folder, not a sample store");
        byte[] head = new byte[SQLITE_HEADER.length];
        int read;
        try (InputStream in = Files.newInputStream(file)) {
            read = in.readNBytes(head, 0, head.length);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file, e);
        }
        if (read == 0) return;
        if (read < head.length || !Arrays.equals(head, SQLITE_HEADER)) {
            throw new StoreException(file + " is not a DocShape sample store: it is not an SQLite database"
                    + " (the file is damaged or of another kind). It was left untouched; delete it or choose"
                    + " another store location.");
        }
    }

    private static Path sibling(Path store, String suffix) {
        return store.resolveSibling(store.getFileName() + suffix);
    }
}
