package dev.docshape.app.designer.files;

import dev.docshape.model.Project;

import java.io.IOException;
import java.nio.file.Path;

/** Reads and writes project files; the designer's view of the storage module. */
public interface ProjectStore {

    /** The extension of project files, with its dot. */
    String EXTENSION = ".docshape";

    /** @throws IOException with a message fit to show the user as it is */
    Project load(Path file) throws IOException;

    void save(Project project, Path file) throws IOException;

    /** Removes a project file and whatever the store keeps beside it (a backup). */
    void delete(Path file) throws IOException;
}
