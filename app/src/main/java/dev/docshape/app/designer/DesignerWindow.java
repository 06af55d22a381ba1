package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.theme.Theme;
import dev.docshape.app.ui.FocusKeeper;
import dev.docshape.app.ui.TypeAhead;
import dev.docshape.app.ui.tasks.FirstFrame;
import dev.docshape.app.ui.tasks.TaskRunner;
import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Puts the designer into a stage: the scene with its theme, the title with the unsaved mark, the
 * second shortcuts (Ctrl+Y for Redo, Backspace for Delete), and closing only once unsaved work
 * is saved or given up.
 */
public final class DesignerWindow {
    public static final double WIDTH = 1280;
    public static final double HEIGHT = 800;
    static final double MIN_WIDTH = 720;
    static final double MIN_HEIGHT = 480;

    private final Stage stage;
    private final MainViewModel vm;
    private final MainView view;
    private final Scene scene;
    private final AnalysisPanels analysis;
    private final WindowPlace place;

    private DesignerWindow(Stage stage, DesignerServices services, List<Rectangle2D> screens) {
        this.stage = stage;
        this.vm = new MainViewModel(services);
        this.view = new MainView(vm);
        this.analysis = DesignerAnalysis.attach(vm, view, services.tasks(), services.data());
        Dimension2D size = WindowSize.on(screens.get(0));
        this.scene = new Scene(view, size.getWidth(), size.getHeight());
        Theme.of(vm.darkTheme().get()).applyTo(scene);
        vm.darkTheme().addListener((obs, was, is) -> Theme.of(is).applyTo(scene));
        addSecondShortcuts();
        FocusKeeper.install(scene, view.canvas(), view.inspector(), view.sideTabs());
        TypeAhead.install(scene);
        stage.setScene(scene);
        stage.titleProperty().bind(vm.title());
        stage.setMinWidth(MIN_WIDTH);
        stage.setMinHeight(MIN_HEIGHT);
        WindowPlace.restore(stage, vm.settings(), screens);
        place = WindowPlace.follow(stage, vm.settings());
        stage.setOnCloseRequest(e -> {
            e.consume();
            requestClose();
        });
        view.setQuit(this::requestClose);
    }

    /** Builds the window in {@code stage}, shows it and runs the start-up (recover, reopen or the start page). */
    public static DesignerWindow open(Stage stage, DesignerServices services) {
        return open(stage, services, Optional.empty());
    }

    /**
     * Like {@link #open(Stage, DesignerServices)}, opening {@code file} instead of the last project. The window is
     * shown first, saying what it opens; the model, even when read before the window was up, is built into it
     * only after that first frame is on the screen (decision 0432).
     */
    public static DesignerWindow open(Stage stage, DesignerServices services, Optional<Path> file) {
        return open(stage, services, file, WindowPlace.screens());
    }

    /** Like {@link #open(Stage, DesignerServices, Optional)}, on one screen whose usable area is {@code screen}. */
    public static DesignerWindow open(Stage stage, DesignerServices services, Optional<Path> file, Rectangle2D screen) {
        return open(stage, services, file, List.of(screen));
    }

    /**
     * Like {@link #open(Stage, DesignerServices, Optional)}, with the screens' usable areas {@code screens}, the
     * primary screen's first: the window opens at its remembered place moved into them (decision 0539).
     */
    public static DesignerWindow open(Stage stage, DesignerServices services, Optional<Path> file, List<Rectangle2D> screens) {
        TaskRunner tasks = services.tasks();
        FirstFrame firstFrame = tasks.runsAtOnce() ? null : new FirstFrame(tasks.ui());
        DesignerWindow window = new DesignerWindow(stage, firstFrame == null ? services : services.withTasks(tasks.withUi(firstFrame)),
                screens);
        stage.show();
        if (firstFrame != null) firstFrame.releaseAfterFirstFrame(window.scene);
        window.vm.start(file);
        window.view.canvas().requestFocus();
        return window;
    }

    private void addSecondShortcuts() {
        var accelerators = scene.getAccelerators();
        accelerators.put(new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN),
                () -> vm.actions().execute(DesignerAction.REDO));
        accelerators.put(new KeyCodeCombination(KeyCode.BACK_SPACE),
                () -> vm.actions().execute(DesignerAction.DELETE));
        accelerators.put(new KeyCodeCombination(KeyCode.ADD, KeyCombination.SHORTCUT_DOWN),
                () -> vm.actions().execute(DesignerAction.ZOOM_IN));
        accelerators.put(new KeyCodeCombination(KeyCode.PLUS, KeyCombination.SHORTCUT_DOWN),
                () -> vm.actions().execute(DesignerAction.ZOOM_IN));
        accelerators.put(new KeyCodeCombination(KeyCode.SUBTRACT, KeyCombination.SHORTCUT_DOWN),
                () -> vm.actions().execute(DesignerAction.ZOOM_OUT));
    }

    /** The live-analysis panels of this window. */
    public AnalysisPanels analysis() {
        return analysis;
    }

    /** Closes the window once unsaved work is saved or the user chose to drop it. */
    private void requestClose() {
        vm.files().whenSafe("closing DocShape", () -> {
            vm.files().closed();
            place.remember(vm.settings());
            stage.setOnCloseRequest(null);
            stage.close();
        });
    }

    /** Fires the window's close request, as the window manager's close button does. */
    public void fireCloseRequest() {
        stage.fireEvent(new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST));
    }

    public Stage stage() {
        return stage;
    }

    public MainViewModel viewModel() {
        return vm;
    }

    public MainView view() {
        return view;
    }

    public Scene scene() {
        return scene;
    }
}
