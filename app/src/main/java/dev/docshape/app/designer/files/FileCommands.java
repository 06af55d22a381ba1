package dev.docshape.app.designer.files;

import dev.docshape.app.ui.dialogs.DialogService;
import dev.docshape.app.designer.document.ProjectDocument;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Project;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * New, Open, Save, Save As and the recent files. Work that is not saved is never lost without
 * asking; a file that cannot be read gives a dialog naming the problem and leaves the current
 * work as it was. Reading and writing run through the task runner, off the UI thread.
 */
public final class FileCommands {
    private final ProjectDocument document;
    private final ProjectStore store;
    private final DialogService dialogs;
    private final Settings settings;
    private final TaskRunner tasks;
    private final RecoveryStore recovery;
    private final ObservableList<Path> recentFiles = FXCollections.observableArrayList();
    // One wrapper for every caller: an unmodifiable view listens to its source weakly, so a view made
    // per call (and its listeners) could be garbage collected and the Open Recent menu stop updating.
    private final ObservableList<Path> recentFilesView = FXCollections.unmodifiableObservableList(recentFiles);
    private Consumer<String> status = message -> { };
    private Consumer<String> progress = message -> { };
    private Runnable afterOpen = () -> { };
    private Consumer<Runnable> whenShown = Runnable::run;
    private Runnable onClosed = () -> { };

    public FileCommands(ProjectDocument document, ProjectStore store, DialogService dialogs, Settings settings,
                        TaskRunner tasks, RecoveryStore recovery) {
        this.document = Objects.requireNonNull(document, "document");
        this.store = Objects.requireNonNull(store, "store");
        this.dialogs = Objects.requireNonNull(dialogs, "dialogs");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.tasks = Objects.requireNonNull(tasks, "tasks");
        this.recovery = Objects.requireNonNull(recovery, "recovery");
        recentFiles.setAll(settings.recentFiles());
    }

    /** Where short messages go ("Saved blog.docshape"). */
    public void setStatusReporter(Consumer<String> reporter) {
        this.status = Objects.requireNonNull(reporter, "reporter");
    }

    /** Where a message goes that stays while a file is read ("Opening blog.docshape…"), until the next one. */
    public void setProgressReporter(Consumer<String> reporter) {
        this.progress = Objects.requireNonNull(reporter, "reporter");
    }

    /** Runs after a project replaced the current one (to fit it in the window, say). */
    public void setAfterOpen(Runnable action) {
        this.afterOpen = Objects.requireNonNull(action, "action");
    }

    /**
     * What waits until an opened project is on the screen: the window builds a large one into the canvas over several
     * frames, and lays out one without places before it shows it; the status line says "Opening NAME…" until then
     * (decisions 0431, 0576). By default nothing waits.
     */
    public void setWhenShown(Consumer<Runnable> whenShown) {
        this.whenShown = Objects.requireNonNull(whenShown, "whenShown");
    }

    /** Runs when the window closes cleanly (the sample data of unsaved work given up goes). */
    public void setOnClosed(Runnable action) {
        this.onClosed = Objects.requireNonNull(action, "action");
    }

    public ObservableList<Path> recentFiles() {
        return recentFilesView;
    }

    public Settings settings() {
        return settings;
    }

    public void newProject() {
        whenSafe("starting a new model", () -> {
            startOver();
            status.accept("New model");
            afterOpen.run();
        });
    }

    /**
     * File > Close: once unsaved work is saved or given up, the project is closed and
     * {@code closed} runs (the window shows the start page); the next start shows it too.
     */
    public void close(Runnable closed) {
        String name = document.displayName();
        whenSafe("closing it", () -> {
            startOver();
            settings.rememberProject(null);
            status.accept("Closed " + name);
            closed.run();
        });
    }

    private void startOver() {
        document.open(Project.created(Project.UNTITLED), null);
        recovery.clear();
    }

    public void open() {
        whenSafe("opening another file", () -> dialogs.chooseFileToOpen(initialDirectory()).ifPresent(this::load));
    }

    /** Opens a recent file or an example, asking first about unsaved work. */
    public void open(Path file) {
        whenSafe("opening " + file.getFileName(), () -> load(file));
    }

    /** Reads {@code file} and makes it the current project; on failure the current work stays. */
    public void load(Path file) {
        load(file, () -> { });
    }

    /** As {@link #load(Path)}, running {@code onFailure} after the error dialog. */
    public void load(Path file, Runnable onFailure) {
        Path name = file.getFileName();
        long revision = document.revisionProperty().get();
        progress.accept("Opening " + name + "…");
        tasks.run(() -> store.load(file), project -> {
            Runnable open = () -> {
                document.open(project, file);
                remember(file);
                recovery.clear();
                enterCanvas(name.toString(), "Opened " + name);
            };
            // the window stays usable while a file is read: work done meanwhile is not replaced without asking
            if (document.revisionProperty().get() == revision) open.run();
            else whenSafe("opening " + name, open, () -> status.accept("Kept your work; " + name + " was not opened"));
        }, error -> {
            status.accept("Cannot open " + name);
            dialogs.showError("Cannot open " + name, message(error));
            onFailure.run();
        });
    }

    /**
     * Opens an example as new, unsaved work, so saving it asks for a place of its own; with an id of
     * its own too, since what the user makes of it is a new project.
     */
    public void openExample(Path example) {
        whenSafe("opening an example", () -> {
            progress.accept("Opening " + example.getFileName() + "…");
            tasks.run(() -> store.load(example), project -> {
                document.open(project.withId(Project.newId()), null);
                recovery.clear();
                enterCanvas(project.name(), "Opened example " + project.name());
            }, error -> {
                status.accept("Cannot open the example " + example.getFileName());
                dialogs.showError("Cannot open the example " + example.getFileName(), message(error));
            });
        });
    }

    /**
     * Makes an imported model the current project, unsaved (so closing asks where to keep it), once
     * the current work is safe; runs {@code opened} after it replaced the current project, and
     * nothing when the user kept the current work.
     */
    public void openImported(Project project, String source, Runnable opened) {
        whenSafe("opening the imported model", () -> {
            document.openUnsaved(project);
            recovery.clear();
            enterCanvas(project.name(), "Imported " + project.model().entities().size() + " entities from " + source + " (not saved yet)");
            opened.run();
        });
    }

    /**
     * The one way a project that just replaced the current one comes into the window (File > Open, an example, an
     * import, recovered work): the status line says "Opening NAME…" until the window shows all of it, then
     * {@code shown} (a large model is built into the canvas over several frames, decision 0431).
     */
    private void enterCanvas(String name, String shown) {
        progress.accept("Opening " + name + "…"); // said after the new project is in: opening it cleared the status line
        afterOpen.run(); // first: it tells the window whether the project waits for places, which the message waits for
        whenShown.accept(() -> status.accept(shown));
    }

    public void save() {
        save(() -> { });
    }

    public void saveAs() {
        saveAs(() -> { });
    }

    private void save(Runnable then) {
        if (document.file() == null) saveAs(then);
        else write(document.file(), then);
    }

    private void saveAs(Runnable then) {
        String suggested = document.file() != null ? document.file().getFileName().toString()
                : document.project().name().replaceAll("[\\\\/:*?\"<>|]", "_") + ProjectStore.EXTENSION;
        dialogs.chooseFileToSave(initialDirectory(), suggested).ifPresent(chosen -> write(withExtension(chosen), then));
    }

    private void write(Path file, Runnable then) {
        document.identify();
        Project snapshot = document.project();
        long revision = document.revisionProperty().get();
        tasks.run(() -> {
            store.save(snapshot, file);
            return file;
        }, saved -> {
            document.markSaved(saved, revision);
            remember(saved);
            if (!document.isModified()) recovery.clear();
            status.accept("Saved " + saved.getFileName());
            then.run();
        }, error -> dialogs.showError("Cannot save " + file.getFileName(), message(error)));
    }

    /**
     * Runs {@code proceed} once unsaved work is safe: saved, or the user chose to drop it.
     * Nothing happens when the user cancels.
     */
    public void whenSafe(String action, Runnable proceed) {
        whenSafe(action, proceed, () -> { });
    }

    private void whenSafe(String action, Runnable proceed, Runnable cancelled) {
        if (!document.isModified()) {
            proceed.run();
            return;
        }
        switch (dialogs.askSaveChanges(document.displayName(), action)) {
            case SAVE -> save(proceed);
            case DISCARD -> proceed.run();
            case CANCEL -> cancelled.run();
        }
    }

    /**
     * Writes the unsaved work to the recovery file (the autosave), or removes that file when there
     * is nothing unsaved any more (undone back to the saved state); quiet on failure.
     */
    public void autosave() {
        if (!document.isModified()) {
            recovery.clear();
            return;
        }
        Project snapshot = document.project();
        Path original = document.file();
        tasks.run(() -> {
            recovery.write(snapshot, original);
            return snapshot;
        }, done -> { }, error -> status.accept("Autosave failed: " + message(error)));
    }

    /** At start-up: offers to recover autosaved work. True when it was recovered. */
    public boolean offerRecovery() {
        var found = recovery.find();
        if (found.isEmpty()) return false;
        RecoveryStore.Recovery r = found.get();
        String what = r.original() == null ? "Unsaved work" : "Unsaved changes to " + r.original().getFileName();
        if (!dialogs.askRecover(what + " was autosaved.")) {
            recovery.clear();
            return false;
        }
        try {
            document.openRecovered(recovery.load(r), r.original());
            enterCanvas(document.displayName(), "Recovered unsaved work");
            return true;
        } catch (Exception e) {
            dialogs.showError("Cannot recover the autosaved work", message(e));
            return false;
        }
    }

    /** The window is closing cleanly: the unsaved work was saved or discarded. */
    public void closed() {
        recovery.clear();
        onClosed.run();
    }

    private void remember(Path file) {
        settings.rememberProject(file);
        recentFiles.setAll(settings.recentFiles());
    }

    /**
     * Where Open and Save As start: the project's own folder, else the folder of the file used
     * last, else the user's documents folder; never the program's working folder.
     */
    Path initialDirectory() {
        Path file = document.file();
        if (file != null && file.toAbsolutePath().getParent() != null) return file.toAbsolutePath().getParent();
        for (Path recent : recentFiles) {
            Path folder = recent.toAbsolutePath().getParent();
            if (folder != null && java.nio.file.Files.isDirectory(folder)) return folder;
        }
        return SettingsLocation.documents();
    }

    static Path withExtension(Path file) {
        String name = file.getFileName().toString();
        return name.contains(".") ? file : file.resolveSibling(name + ProjectStore.EXTENSION);
    }

    static String message(Exception error) {
        String text = error.getMessage();
        return text == null || text.isBlank() ? error.getClass().getSimpleName() : text;
    }
}
