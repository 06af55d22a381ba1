package dev.docshape.app.analysis.sample;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** At start, only the sample stores no running DocShape uses and nobody touched for a day are removed. */
class StoreOwnersTest {
    private static final Instant NOW = Instant.parse("2026-11-27T08:00:00Z");
    private static final long SELF = 100;
    private static final long OTHER_RUNNING = 200;
    private static final long GONE = 300;

    @TempDir
    Path folder;

    private final StoreOwners owners = new StoreOwners(SELF, Set.of(SELF, OTHER_RUNNING)::contains);

    private Path store(String name, long owner, Duration age) throws Exception {
        Path store = Files.writeString(folder.resolve(name + ".sample.db"), "data");
        Files.writeString(folder.resolve(name + ".sample.db-wal"), "wal");
        if (owner > 0) new StoreOwners(owner, pid -> true).claim(store);
        Files.setLastModifiedTime(store, FileTime.from(NOW.minus(age)));
        return store;
    }

    @Test
    void removesOnlyOldStoresOfProcessesThatAreGone() throws Exception {
        Path mine = store("mine", SELF, Duration.ofDays(3));
        Path another = store("another", OTHER_RUNNING, Duration.ofDays(3));
        Path recent = store("recent", GONE, Duration.ofHours(2));
        Path abandoned = store("abandoned", GONE, Duration.ofDays(2));
        Path unmarked = store("unmarked", 0, Duration.ofDays(2));

        assertEquals(Set.of(abandoned, unmarked), Set.copyOf(owners.removeAbandoned(folder, NOW)));

        for (Path kept : List.of(mine, another, recent)) assertTrue(Files.isRegularFile(kept), kept + " kept");
        assertFalse(Files.exists(abandoned));
        assertFalse(Files.exists(folder.resolve("abandoned.sample.db-wal")), "with its side files");
        assertFalse(Files.exists(folder.resolve("abandoned.sample.db.owner")), "and its mark");
    }

    @Test
    void removesTheMarksOfStoresNeverMadeByProcessesThatAreGone() throws Exception {
        new StoreOwners(GONE, pid -> true).claim(folder.resolve("never.sample.db"));
        owners.claim(folder.resolve("mine.sample.db"));
        owners.removeAbandoned(folder, NOW);
        assertFalse(Files.exists(folder.resolve("never.sample.db.owner")));
        assertTrue(Files.exists(folder.resolve("mine.sample.db.owner")), "a running process may still make its store");
    }

    @Test
    void aMissingFolderIsNothingToCleanUp() throws Exception {
        assertEquals(List.of(), owners.removeAbandoned(folder.resolve("none"), NOW));
    }
}
