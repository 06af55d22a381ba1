package dev.docshape.app.designer;

import dev.docshape.app.ui.dialogs.FxDialogService;
import dev.docshape.app.designer.files.DataFolder;
import dev.docshape.app.designer.files.EarlyRead;
import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.files.Settings;
import dev.docshape.app.designer.layout.RendererLayoutService;
import dev.docshape.app.designer.theme.Theme;
import dev.docshape.app.ui.tasks.TaskRunner;
import javafx.application.Application;
import javafx.stage.Stage;
import javafx.util.Duration;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** The designer window as a JavaFX application: real files, dialogs, background work. */
public class DesignerApp extends Application {
    private static final Duration AUTOSAVE_DELAY = Duration.seconds(3);
    /** The project the window opens at start (the file argument, else the last project), when there is one. */
    private static volatile Path startFile;
    /**
     * The window's one background-work service, made before JavaFX starts so that the early read runs on its
     * file lane (decision 0432); its results go to the JavaFX thread, which exists by the time any is handed back.
     */
    private static final TaskRunner TASKS = TaskRunner.background();

    /**
     * Before JavaFX starts: finds the project the window will open (the file the program was started with, else
     * the last project), so that the window's first frame can name it (decision 0471).
     */
    public static void findStartFile(String[] args) {
        try {
            Optional<Path> file = args.length > 0 ? Optional.of(Path.of(args[0]))
                    : Settings.load(Settings.defaultHome()).lastProject().filter(Files::isRegularFile);
            startFile = file.orElse(null);
        } catch (RuntimeException e) {
            startFile = null; // the window then starts without a file, as with no last project
        }
    }

    @Override
    public void start(Stage stage) {
        Runnable window = () -> {
            ProjectStore store = readAhead(startFile);
            DesignerServices services = new DesignerServices(store, new FxDialogService(() -> stage), Settings.defaultHome(),
                    TASKS, new RendererLayoutService(), ExampleCatalog.locate(store), AUTOSAVE_DELAY, DataFolder.platform());
            DesignerWindow.open(stage, services, fileArgument());
        };
        Path opening = startFile;
        if (opening == null || opening.getFileName() == null) {
            window.run();
        } else {
            Settings settings = Settings.load(Settings.defaultHome());
            boolean dark = "dark".equals(settings.theme());
            WindowPlace.restore(stage, settings, WindowPlace.screens());
            OpeningFrame.show(stage, opening.getFileName().toString(), Theme.of(dark), window);
        }
    }

    /**
     * The store the window reads through, already reading {@code file} on the file lane when there is one: started
     * as the window is built, after the opening frame is painted, the read runs beside the build (decision 0408)
     * without taking a core from the JVM's and JavaFX's start before that frame (decision 0525).
     */
    private static ProjectStore readAhead(Path file) {
        if (file == null) return new FileProjectStore();
        try {
            return EarlyRead.start(new FileProjectStore(), file, TASKS.lane(TaskRunner.Lane.FILES));
        } catch (RuntimeException e) {
            return new FileProjectStore(); // only a head start: the window reads the file as usual and names any problem
        }
    }

    /** The project file the program was started with (a double-click in the desktop's file manager). */
    private Optional<Path> fileArgument() {
        return getParameters().getRaw().stream().findFirst().map(Path::of);
    }
}
