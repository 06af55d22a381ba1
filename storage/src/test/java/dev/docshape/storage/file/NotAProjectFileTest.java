package dev.docshape.storage.file;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Paths that are no readable regular file are refused before anything is read, each with its own
 * reason: a pipe would block forever and a device never ends, so neither is opened.
 */
class NotAProjectFileTest {

    private static String refusal(Path file) {
        ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectFiles.load(file));
        return e.getMessage();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aNamedPipeIsRefusedWithoutWaitingForAWriter(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("pipe.docshape");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mkfifo.waitFor(30, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo is available");
        String message = refusal(fifo);
        assertTrue(message.contains("not a regular file"), message);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void anEndlessDeviceIsRefused() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "a Unix-like system");
        assertTrue(refusal(zero).contains("not a regular file"));
    }

    @Test
    void aSymbolicLinkLoopIsNamedAsSuch(@TempDir Path dir) throws IOException {
        Path loop = dir.resolve("loop.docshape");
        Files.createSymbolicLink(loop, loop.getFileName());
        String message = refusal(loop);
        assertTrue(message.contains("loop of symbolic links"), message);
    }

    @Test
    void aNameTooLongForTheFileSystemIsNamedAsSuch(@TempDir Path dir) {
        String message = refusal(dir.resolve("n".repeat(300) + ".docshape"));
        assertTrue(message.contains("too long"), message);
    }

    @Test
    void aFolderAndAMissingFileKeepTheirMessages(@TempDir Path dir) {
        assertTrue(refusal(dir).contains("this is a folder"));
        assertTrue(refusal(dir.resolve("missing.docshape")).contains("does not exist"));
    }

    @Test
    void aFileWithoutReadPermissionIsNamedAsSuch(@TempDir Path dir) throws IOException {
        assumeTrue(!"root".equals(System.getProperty("user.name")), "root reads every file; CI runs this test as another user");
        Path locked = Files.writeString(dir.resolve("locked.docshape"), "{}");
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
        String message = refusal(locked);
        assertTrue(message.contains("no permission to read"), message);
    }
}
