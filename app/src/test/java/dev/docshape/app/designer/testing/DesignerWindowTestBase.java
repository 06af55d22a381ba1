package dev.docshape.app.designer.testing;

import dev.docshape.app.designer.DesignerServices;
import dev.docshape.app.designer.DesignerWindow;
import dev.docshape.app.designer.MainViewModel;
import dev.docshape.app.designer.canvas.DiagramCanvas;
import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Project;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;

/**
 * Opens a real designer window (headless under Monocle) with a temporary home folder, scripted dialogs and a task
 * runner that runs at once, and opens projects in it, places and sizes it: the window's side of {@link DesignerTestBase}.
 */
public abstract class DesignerWindowTestBase extends FxRobot {
    static {
        // fewer, quicker robot steps: the journeys stay the same, the suite runs faster
        System.setProperty("testfx.robot.move_max_count", System.getProperty("testfx.robot.move_max_count", "12"));
        System.setProperty("testfx.robot.write_sleep", System.getProperty("testfx.robot.write_sleep", "4"));
        // a loaded build machine can leave more than the usual half second between two clicks
        System.setProperty("docshape.doubleClickMillis", "2000");
    }

    @TempDir
    protected Path home;
    protected final ScriptedDialogs dialogs = new ScriptedDialogs();
    protected DesignerWindow window;
    protected MainViewModel vm;

    @BeforeAll
    static void startToolkit() throws TimeoutException {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void openWindow() throws TimeoutException {
        prepare();
        Stage stage = FxToolkit.registerStage(Stage::new);
        interact(() -> window = DesignerWindow.open(stage, services(), fileArgument(), screen()));
        vm = window.viewModel();
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void closeWindow() {
        if (window != null) interact(() -> window.stage().hide());
    }

    /** The usable area of the screen the window opens on: the test machine's by default. */
    protected javafx.geometry.Rectangle2D screen() {
        return javafx.stage.Screen.getPrimary().getVisualBounds();
    }

    /** The project file the program is started with, as by a double-click on it; none by default. */
    protected java.util.Optional<Path> fileArgument() {
        return java.util.Optional.empty();
    }

    /** Runs before the window opens (write settings, autosaves, example files). */
    protected void prepare() {
    }

    private final MemoryStore memory = new MemoryStore();

    protected ProjectStore store() {
        return memory;
    }

    /** The window's title: the project's file (or name), with "*" in front while there are unsaved changes. */
    protected String title() {
        return window.stage().getTitle();
    }

    protected ExampleCatalog examples() {
        return new ExampleCatalog(store(), null);
    }

    /** Automatic layout for the tests: the cards apart in rows of four, by the sizes they are drawn at (no graphviz). */
    protected LayoutService layout() {
        return Apart.grid(4);
    }

    protected DesignerServices services() {
        return new DesignerServices(store(), dialogs, home, TaskRunner.direct(), layout(), examples(), Duration.hours(1));
    }

    /** The test services with long jobs on {@code worker} and their results on the FX thread (a test that cancels a running job). */
    protected DesignerServices servicesWithJobsOn(java.util.concurrent.Executor worker) {
        return servicesWithLane(TaskRunner.Lane.JOBS, worker);
    }

    /** The test services with the work of {@code lane} on {@code executor} and the results on the FX thread. */
    protected DesignerServices servicesWithLane(TaskRunner.Lane lane, java.util.concurrent.Executor executor) {
        return new DesignerServices(store(), dialogs, home,
                TaskRunner.direct().withUi(javafx.application.Platform::runLater).withLane(lane, executor),
                layout(), examples(), Duration.hours(1));
    }

    /** The test services, but with background work on threads of its own, as in the app (for benchmarks). */
    protected DesignerServices servicesWithBackgroundThreads() {
        return new DesignerServices(store(), dialogs, home, TaskRunner.background(), layout(), examples(), Duration.hours(1));
    }

    /** Moves and resizes the window as the window manager does when the user drags its title bar and a corner. */
    protected void placeWindow(double x, double y, double width, double height) {
        interact(() -> {
            window.stage().setX(x);
            window.stage().setY(y);
        });
        resizeWindow(width, height);
    }

    /** Resizes the window as the window manager does when the user drags its corner. */
    protected void resizeWindow(double width, double height) {
        interact(() -> {
            window.stage().setWidth(width);
            window.stage().setHeight(height);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Opens a project as if the user had picked it, and fits it into view. */
    protected void show(Project project) {
        interact(() -> {
            vm.document().open(project, null);
            vm.welcomeVisible().set(false);
        });
        WaitForAsyncUtils.waitForFxEvents();
        interact(() -> canvas().resetZoom());
        interact(() -> {
            vm.viewport().offsetX().set(40);
            vm.viewport().offsetY().set(40);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Opens a generated project with its cards placed apart by the sizes the canvas draws them at, {@code perRow} to a
     * row ({@link Apart}), and returns it as shown.
     */
    protected Project showApart(Project project, int perRow) {
        show(project);
        Project apart = Apart.placed(project, vm.diagram(), perRow);
        show(apart);
        return apart;
    }

    /** Opens the workload example {@code name} (examples/workloads/NAME.docshape), as File > Open does. */
    protected void openWorkload(String name) throws java.io.IOException {
        openFile(examplesFolder().resolve("workloads").resolve(name + ".docshape"));
    }

    /** Runs {@code check} in the light theme, then in the dark one (its argument: whether dark), switched as View does. */
    protected void inEachTheme(java.util.function.Consumer<Boolean> check) {
        for (boolean dark : new boolean[] {false, true}) {
            interact(() -> vm.darkTheme().set(dark));
            WaitForAsyncUtils.waitForFxEvents();
            check.accept(dark);
        }
    }

    /** The folder of the seed examples S1-S8. */
    protected static Path examplesFolder() {
        return ExampleCatalog.locate(new dev.docshape.app.designer.files.FileProjectStore()).folder()
                .orElseThrow(() -> new AssertionError("no examples folder"));
    }

    /** Opens a project file, as File > Open does, and fits it into view. */
    protected void openFile(Path file) throws java.io.IOException {
        Project project = new dev.docshape.app.designer.files.FileProjectStore().load(file);
        interact(() -> {
            vm.document().open(project, null);
            vm.welcomeVisible().set(false);
        });
        WaitForAsyncUtils.waitForFxEvents();
        interact(() -> canvas().fitToWindow());
        WaitForAsyncUtils.waitForFxEvents();
    }

    protected DiagramCanvas canvas() {
        return window.view().canvas();
    }

    protected Project project() {
        return vm.document().project();
    }

    /**
     * Scrolls the scroll pane holding the node until the node lies wholly in its view, as a user scrolls a tall
     * inspector down to a control below its edge; returns the node.
     */
    protected javafx.scene.Node scrolledIntoView(String query) {
        javafx.scene.Node node = lookup(query).query();
        javafx.scene.control.ScrollPane pane = enclosingScrollPane(node);
        if (pane == null || inView(pane, node)) return node;
        boolean below = below(pane, node);
        for (int step = 1; step <= 20 && !inView(pane, node); step++) {
            double to = below ? Math.min(1, pane.getVvalue() + 0.1) : Math.max(0, pane.getVvalue() - 0.1);
            interact(() -> pane.setVvalue(to));
            WaitForAsyncUtils.waitForFxEvents();
        }
        return node;
    }

    private static javafx.scene.control.ScrollPane enclosingScrollPane(javafx.scene.Node node) {
        for (javafx.scene.Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof javafx.scene.control.ScrollPane pane) return pane;
        }
        return null;
    }

    private static boolean inView(javafx.scene.control.ScrollPane pane, javafx.scene.Node node) {
        javafx.geometry.Bounds view = pane.localToScene(pane.getLayoutBounds());
        javafx.geometry.Bounds shown = node.localToScene(node.getLayoutBounds());
        return shown.getMinY() >= view.getMinY() && shown.getMaxY() <= view.getMaxY();
    }

    private static boolean below(javafx.scene.control.ScrollPane pane, javafx.scene.Node node) {
        return node.localToScene(node.getLayoutBounds()).getMaxY() > pane.localToScene(pane.getLayoutBounds()).getMaxY();
    }
}
