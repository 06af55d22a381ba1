package dev.docshape.app.designer.testing;

import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.model.Project;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * A project store that keeps projects in memory, keyed by path, and writes a marker file so the
 * path exists; for tests of the window that are not about the file format.
 */
public final class MemoryStore implements ProjectStore {
    public final Map<Path, Project> files = new HashMap<>();

    @Override
    public Project load(Path file) throws IOException {
        Project p = files.get(file.toAbsolutePath());
        if (p == null) throw new IOException(file.getFileName() + ": not a DocShape project file");
        return p;
    }

    @Override
    public void save(Project project, Path file) throws IOException {
        files.put(file.toAbsolutePath(), project);
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, project.name());
    }

    @Override
    public void delete(Path file) throws IOException {
        files.remove(file.toAbsolutePath());
        Files.deleteIfExists(file);
    }
}
