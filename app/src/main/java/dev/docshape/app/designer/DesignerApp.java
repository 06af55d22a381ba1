package dev.docshape.app.designer;

import dev.docshape.app.ui.dialogs.FxDialogService;
import dev.docshape.app.designer.files.DataFolder;
import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.files.Settings;
import dev.docshape.app.designer.layout.RendererLayoutService;
import dev.docshape.app.ui.tasks.TaskRunner;
import javafx.application.Application;
import javafx.stage.Stage;
import javafx.util.Duration;

import java.nio.file.Path;
import java.util.Optional;

/** The designer window as a JavaFX application: real files, dialogs, background work. */
public class DesignerApp extends Application {
    private static final Duration AUTOSAVE_DELAY = Duration.seconds(3);

    @Override
    public void start(Stage stage) {
        ProjectStore store = new FileProjectStore();
        DesignerServices services = new DesignerServices(store, new FxDialogService(() -> stage), Settings.defaultHome(),
                TaskRunner.background(), new RendererLayoutService(), ExampleCatalog.locate(store), AUTOSAVE_DELAY, DataFolder.platform());
        DesignerWindow.open(stage, services, fileArgument());
    }

    /** The project file the program was started with (a double-click in the desktop's file manager). */
    private Optional<Path> fileArgument() {
        return getParameters().getRaw().stream().findFirst().map(Path::of);
    }
}
