package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.files.EarlyRead;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.ui.tasks.TaskRunner;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Started with a project file that was read before the window existed (decision 0408), the window's first frame
 * is the window itself, saying what it opens, and the model comes in a later frame (decision 0432): what each
 * frame shows is recorded as JavaFX lays it out, just before it is painted.
 */
class WindowBeforeModelTest extends DesignerTestBase {
    /** The window's task runner, made before the window as the program makes it (decision 0432). */
    private final TaskRunner tasks = TaskRunner.background();
    /** What each laid-out frame of the designer's window showed, in order. */
    private final List<Frame> frames = new ArrayList<>();
    private final ListChangeListener<Window> windowsShown = this::recordFramesOfNewWindows;
    private ProjectStore early;
    private Path big;

    /** One frame: what the status line said, whether the start page and the model's cards were in it. */
    private record Frame(String status, boolean welcome, boolean cards) {
    }

    @Override
    protected void prepare() {
        big = home.resolve("big.docshape");
        try {
            new FileProjectStore().save(Models.blog(), big);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // as the program starts: the file read on the runner's file lane while the window is made
        early = EarlyRead.start(new FileProjectStore(), big, tasks.lane(TaskRunner.Lane.FILES));
        interact(() -> Window.getWindows().addListener(windowsShown));
    }

    private void recordFramesOfNewWindows(ListChangeListener.Change<? extends Window> change) {
        while (change.next()) {
            for (Window shown : change.getAddedSubList()) {
                if (shown.getScene() == null || shown.getScene().lookup("#status-message") == null) continue;
                shown.getScene().addPostLayoutPulseListener(() -> frames.add(new Frame(
                        ((Label) shown.getScene().lookup("#status-message")).getText(),
                        shown.getScene().lookup("#welcome") != null && shown.getScene().lookup("#welcome").isVisible(),
                        !window.viewModel().diagram().entities().isEmpty())));
            }
        }
    }

    @Override
    protected DesignerServices services() {
        return new DesignerServices(early, dialogs, home, tasks, layout(), examples(), javafx.util.Duration.hours(1));
    }

    @Override
    protected Optional<Path> fileArgument() {
        return Optional.of(big);
    }

    @AfterEach
    void stopRecording() {
        interact(() -> Window.getWindows().removeListener(windowsShown));
    }

    @Test
    void theFirstFrameShowsTheWindowSayingWhatItOpensAndALaterOneTheModel() throws TimeoutException {
        FxWait.until("the model drawn", () -> entityCard("post").tryQuery().isPresent());
        List<Frame> seen = new ArrayList<>();
        interact(() -> seen.addAll(frames));
        assertFalse(seen.isEmpty(), "the window's frames were recorded");
        Frame first = seen.get(0);
        assertEquals("Opening big.docshape…", first.status(), "the first frame says what the window opens");
        assertFalse(first.cards(), "the first frame is the window, not yet the model");
        assertFalse(first.welcome(), "nor the start page, which would flash before the model");
        assertTrue(seen.stream().anyMatch(Frame::cards), "a later frame has the model: " + seen);
        assertTrue(seen.stream().noneMatch(Frame::welcome), "the start page never showed: " + seen);
        assertTrue(window.stage().getTitle().startsWith("big.docshape"), window.stage().getTitle());
        assertTrue(entityCard("comment").tryQuery().isPresent());
        assertFalse(vm.document().isModified());
    }
}
