package dev.docshape.app.analysis.sample;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.LongPredicate;

/**
 * Who uses the sample stores of unsaved projects in the data folder (docs/sample-data.md, "Where the data
 * lives"): beside each store a file {@code .owner} names the process that uses it. A store given up is
 * removed with its side files; at start, a store whose process is gone and that was not touched for a day
 * is removed, and a store of a running process is never touched (two DocShape windows share the folder).
 */
final class StoreOwners {
    static final Duration ABANDONED_AFTER = Duration.ofDays(1);
    private static final String OWNER = ".owner";
    private static final String STORE = ".sample.db";
    /** What SQLite may keep beside a store file. */
    static final String[] SIDE_FILES = {"-wal", "-shm", "-journal"};

    private final long self;
    private final LongPredicate alive;

    StoreOwners(long self, LongPredicate alive) {
        this.self = self;
        this.alive = alive;
    }

    /** For this process. */
    static StoreOwners ofThisProcess() {
        return new StoreOwners(ProcessHandle.current().pid(),
                pid -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
    }

    /** Marks {@code store} as used by this process (quiet on failure: the mark only protects it from other instances). */
    void claim(Path store) {
        Path owner = ownerFile(store);
        try {
            if (owner(owner).orElse(-1) != self) Files.writeString(owner, Long.toString(self), StandardCharsets.UTF_8);
        } catch (IOException e) {
            // without the mark the store counts as abandoned only once a day has passed without a change
        }
    }

    /** Removes {@code store}, its side files and its mark; what cannot be removed now is left for a later start. */
    static void remove(Path store) {
        List<Path> files = new ArrayList<>(List.of(store, ownerFile(store)));
        for (String side : SIDE_FILES) files.add(store.resolveSibling(store.getFileName() + side));
        for (Path file : files) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // in use (Windows) or read-only: the next start removes it once it is abandoned
            }
        }
    }

    /**
     * Removes the stores in {@code folder} whose process is gone and that nobody changed since {@code now - 1 day},
     * and the marks of stores never made by processes that are gone.
     */
    List<Path> removeAbandoned(Path folder, Instant now) throws IOException {
        List<Path> removed = new ArrayList<>();
        if (!Files.isDirectory(folder)) return removed;
        try (DirectoryStream<Path> stores = Files.newDirectoryStream(folder, "*" + STORE)) {
            for (Path store : stores) {
                if (usedByRunning(owner(ownerFile(store)))) continue;
                if (Files.getLastModifiedTime(store).toInstant().isAfter(now.minus(ABANDONED_AFTER))) continue;
                remove(store);
                removed.add(store);
            }
        }
        try (DirectoryStream<Path> marks = Files.newDirectoryStream(folder, "*" + STORE + OWNER)) {
            for (Path mark : marks) {
                Path store = mark.resolveSibling(mark.getFileName().toString().replace(OWNER, ""));
                if (!Files.exists(store) && !usedByRunning(owner(mark))) Files.deleteIfExists(mark);
            }
        }
        return removed;
    }

    private boolean usedByRunning(OptionalLong pid) {
        return pid.isPresent() && (pid.getAsLong() == self || alive.test(pid.getAsLong()));
    }

    private static Path ownerFile(Path store) {
        return store.resolveSibling(store.getFileName() + OWNER);
    }

    private static OptionalLong owner(Path ownerFile) {
        try {
            return OptionalLong.of(Long.parseLong(Files.readString(ownerFile, StandardCharsets.UTF_8).trim()));
        } catch (IOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}
