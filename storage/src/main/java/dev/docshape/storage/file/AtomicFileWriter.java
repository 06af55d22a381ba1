package dev.docshape.storage.file;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Replaces a file so that a crash at any moment leaves either the old or the new content, complete:
 * the new bytes go to a temporary file in the same folder, are forced to disk, and the temporary
 * file is then renamed over the target in one atomic step. Before that, the old file is copied
 * (the same way) to a backup next to it. On failure the target is untouched and the temporary file
 * removed; temporary files left by a save that crashed are removed by the next successful save.
 * The one way DocShape writes a file it keeps (project files, the designer's settings); only project files keep a
 * backup (decision 0561).
 */
public final class AtomicFileWriter {

    /** The suffix of the temporary files of {@link #write(Path, byte[])}. */
    public static final String TEMP_SUFFIX = ".tmp";

    private AtomicFileWriter() {
    }

    /**
     * Replaces {@code target} with {@code content}, atomically and without a backup; the folder must exist.
     *
     * @throws FileWriteException with a message to show as it is; the file on disk is then unchanged
     */
    public static void write(Path target, byte[] content) throws FileWriteException {
        write(target, content, null, TEMP_SUFFIX);
    }

    /**
     * @param backupSuffix appended to the target's name for the backup of the previous content; null for none
     * @param tempSuffix   the temporary files' suffix (so ignore rules can match them)
     */
    static void write(Path target, byte[] content, String backupSuffix, String tempSuffix) throws FileWriteException {
        Path file = resolve(target);
        String name = file.getFileName().toString();
        Path dir = file.getParent();
        if (!Files.isDirectory(dir)) throw failure(file, "the folder " + dir + " does not exist", null);
        if (Files.isDirectory(file)) throw failure(file, file + " is a folder", null);
        Path temp = null;
        try {
            temp = createTemp(dir, name, tempSuffix);
            writeDurably(temp, content);
            if (Files.exists(file)) {
                copyPermissions(file, temp);
                if (backupSuffix != null) backup(file, dir.resolve(name + backupSuffix), tempSuffix);
            }
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            temp = null;
            syncFolder(dir);
            removeLeftovers(dir, name, tempSuffix);
        } catch (IOException e) {
            throw failure(file, reason(e, dir), e);
        } finally {
            deleteQuietly(temp);
        }
    }

    private static Path resolve(Path target) throws FileWriteException {
        Path file = target.toAbsolutePath().normalize();
        if (file.getFileName() == null) throw failure(target, "a file name is needed", null);
        try {
            // Saving through a link replaces the file it points to, not the link.
            return Files.isSymbolicLink(file) ? file.toRealPath() : file;
        } catch (IOException e) {
            throw failure(target, "the link " + target + " points to a file that cannot be reached", e);
        }
    }

    /** Copies {@code file} to {@code backup} through a forced temporary file, so the backup is complete too. */
    private static void backup(Path file, Path backup, String tempSuffix) throws IOException {
        Path temp = createTemp(backup.getParent(), backup.getFileName().toString(), tempSuffix);
        try {
            Files.copy(file, temp, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
            force(temp);
            Files.move(temp, backup, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            temp = null;
        } finally {
            deleteQuietly(temp);
        }
    }

    /** A new file (default permissions, unlike {@code Files.createTempFile}) named {@code .name.<random><suffix>}. */
    private static Path createTemp(Path dir, String name, String suffix) throws IOException {
        for (int attempt = 0; ; attempt++) {
            Path temp = dir.resolve("." + name + "." + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + suffix);
            try {
                Files.newByteChannel(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return temp;
            } catch (FileAlreadyExistsException e) {
                if (attempt >= 10) throw e;
            }
        }
    }

    private static void writeDurably(Path file, byte[] content) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buffer = ByteBuffer.wrap(content);
            while (buffer.hasRemaining()) channel.write(buffer);
            channel.force(true);
        }
    }

    private static void force(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.force(true);
        }
    }

    private static void copyPermissions(Path from, Path to) {
        PosixFileAttributeView source = Files.getFileAttributeView(from, PosixFileAttributeView.class);
        PosixFileAttributeView target = Files.getFileAttributeView(to, PosixFileAttributeView.class);
        if (source == null || target == null) return;
        try {
            target.setPermissions(source.readAttributes().permissions());
        } catch (IOException | UnsupportedOperationException e) {
            // The new file keeps default permissions; the content is what matters.
        }
    }

    /** Makes the rename itself durable where the platform allows opening a folder (not on Windows). */
    private static void syncFolder(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | RuntimeException e) {
            // Not supported here; the rename is still atomic.
        }
    }

    /** Deletes temporary files that saves of this target interrupted by a crash left behind. */
    private static void removeLeftovers(Path dir, String name, String tempSuffix) {
        String prefix = "." + name + ".";
        try (DirectoryStream<Path> leftovers = Files.newDirectoryStream(dir,
                p -> p.getFileName().toString().startsWith(prefix) && p.getFileName().toString().endsWith(tempSuffix))) {
            for (Path leftover : leftovers) deleteQuietly(leftover);
        } catch (IOException | RuntimeException e) {
            // Only tidying up.
        }
    }

    private static void deleteQuietly(Path file) {
        if (file == null) return;
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // A stray temporary file is harmless; the save's own outcome matters more.
        }
    }

    private static String reason(IOException e, Path dir) {
        if (e instanceof AccessDeniedException) {
            return "no permission to write in " + dir + " (the folder or the file is read-only); the file on disk was not changed";
        }
        if (e instanceof NoSuchFileException) return "the folder " + dir + " does not exist";
        String detail = e instanceof FileSystemException fs && fs.getReason() != null ? fs.getReason() : e.getMessage();
        return "the file could not be written (" + e.getClass().getSimpleName() + ": " + detail
                + "); the file on disk was not changed";
    }

    private static FileWriteException failure(Path file, String message, Throwable cause) {
        return new FileWriteException(file, message, cause);
    }
}
