package dev.docshape.app.designer;

import dev.docshape.app.ui.dialogs.DialogService;
import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.app.ui.tasks.TaskRunner;
import javafx.util.Duration;

import java.nio.file.Path;
import java.util.Objects;

/**
 * What the designer needs from outside: storage, dialogs, where settings live, how slow work runs,
 * the layout engine and the examples. The app passes the real ones; tests pass scripted dialogs,
 * a temporary home and a task runner that runs at once.
 *
 * @param autosaveDelay how long after a change unsaved work is written to the recovery file
 * @param data          where data of DocShape's own goes (the sample data of projects not saved yet)
 */
public record DesignerServices(ProjectStore store, DialogService dialogs, Path home, TaskRunner tasks,
                               LayoutService layout, ExampleCatalog examples, Duration autosaveDelay, Path data) {
    public DesignerServices {
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(dialogs, "dialogs");
        Objects.requireNonNull(home, "home");
        Objects.requireNonNull(tasks, "tasks");
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(examples, "examples");
        Objects.requireNonNull(autosaveDelay, "autosaveDelay");
        Objects.requireNonNull(data, "data");
    }

    /** With the data of unsaved projects under {@code home} (tests). */
    public DesignerServices(ProjectStore store, DialogService dialogs, Path home, TaskRunner tasks,
                            LayoutService layout, ExampleCatalog examples, Duration autosaveDelay) {
        this(store, dialogs, home, tasks, layout, examples, autosaveDelay, home.resolve("data"));
    }

    /** The same services with slow work run by {@code other} (the window's, holding results until its first frame). */
    public DesignerServices withTasks(TaskRunner other) {
        return new DesignerServices(store, dialogs, home, other, layout, examples, autosaveDelay, data);
    }
}
