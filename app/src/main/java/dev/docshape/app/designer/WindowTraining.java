package dev.docshape.app.designer;

import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.layout.RendererLayoutService;
import dev.docshape.app.designer.theme.Theme;
import dev.docshape.app.ui.dialogs.FxDialogService;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.synthetic.SyntheticModels;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import javafx.util.Duration;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;

/**
 * The window part of the hidden {@code --train} start (decision 0456): the real designer window opens after the
 * opening frame a start with a file shows first (decision 0483), shows its start page, opens every example and then
 * a large model in turn, each until it is wholly on the screen, and closes. A JVM archiving its classes at exit then
 * holds what a window start reaches (the window's classes, their lambdas, the staged build of a large model), not only
 * the classes loaded from the jars. It runs on whatever display it is
 * given (the install-time training starts it under Xvfb when there is one) with a home folder of its own, so no
 * settings, recent files or recovered work of a user are read or written.
 */
public final class WindowTraining extends Application {
    /** Over the canvas's culling threshold, so that the large model's two-frame build is trained too. */
    private static final int LARGE_ENTITIES = 200;
    private static final int LARGE_RELATIONSHIPS = 400;
    private static final String HOME = "docshape.train.home";

    /** Runs the training window in {@code home} (a temporary folder) and returns once it has closed. */
    public static void run(Path home) {
        System.setProperty(HOME, home.toString());
        Application.launch(WindowTraining.class);
    }

    @Override
    public void start(Stage stage) throws IOException {
        Path home = Path.of(System.getProperty(HOME));
        ProjectStore store = new FileProjectStore();
        Path large = home.resolve("large" + ProjectStore.EXTENSION);
        store.save(SyntheticModels.generate(LARGE_ENTITIES, LARGE_RELATIONSHIPS, 20, 1), large);
        DesignerServices services = new DesignerServices(store, new FxDialogService(() -> stage), home,
                TaskRunner.background(), new RendererLayoutService(), ExampleCatalog.locate(store), Duration.hours(1));
        // through the opening frame, as a start that opens a file goes (decision 0483): its classes and lambdas are archived too
        OpeningFrame.show(stage, large.getFileName().toString(), Theme.LIGHT, () -> {
            DesignerWindow window = DesignerWindow.open(stage, services);
            openInTurn(window, large, () -> {
                stage.hide();
                Platform.exit();
            });
        });
    }

    /**
     * Once the start page has its examples, opens each of them in {@code window}, then {@code last}, each after the one
     * before is wholly shown; then runs {@code done}.
     */
    static void openInTurn(DesignerWindow window, Path last, Runnable done) {
        MainViewModel vm = window.viewModel();
        boolean[] started = new boolean[1];
        vm.examplesLoading().subscribe(loading -> {
            if (loading || started[0]) return;
            started[0] = true;
            Deque<Runnable> opens = new ArrayDeque<>();
            for (ExampleCatalog.Example example : List.copyOf(vm.examples())) opens.add(() -> vm.files().openExample(example.file()));
            opens.add(() -> vm.files().load(last));
            Consumer<Runnable> canvas = window.view().canvas()::whenShown;
            Runnable next = () -> {
                Runnable open = opens.poll();
                if (open == null) done.run();
                else open.run();
            };
            // each opened model, once on the screen, opens the next: after the status line said it is in
            vm.files().setWhenShown(shown -> canvas.accept(() -> {
                shown.run();
                Platform.runLater(next);
            }));
            next.run();
        });
    }
}
