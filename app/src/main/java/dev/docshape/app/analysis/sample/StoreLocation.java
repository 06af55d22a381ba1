package dev.docshape.app.analysis.sample;

import dev.docshape.model.Project;
import dev.docshape.storage.store.StoreFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a project's sample store lives: next to its file ({@code shop.sample.db}); for a project
 * not saved yet, in a temporary folder, named after the project (and the start of its id, so two
 * new projects both called "Untitled" do not share one store).
 */
public final class StoreLocation {
    private StoreLocation() {
    }

    public static Path of(Path projectFile, Project project) {
        String id = project.id();
        return of(projectFile, id == null ? project.name() : project.name() + "-" + id.substring(0, Math.min(8, id.length())));
    }

    public static Path of(Path projectFile, String projectName) {
        if (projectFile != null) return StoreFiles.defaultLocation(projectFile);
        try {
            Path folder = Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir"), "docshape-samples"));
            String safe = projectName.replaceAll("[^A-Za-z0-9._-]+", "-");
            return folder.resolve((safe.isEmpty() ? "untitled" : safe) + ".sample.db");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make a folder for the sample store: " + e.getMessage(), e);
        }
    }
}
