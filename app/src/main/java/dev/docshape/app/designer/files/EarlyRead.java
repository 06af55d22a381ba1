package dev.docshape.app.designer.files;

import dev.docshape.model.Project;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A project store that starts reading the project the window will open before the window exists: at
 * start-up the file is read on the window's file lane (the task runner's, made before JavaFX starts,
 * decision 0432) while JavaFX starts and the window is built, so
 * the first {@link #load} of that file only waits for a read already under way (decision 0408). A
 * failed read fails that load as a read of the store would, with the same message; every other call,
 * and a second load of the file, goes to the store. A file changed since the early read is read again.
 */
public final class EarlyRead implements ProjectStore {
    private final ProjectStore store;
    private final Path file;
    private final FileStamp stamp;
    private final FutureTask<Project> read;
    private final AtomicBoolean taken = new AtomicBoolean();

    private EarlyRead(ProjectStore store, Path file) {
        this.store = Objects.requireNonNull(store, "store");
        this.file = file.toAbsolutePath().normalize();
        this.stamp = FileStamp.of(this.file);
        this.read = new FutureTask<>(() -> store.load(this.file));
    }

    /**
     * Starts reading {@code file} through {@code store} now, on {@code lane}: the lane the window's
     * own load of the file runs on, so that load, queued behind the read, finds it done.
     */
    public static EarlyRead start(ProjectStore store, Path file, Executor lane) {
        EarlyRead early = new EarlyRead(store, file);
        lane.execute(early.read);
        return early;
    }

    @Override
    public Project load(Path requested) throws IOException {
        if (!isTheEarlyFile(requested) || taken.getAndSet(true)) return store.load(requested);
        Project project = awaitRead();
        return stamp.equals(FileStamp.of(file)) ? project : store.load(requested);
    }

    @Override
    public void save(Project project, Path target) throws IOException {
        if (isTheEarlyFile(target)) taken.set(true);
        store.save(project, target);
    }

    @Override
    public void delete(Path target) throws IOException {
        if (isTheEarlyFile(target)) taken.set(true);
        store.delete(target);
    }

    private boolean isTheEarlyFile(Path requested) {
        return requested != null && requested.toAbsolutePath().normalize().equals(file);
    }

    private Project awaitRead() throws IOException {
        try {
            return read.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while reading " + file.getFileName());
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) throw io;
            if (cause instanceof RuntimeException runtime) throw runtime;
            if (cause instanceof Error error) throw error;
            throw new UncheckedIOException(new IOException(cause));
        }
    }

    /** When a file was last written and how long it was; a missing file has no stamp. */
    private record FileStamp(long modified, long size) {
        static FileStamp of(Path file) {
            try {
                BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
                return new FileStamp(attributes.lastModifiedTime().toMillis(), attributes.size());
            } catch (IOException | RuntimeException e) {
                return new FileStamp(-1, -1);
            }
        }
    }
}
