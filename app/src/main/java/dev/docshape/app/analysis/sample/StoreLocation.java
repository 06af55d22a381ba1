package dev.docshape.app.analysis.sample;

import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Project;
import dev.docshape.storage.store.StoreFiles;
import javafx.beans.value.ObservableValue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.function.Consumer;

/**
 * Where a project's sample store lives (docs/sample-data.md, "Where the data lives"): next to its
 * file ({@code shop.sample.db}); for a project not saved yet, in the user's data folder, named after
 * the project's id (so two new projects both called "Untitled" do not share one store, and a rename
 * keeps it), and moved beside the file when the project is first saved. The store of an unsaved
 * project given up (another project opened, or the window closed without saving) is removed; at
 * start, stores left by processes gone for a day are removed ({@link StoreOwners}).
 */
public final class StoreLocation {
    private final Path unsavedFolder;
    private final StoreOwners owners;
    /** The project shown while it has no file (its store is in the data folder), else null. */
    private Project unsavedShown;

    /** @param unsavedFolder where the stores of projects not saved yet go */
    public StoreLocation(Path unsavedFolder) {
        this(unsavedFolder, StoreOwners.ofThisProcess());
    }

    StoreLocation(Path unsavedFolder, StoreOwners owners) {
        this.unsavedFolder = unsavedFolder;
        this.owners = owners;
    }

    /** Stores of unsaved projects in the system's temporary folder: for panels on their own (tests, benchmarks). */
    public static StoreLocation temporary() {
        return new StoreLocation(Path.of(System.getProperty("java.io.tmpdir"), "docshape-samples"));
    }

    public Path of(Path projectFile, Project project) {
        if (projectFile != null) return StoreFiles.defaultLocation(projectFile);
        Path store = unsaved(project);
        owners.claim(store);
        return store;
    }

    private Path unsaved(Project project) {
        // by id, so renaming the project keeps its data; by name only for a project from before ids
        String name = project.id() == null ? project.name() : "project-" + project.id();
        try {
            Path folder = Files.createDirectories(unsavedFolder);
            String safe = name.replaceAll("[^A-Za-z0-9._-]+", "-");
            return folder.resolve((safe.isEmpty() ? "untitled" : safe) + ".sample.db");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the folder " + unsavedFolder + " for the sample store: " + e.getMessage(), e);
        }
    }

    /**
     * Follows the project shown. Moves the store of an unsaved project beside its file when it is first
     * saved ({@code file} goes from none to one without another project being opened), on the jobs lane,
     * after any generation still running; a store already beside the file is kept, and {@code problems}
     * hears why a move failed (the data then stays in the data folder). Removes the store of an unsaved
     * project when another one replaces it (New, Open, Close, an example or an import; the user saved
     * it or chose not to).
     */
    public void follow(ObservableValue<Path> file, ObservableValue<Project> project, ObservableValue<?> opened,
                       TaskRunner tasks, Consumer<String> problems) {
        boolean[] opening = new boolean[1];
        unsavedShown = file.getValue() == null ? project.getValue() : null;
        opened.addListener((obs, old, now) -> opening[0] = true);
        project.addListener((obs, old, now) -> {
            Project given = unsavedShown;
            if (opening[0] && given != null && !sameProject(given, now)) {
                tasks.run(TaskRunner.Lane.JOBS, () -> discard(given), done -> { }, e -> { });
            }
            opening[0] = false;
            unsavedShown = file.getValue() == null ? now : null;
        });
        file.addListener((obs, old, now) -> {
            if (opening[0] || old != null || now == null) return;
            unsavedShown = null;
            Path from = unsaved(project.getValue());
            Path to = of(now, project.getValue());
            tasks.run(TaskRunner.Lane.JOBS, () -> move(from, to), moved -> {
                        if (moved) StoreOwners.remove(from);
                    },
                    e -> problems.accept("The sample data stayed in " + from.getParent() + ": " + e.getMessage()));
        });
    }

    /** The window closes: the store of the unsaved project shown is given up (its work was not saved). */
    public void closing() {
        if (unsavedShown != null) discard(unsavedShown);
        unsavedShown = null;
    }

    /** At start: removes the stores of unsaved projects that no running DocShape uses and nobody touched for a day. */
    public void removeAbandoned(TaskRunner tasks) {
        tasks.run(TaskRunner.Lane.JOBS, () -> owners.removeAbandoned(unsavedFolder, Instant.now()), removed -> { }, e -> { });
    }

    private Boolean discard(Project project) {
        StoreOwners.remove(unsaved(project));
        return true;
    }

    private static boolean sameProject(Project a, Project b) {
        return b != null && a.id() != null && a.id().equals(b.id());
    }

    /** Moves {@code from} (and its side files) to {@code to} unless it is missing or {@code to} exists; true when moved. */
    static boolean move(Path from, Path to) throws IOException {
        if (!Files.isRegularFile(from) || Files.exists(to)) return false;
        Files.move(from, to);
        for (String side : StoreOwners.SIDE_FILES) {
            Path extra = from.resolveSibling(from.getFileName() + side);
            if (Files.exists(extra)) Files.move(extra, to.resolveSibling(to.getFileName() + side), StandardCopyOption.REPLACE_EXISTING);
        }
        return true;
    }
}
