package dev.docshape.storage.file;

import dev.docshape.model.Project;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Loads and saves project files ({@code name.docshape}, JSON inside). Saving is atomic and keeps
 * the previous version as {@code name.docshape.bak}; see {@link AtomicFileWriter}.
 */
public final class ProjectFiles {

    /** The extension of project files, with its dot. */
    public static final String EXTENSION = ".docshape";
    /** Appended to a project file's name for the copy of its previous version. */
    public static final String BACKUP_SUFFIX = ".bak";
    /** Ends the names of the temporary files a save writes before its atomic rename. */
    public static final String TEMP_SUFFIX = EXTENSION + ".tmp";

    private ProjectFiles() {
    }

    /** The project in {@code file}; refused with every problem named and located when anything is wrong. */
    public static Project load(Path file) throws ProjectFileException {
        String source = sourceName(file);
        return ProjectJson.read(readBytes(file, source), source);
    }

    /**
     * The project in a well-formed {@code file} together with the model validator's errors (for the
     * designer to show and the user to repair); only an unreadable or malformed file is refused.
     */
    public static LoadedProject loadAllowingModelErrors(Path file) throws ProjectFileException {
        String source = sourceName(file);
        return ProjectJson.readAllowingModelErrors(readBytes(file, source), source);
    }

    private static String sourceName(Path file) {
        Objects.requireNonNull(file, "file");
        return file.getFileName() == null ? file.toString() : file.getFileName().toString();
    }

    private static byte[] readBytes(Path file, String source) throws ProjectFileException {
        return ProjectFileBytes.read(file, source);
    }

    /** Saves atomically: afterwards the file holds either the old or the new project, complete. */
    public static void save(Project project, Path file) throws ProjectFileException {
        Objects.requireNonNull(project, "project");
        Objects.requireNonNull(file, "file");
        try {
            AtomicFileWriter.write(file, ProjectJson.writeBytes(project), BACKUP_SUFFIX, TEMP_SUFFIX);
        } catch (FileWriteException e) {
            throw new ProjectFileException(String.valueOf(e.file().getFileName()),
                    FileProblem.wholeFile("could not save: " + e.getMessage()), e.getCause());
        }
    }

    /** Where {@link #save} keeps the previous version of {@code file}. */
    public static Path backupOf(Path file) {
        return file.resolveSibling(file.getFileName().toString() + BACKUP_SUFFIX);
    }
}
