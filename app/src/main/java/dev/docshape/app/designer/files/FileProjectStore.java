package dev.docshape.app.designer.files;

import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Project files as the storage module reads and writes them (atomic saves with a backup). */
public final class FileProjectStore implements ProjectStore {

    @Override
    public Project load(Path file) throws IOException {
        return ProjectFiles.load(file);
    }

    @Override
    public void save(Project project, Path file) throws IOException {
        ProjectFiles.save(project, file);
    }

    @Override
    public void delete(Path file) throws IOException {
        Files.deleteIfExists(file);
        Files.deleteIfExists(ProjectFiles.backupOf(file));
    }
}
