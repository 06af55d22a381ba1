package dev.docshape.storage.file;

import dev.docshape.model.Project;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
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
        try {
            if (!Files.exists(file)) throw problem(source, "the file does not exist: " + file, null);
            if (Files.isDirectory(file)) throw problem(source, "this is a folder, not a project file: " + file, null);
            long size = Files.size(file);
            if (size > JsonMappers.MAX_FILE_BYTES) {
                throw problem(source, "the file is too large to be a project file (" + megabytes(size) + " MB; the limit is "
                        + megabytes(JsonMappers.MAX_FILE_BYTES) + " MB)", null);
            }
            return Files.readAllBytes(file);
        } catch (ProjectFileException e) {
            throw e;
        } catch (NoSuchFileException e) {
            throw problem(source, "the file does not exist: " + file, e);
        } catch (AccessDeniedException e) {
            throw problem(source, "no permission to read " + file, e);
        } catch (IOException e) {
            throw problem(source, "could not read " + file + ": " + e.getMessage(), e);
        }
    }

    /** Saves atomically: afterwards the file holds either the old or the new project, complete. */
    public static void save(Project project, Path file) throws ProjectFileException {
        Objects.requireNonNull(project, "project");
        Objects.requireNonNull(file, "file");
        AtomicFileWriter.write(file, ProjectJson.writeBytes(project), BACKUP_SUFFIX, TEMP_SUFFIX);
    }

    /** Where {@link #save} keeps the previous version of {@code file}. */
    public static Path backupOf(Path file) {
        return file.resolveSibling(file.getFileName().toString() + BACKUP_SUFFIX);
    }

    private static ProjectFileException problem(String source, String message, Throwable cause) {
        return new ProjectFileException(source, FileProblem.wholeFile(message), cause);
    }

    private static String megabytes(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f", bytes / (1024.0 * 1024.0));
    }
}
