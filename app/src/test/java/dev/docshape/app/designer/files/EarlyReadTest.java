package dev.docshape.app.designer.files;

import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The project file read ahead at start-up: read once, early; every later call goes to the store as before. */
class EarlyReadTest {
    @TempDir
    Path folder;
    /** The lane the program reads on: the file lane of the window's task runner. */
    private final Executor lane = TaskRunner.background().lane(TaskRunner.Lane.FILES);

    /** Counts reads; answers a project named after the file's text, or fails as a broken file does. */
    private static final class CountingStore implements ProjectStore {
        final List<Path> reads = new ArrayList<>();

        @Override
        public synchronized Project load(Path file) throws IOException {
            reads.add(file);
            String text = Files.readString(file);
            if (text.startsWith("broken")) throw new IOException(file.getFileName() + ": line 1: not a DocShape project file");
            return Project.created(text);
        }

        @Override
        public void save(Project project, Path file) throws IOException {
            Files.writeString(file, project.name());
        }

        @Override
        public void delete(Path file) throws IOException {
            Files.deleteIfExists(file);
        }

        synchronized int count() {
            return reads.size();
        }
    }

    @Test
    void theFileIsReadOnceAheadAndALaterLoadReadsAgain() throws Exception {
        Path file = Files.writeString(folder.resolve("a.docshape"), "First");
        CountingStore store = new CountingStore();
        EarlyRead early = EarlyRead.start(store, file, lane);
        Project first = early.load(folder.resolve(".").resolve("a.docshape"));
        assertEquals("First", first.name());
        assertEquals(1, store.count(), "the load took the read made ahead");
        assertEquals("First", early.load(file).name());
        assertEquals(2, store.count(), "a second open reads the file again");
    }

    @Test
    void aFailedReadFailsTheLoadWithTheStoresMessage() throws Exception {
        Path file = Files.writeString(folder.resolve("broken.docshape"), "broken {");
        EarlyRead early = EarlyRead.start(new CountingStore(), file, lane);
        IOException failure = assertThrows(IOException.class, () -> early.load(file));
        assertEquals("broken.docshape: line 1: not a DocShape project file", failure.getMessage());
    }

    @Test
    void aFileChangedSinceTheEarlyReadIsReadAgain() throws Exception {
        Path file = Files.writeString(folder.resolve("a.docshape"), "First");
        CountingStore store = new CountingStore();
        EarlyRead early = EarlyRead.start(store, file, lane);
        waitFor(() -> store.count() == 1);
        Files.writeString(file, "Second version");
        Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 5_000));
        assertEquals("Second version", early.load(file).name());
        assertEquals(2, store.count());
    }

    @Test
    void otherFilesGoToTheStore() throws Exception {
        Path file = Files.writeString(folder.resolve("a.docshape"), "First");
        Path other = Files.writeString(folder.resolve("b.docshape"), "Other");
        CountingStore store = new CountingStore();
        EarlyRead early = EarlyRead.start(store, file, lane);
        assertEquals("Other", early.load(other).name());
        early.save(Project.created("Saved"), file);
        assertEquals("Saved", early.load(file).name(), "a save over the file ends the read ahead's use");
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) throws InterruptedException {
        for (int i = 0; i < 6_000 && !condition.getAsBoolean(); i++) Thread.sleep(10);
        if (!condition.getAsBoolean()) throw new AssertionError("the early read never ran");
    }
}
