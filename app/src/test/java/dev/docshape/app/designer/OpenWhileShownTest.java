package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.files.EarlyRead;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.MemoryStore;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.ui.dialogs.DialogService.SaveChoice;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Project;
import javafx.application.Platform;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Started with a project file, the window is shown while the file is still being read (read ahead as the program
 * starts, decision 0408): it says so, stays usable, then shows the model; work begun meanwhile is not replaced
 * without asking.
 */
class OpenWhileShownTest extends DesignerTestBase {
    private final CountDownLatch readMayEnd = new CountDownLatch(1);
    private final MemoryStore memory = new MemoryStore();
    private final ExecutorService files = Executors.newSingleThreadExecutor();
    private ProjectStore store;
    private Path big;

    /** The memory store, whose reading of the big file ends only when the test lets it. */
    private final class SlowStore implements ProjectStore {
        @Override
        public Project load(Path file) throws IOException {
            if (file.getFileName().equals(big.getFileName())) {
                try {
                    if (!readMayEnd.await(60, TimeUnit.SECONDS)) throw new IOException("the test never let the read end");
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException(e);
                }
            }
            return memory.load(file);
        }

        @Override
        public void save(Project project, Path file) throws IOException {
            memory.save(project, file);
        }

        @Override
        public void delete(Path file) throws IOException {
            memory.delete(file);
        }
    }

    @Override
    protected void prepare() {
        big = home.resolve("big.docshape");
        try {
            memory.save(Models.blog(), big);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        store = EarlyRead.start(new SlowStore(), big, files); // as the program does before JavaFX starts, on the file lane
    }

    @Override
    protected ProjectStore store() {
        return store;
    }

    @Override
    protected Optional<Path> fileArgument() {
        return Optional.of(big);
    }

    @Override
    protected DesignerServices services() {
        return new DesignerServices(store(), dialogs, home,
                TaskRunner.direct().withUi(Platform::runLater).withLane(TaskRunner.Lane.FILES, files),
                layout(), examples(), javafx.util.Duration.hours(1));
    }

    @AfterEach
    void endTheRead() {
        readMayEnd.countDown();
        files.shutdownNow();
    }

    @Test
    void theWindowIsShownWhileTheFileIsReadAndThenShowsTheModel() {
        assertTrue(window.stage().isShowing(), "the window is up");
        assertEquals("Opening big.docshape…", statusText(), "it says what it is doing");
        assertFalse(entityCard("post").tryQuery().isPresent(), "no model yet");
        assertFalse(lookup("#welcome").query().isVisible(), "not the start page either");

        readMayEnd.countDown();
        FxWait.until("the model is drawn once read", () -> entityCard("post").tryQuery().isPresent());
        assertTrue(entityCard("comment").tryQuery().isPresent());
        assertEquals("Opened big.docshape", statusText());
        assertTrue(title().startsWith("big.docshape"), title());
        assertFalse(vm.document().isModified());
    }

    @Test
    void workBegunWhileTheFileIsReadIsNotReplacedWithoutAsking() {
        clickOn(canvas());
        newEntity("Draft");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, project().model().entities().size(), "the window is usable meanwhile");
        dialogs.saveAnswers.add(SaveChoice.CANCEL);

        readMayEnd.countDown();
        FxWait.until("asked before the read model replaces the work", dialogs.saveAnswers::isEmpty);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Draft", project().model().entities().get(0).name(), "the work stays");
        assertFalse(entityCard("post").tryQuery().isPresent(), "the file was not opened over it");
        assertEquals("Kept your work; big.docshape was not opened", statusText());
    }
}
