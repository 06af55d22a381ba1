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
import java.util.function.Consumer;

/**
 * Where a project's sample store lives (docs/sample-data.md, "Where the data lives"): next to its
 * file ({@code shop.sample.db}); for a project not saved yet, in the user's data folder, named after
 * the project's id (so two new projects both called "Untitled" do not share one store, and a rename
 * keeps it), and moved beside the file when the project is first saved.
 */
public final class StoreLocation {
    /** What SQLite may keep beside a store file. */
    private static final String[] SIDE_FILES = {"-wal", "-shm", "-journal"};

    private final Path unsavedFolder;

    /** @param unsavedFolder where the stores of projects not saved yet go */
    public StoreLocation(Path unsavedFolder) {
        this.unsavedFolder = unsavedFolder;
    }

    /** Stores of unsaved projects in the system's temporary folder: for panels on their own (tests, benchmarks). */
    public static StoreLocation temporary() {
        return new StoreLocation(Path.of(System.getProperty("java.io.tmpdir"), "docshape-samples"));
    }

    public Path of(Path projectFile, Project project) {
        if (projectFile != null) return StoreFiles.defaultLocation(projectFile);
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
     * Moves the store of an unsaved project beside its file when it is first saved ({@code file}
     * goes from none to one without another project being opened), on the jobs lane, after any
     * generation still running. A store already beside the file is kept; {@code problems} hears
     * why a move failed (the data then stays in the data folder).
     */
    public void followFirstSave(ObservableValue<Path> file, ObservableValue<Project> project, ObservableValue<?> opened,
                                TaskRunner tasks, Consumer<String> problems) {
        boolean[] opening = new boolean[1];
        opened.addListener((obs, old, now) -> opening[0] = true);
        project.addListener((obs, old, now) -> opening[0] = false);
        file.addListener((obs, old, now) -> {
            if (opening[0] || old != null || now == null) return;
            Path from = of(null, project.getValue());
            Path to = of(now, project.getValue());
            tasks.run(TaskRunner.Lane.JOBS, () -> move(from, to), moved -> { },
                    e -> problems.accept("The sample data stayed in " + from.getParent() + ": " + e.getMessage()));
        });
    }

    /** Moves {@code from} (and its side files) to {@code to} unless it is missing or {@code to} exists; true when moved. */
    static boolean move(Path from, Path to) throws IOException {
        if (!Files.isRegularFile(from) || Files.exists(to)) return false;
        Files.move(from, to);
        for (String side : SIDE_FILES) {
            Path extra = from.resolveSibling(from.getFileName() + side);
            if (Files.exists(extra)) Files.move(extra, to.resolveSibling(to.getFileName() + side), StandardCopyOption.REPLACE_EXISTING);
        }
        return true;
    }
}
