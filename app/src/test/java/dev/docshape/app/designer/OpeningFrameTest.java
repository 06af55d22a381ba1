package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.files.EarlyRead;
import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.ScriptedDialogs;
import dev.docshape.app.designer.theme.Theme;
import dev.docshape.app.ui.tasks.HeldLane;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Position;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A start that opens a file shows the window first as "Opening NAME…", titled with the file's name, and builds the
 * designer into it after that frame (decision 0471); the designer keeps the file's name in the title while the model
 * comes in, and the model's cards can be selected before its analysis has run. Each frame of the stage is recorded as
 * JavaFX lays it out, just before it is painted.
 */
class OpeningFrameTest extends FxRobot {
    @TempDir
    Path home;
    /** The estimates and previews wait until the test lets them run: the window is worked in before they are in. */
    private final HeldLane analysis = new HeldLane();
    private final TaskRunner tasks = TaskRunner.background().withLane(TaskRunner.Lane.ANALYSIS, analysis);
    private final List<Frame> frames = new ArrayList<>();
    private Stage stage;
    private DesignerWindow window;

    /** One frame: the window's title, the opening frame's text (empty in the designer), the status line, whether cards were in. */
    private record Frame(String title, String opening, boolean designer, String status, boolean cards) {
    }

    @BeforeAll
    static void startToolkit() throws TimeoutException {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void closeWindow() {
        if (stage != null) interact(() -> stage.hide());
    }

    @Test
    void theFirstFrameNamesTheFileThenTheDesignerAndTheModelFollowUnderTheSameTitleAndTheCardsWorkBeforeTheAnalysis()
            throws Exception {
        Path big = home.resolve("big.docshape");
        new FileProjectStore().save(Models.blog(), big);
        ProjectStore early = EarlyRead.start(new FileProjectStore(), big, tasks.lane(TaskRunner.Lane.FILES));
        DesignerServices services = new DesignerServices(early, new ScriptedDialogs(), home, tasks, rowLayout(),
                new ExampleCatalog(early, null), Duration.hours(1));
        stage = FxToolkit.registerStage(Stage::new);
        interact(() -> {
            stage.sceneProperty().addListener((obs, was, scene) -> record(scene));
            OpeningFrame.show(stage, "big.docshape", Theme.LIGHT,
                    () -> window = DesignerWindow.open(stage, services, Optional.of(big)));
            record(stage.getScene());
        });
        FxWait.until("a frame with the cards and the status 'Opened'", () -> !frames.isEmpty()
                && frames.get(frames.size() - 1).cards() && statusOf(stage.getScene()).startsWith("Opened"));
        List<Frame> seen = new ArrayList<>();
        interact(() -> seen.addAll(frames));

        Frame first = seen.get(0);
        assertEquals("Opening big.docshape…", first.opening(), "the first frame says what it opens: " + seen);
        assertEquals("big.docshape — DocShape", first.title(), "and is titled with the file's name");
        assertFalse(first.designer(), "the designer is built after that first frame: " + seen);
        assertTrue(seen.stream().anyMatch(f -> f.designer() && !f.cards() && f.status().equals("Opening big.docshape…")),
                "the designer shows itself opening the file before the model is in: " + seen);
        assertTrue(seen.stream().allMatch(f -> f.title().equals("big.docshape — DocShape")),
                "every frame is titled with the file's name, never Untitled: " + seen);

        clickOn(cardName("post"));
        assertEquals(List.of("post"), window.viewModel().selection().entities().stream().toList(),
                "the opened model is worked on in the window the opening frame became");
        assertTrue(analysis.waiting() > 0, "while its analysis has not run yet");
        analysis.release();
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("post"), window.viewModel().selection().entities().stream().toList(),
                "the analysis coming in keeps the selection");
    }

    /**
     * The opening frame has only the theme's colours and its own rules for style sheets (decision 0483), not the
     * designer's: it must still be painted in the theme's background, light and dark.
     */
    @Test
    void theOpeningFrameIsPaintedInTheThemesBackground() throws Exception {
        stage = FxToolkit.registerStage(Stage::new);
        Color[] opening = new Color[2];
        Color[] theme = new Color[2];
        for (Theme each : Theme.values()) {
            interact(() -> {
                OpeningFrame.show(stage, "big.docshape", each, () -> { });
                opening[each.ordinal()] = cornerOf(stage.getScene());
                StackPane reference = new StackPane();
                reference.setStyle("-fx-background-color: -ds-bg;");
                Scene designerStyled = new Scene(reference, 40, 40);
                each.applyTo(designerStyled);
                theme[each.ordinal()] = cornerOf(designerStyled);
            });
        }
        assertEquals(theme[0], opening[0], "light: the opening frame's background is the theme's");
        assertEquals(theme[1], opening[1], "dark: the opening frame's background is the theme's");
        assertNotEquals(opening[0], opening[1], "and the two themes' opening frames differ");
    }

    private static Color cornerOf(Scene scene) {
        WritableImage shot = scene.getRoot().snapshot(null, null);
        return shot.getPixelReader().getColor(4, 4);
    }

    /** Attaches the frame recorder to a scene the stage shows. */
    private void record(Scene scene) {
        if (scene == null) return;
        scene.addPostLayoutPulseListener(() -> frames.add(new Frame(stage.getTitle(),
                scene.lookup(".opening-message") instanceof Text text ? text.getText() : "",
                scene.lookup("#menu-bar") != null, statusOf(scene),
                window != null && !window.viewModel().diagram().entities().isEmpty())));
    }

    private static String statusOf(Scene scene) {
        return scene.lookup("#status-message") instanceof Label status ? status.getText() : "";
    }

    private Node cardName(String entityId) {
        return window.view().canvas().entityView(entityId).lookup(".entity-name");
    }

    private static LayoutService rowLayout() {
        return (model, design, sizes) -> {
            Map<String, Position> out = new LinkedHashMap<>();
            int i = 0;
            for (String id : sizes.keySet()) out.put(id, new Position(40 + i++ * 260, 40));
            return out;
        };
    }
}
