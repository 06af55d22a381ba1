package dev.docshape.storage.file;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;

/**
 * Reads the bytes of a project file, refusing before reading what cannot be one: a folder, a pipe,
 * a device or a socket (a pipe could block forever, {@code /dev/zero} never ends), and anything over
 * {@link JsonMappers#MAX_FILE_BYTES}. The read itself is bounded too, so a file that grows while it
 * is read cannot take unbounded memory. Each way the file system says no gets its own message.
 */
final class ProjectFileBytes {
    private ProjectFileBytes() {
    }

    static byte[] read(Path file, String source) throws ProjectFileException {
        BasicFileAttributes attributes = attributes(file, source);
        if (attributes.isDirectory()) throw problem(source, "this is a folder, not a project file: " + file, null);
        if (!attributes.isRegularFile()) {
            throw problem(source, "this is not a regular file (a pipe, device or socket): " + file
                    + "; project files are read only from regular files", null);
        }
        if (attributes.size() > JsonMappers.MAX_FILE_BYTES) throw tooLarge(source, attributes.size());
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) JsonMappers.MAX_FILE_BYTES + 1);
            if (bytes.length > JsonMappers.MAX_FILE_BYTES) throw tooLarge(source, bytes.length);
            return bytes;
        } catch (IOException e) {
            throw refused(file, source, e);
        }
    }

    private static BasicFileAttributes attributes(Path file, String source) throws ProjectFileException {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw refused(file, source, e);
        }
    }

    /** Not found, no permission, a symbolic link loop, a name too long: each says which. */
    private static ProjectFileException refused(Path file, String source, IOException e) {
        if (e instanceof NoSuchFileException) return problem(source, "the file does not exist: " + file, e);
        if (e instanceof AccessDeniedException) return problem(source, "no permission to read " + file, e);
        String reason = e instanceof FileSystemException fs && fs.getReason() != null ? fs.getReason() : e.getMessage();
        String lower = reason == null ? "" : reason.toLowerCase(Locale.ROOT);
        if (lower.contains("symbolic link")) {
            return problem(source, "the path runs into a loop of symbolic links: " + file, e);
        }
        if (lower.contains("name too long")) {
            return problem(source, "the file name or path is too long for the file system: " + file, e);
        }
        return problem(source, "could not read " + file + (reason == null ? "" : ": " + reason), e);
    }

    private static ProjectFileException tooLarge(String source, long size) {
        return problem(source, "the file is too large to be a project file (" + megabytes(size) + " MB; the limit is "
                + megabytes(JsonMappers.MAX_FILE_BYTES) + " MB)", null);
    }

    private static ProjectFileException problem(String source, String message, Throwable cause) {
        return new ProjectFileException(source, FileProblem.wholeFile(message), cause);
    }

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f", bytes / (1024.0 * 1024.0));
    }
}
