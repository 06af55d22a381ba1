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
    /** The store with the project the window will open already being read, when {@link #readAhead} found one. */
    private static volatile ProjectStore startStore;
    /** The project the window opens at start (the file argument, else the last project), when there is one. */
    private static volatile Path startFile;
    /**
     * The window's one background-work service, made before JavaFX starts so that the early read runs on its
     * file lane (decision 0432); its results go to the JavaFX thread, which exists by the time any is handed back.
     */
    private static final TaskRunner TASKS = TaskRunner.background();

    /**
     * Before JavaFX starts: begins reading the project the window will open (the file the program was
     * started with, else the last project), so that the read runs while the toolkit starts and the
     * window is built instead of after it is shown (decision 0408).
     */
    public static void readAhead(String[] args) {
        try {
            Optional<Path> file = args.length > 0 ? Optional.of(Path.of(args[0]))
                    : Settings.load(Settings.defaultHome()).lastProject().filter(Files::isRegularFile);
            startFile = file.orElse(null);
            startStore = file.<ProjectStore>map(f -> EarlyRead.start(new FileProjectStore(), f, TASKS.lane(TaskRunner.Lane.FILES)))
                    .orElse(null);
        } catch (RuntimeException e) {
            startStore = null; // only a head start: the window reads the file as usual and names any problem
        }
    }

    @Override
    public void start(Stage stage) {
        Runnable window = () -> {
            ProjectStore store = startStore != null ? startStore : new FileProjectStore();
            DesignerServices services = new DesignerServices(store, new FxDialogService(() -> stage), Settings.defaultHome(),
                    TASKS, new RendererLayoutService(), ExampleCatalog.locate(store), AUTOSAVE_DELAY, DataFolder.platform());
            DesignerWindow.open(stage, services, fileArgument());
        };
        Path opening = startFile;
        if (opening == null || opening.getFileName() == null) {
            window.run();
        } else {
            boolean dark = "dark".equals(Settings.load(Settings.defaultHome()).theme());
            OpeningFrame.show(stage, opening.getFileName().toString(), Theme.of(dark), window);
        }
    }

    /** The project file the program was started with (a double-click in the desktop's file manager). */
    private Optional<Path> fileArgument() {
        return getParameters().getRaw().stream().findFirst().map(Path::of);
    }
}
