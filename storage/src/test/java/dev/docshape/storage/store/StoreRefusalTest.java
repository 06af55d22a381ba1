package dev.docshape.storage.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A file that is not this project's sound store gets a clear message and stays as it was. */
class StoreRefusalTest {

    @TempDir
    Path dir;

    @Test
    void aFileOfAnotherKindIsNotOverwritten() throws Exception {
        Path file = dir.resolve("notes.db");
        Files.writeString(file, "my shopping list: milk, eggs", StandardCharsets.UTF_8);
        byte[] before = Files.readAllBytes(file);
        StoreException e = assertThrows(StoreException.class, () -> SampleStore.open(file, "p"));
        assertEquals(file + " is not a DocShape sample store: it is not an SQLite database (the file is damaged or of"
                + " another kind). It was left untouched; delete it or choose another store location.", e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void anotherProgramsDatabaseIsNotOverwritten() throws Exception {
        Path file = dir.resolve("other.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)");
        }
        byte[] before = Files.readAllBytes(file);
        StoreException e = assertThrows(StoreException.class, () -> SampleStore.open(file, "p"));
        assertTrue(e.getMessage().contains("is an SQLite database of another program"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void aStoreOfAnotherProjectIsRefused() throws Exception {
        Path file = dir.resolve("s.db");
        materialized(file);
        byte[] before = Files.readAllBytes(file);
        StoreException e = assertThrows(StoreException.class, () -> SampleStore.open(file, "someone-else"));
        assertEquals(file + " holds the sample data of another project ('project-1', not 'someone-else'). It was left"
                + " untouched; choose another store location or delete it.", e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void aStoreOfANewerFormatIsRefused() throws Exception {
        Path file = dir.resolve("s.db");
        materialized(file);
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("UPDATE docshape_meta SET value = '7' WHERE key = 'format_version'");
        }
        StoreException e = assertThrows(StoreException.class, () -> SampleStore.open(file, TwoLayouts.PROJECT));
        assertTrue(e.getMessage().contains("was written by a newer DocShape (store format 7; this version reads format " + SampleStore.FORMAT_VERSION + ")"), e.getMessage());
    }

    @Test
    void aDamagedStoreIsReportedAndLeftAlone() throws Exception {
        Path file = dir.resolve("s.db");
        materialized(file);
        long length = Files.size(file);
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            // Keep the header and the schema page, scribble over the pages of documents and indexes.
            byte[] junk = new byte[(int) (length - 8192)];
            java.util.Arrays.fill(junk, (byte) 0x5A);
            raf.seek(8192);
            raf.write(junk);
        }
        byte[] before = Files.readAllBytes(file);
        StoreException e = assertThrows(StoreException.class, () -> SampleStore.open(file, TwoLayouts.PROJECT));
        assertTrue(e.getMessage().startsWith(file + " is damaged ("), e.getMessage());
        assertTrue(e.getMessage().endsWith("It was left untouched; delete it to start afresh."), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void aTruncatedStoreIsReportedAsDamaged() throws Exception {
        Path file = dir.resolve("s.db");
        materialized(file);
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.setLength(raf.length() / 2);
        }
        StoreException e = assertThrows(StoreException.class, () -> SampleStore.open(file, TwoLayouts.PROJECT));
        assertTrue(e.getMessage().startsWith(file + " is damaged ("), e.getMessage());
    }

    @Test
    void aMissingFolderIsNamed() {
        Path file = dir.resolve("no/such/folder/s.db");
        StoreException e = assertThrows(StoreException.class, () -> SampleStore.open(file, "p"));
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
    }

    private static void materialized(Path file) {
        try (SampleStore store = SampleStore.open(file, TwoLayouts.PROJECT)) {
            store.materialize(TwoLayouts.metadata(2), TwoLayouts.layout(2), TwoLayouts.producer(2, 50), 0, Progress.NONE);
        }
    }
}
