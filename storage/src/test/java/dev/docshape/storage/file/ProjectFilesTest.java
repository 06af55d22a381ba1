package dev.docshape.storage.file;

import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class ProjectFilesTest {

    @TempDir
    Path dir;

    private final Project first = SampleProjects.everything();
    private final Project second = first.withName("second version");

    @Test
    void savedProjectLoadsEqual() throws ProjectFileException {
        Path file = dir.resolve("shop" + ProjectFiles.EXTENSION);
        ProjectFiles.save(first, file);
        assertEquals(first, ProjectFiles.load(file));
        assertFalse(Files.exists(ProjectFiles.backupOf(file)), "nothing to back up on the first save");
    }

    @Test
    void savingAgainKeepsThePreviousVersionAsBackup() throws IOException {
        Path file = dir.resolve("shop.docshape");
        ProjectFiles.save(first, file);
        byte[] firstBytes = Files.readAllBytes(file);
        ProjectFiles.save(second, file);
        Path backup = dir.resolve("shop.docshape.bak");
        assertEquals(backup, ProjectFiles.backupOf(file));
        assertArrayEquals(firstBytes, Files.readAllBytes(backup));
        assertEquals(first, ProjectFiles.load(backup));
        assertEquals(second, ProjectFiles.load(file));
        assertEquals(List.of("shop.docshape", "shop.docshape.bak"), names(dir), "no temporary files left behind");
    }

    @Test
    void aSuccessfulSaveRemovesTemporaryFilesACrashedSaveLeftBehind() throws IOException {
        Path file = dir.resolve("shop.docshape");
        ProjectFiles.save(first, file);
        Files.writeString(dir.resolve(".shop.docshape.k3j2h1" + ProjectFiles.TEMP_SUFFIX), "{\"format\": \"docsh");
        Files.writeString(dir.resolve(".other.docshape.k3j2h1" + ProjectFiles.TEMP_SUFFIX), "not ours");
        ProjectFiles.save(second, file);
        assertEquals(List.of(".other.docshape.k3j2h1.docshape.tmp", "shop.docshape", "shop.docshape.bak"), names(dir));
    }

    @Test
    void saveKeepsTheFilesPermissions() throws IOException {
        Path file = dir.resolve("shared.docshape");
        ProjectFiles.save(first, file);
        assumeTrue(Files.getFileAttributeView(file, java.nio.file.attribute.PosixFileAttributeView.class) != null);
        Set<PosixFilePermission> groupWritable = PosixFilePermissions.fromString("rw-rw-r--");
        Files.setPosixFilePermissions(file, groupWritable);
        ProjectFiles.save(second, file);
        assertEquals(groupWritable, Files.getPosixFilePermissions(file));
    }

    @Test
    void savingThroughALinkReplacesTheLinkedFile() throws IOException {
        Path real = dir.resolve("real.docshape");
        ProjectFiles.save(first, real);
        Path link = dir.resolve("link.docshape");
        try {
            Files.createSymbolicLink(link, real);
        } catch (UnsupportedOperationException | IOException e) {
            assumeTrue(false, "symbolic links not available here");
        }
        ProjectFiles.save(second, link);
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(second, ProjectFiles.load(real));
    }

    @Test
    void aFailedBackupLeavesTheOldFileUntouched() throws IOException {
        Path file = dir.resolve("shop.docshape");
        ProjectFiles.save(first, file);
        byte[] before = Files.readAllBytes(file);
        // A non-empty folder where the backup should go: the backup cannot replace it, even as root.
        Files.createDirectories(dir.resolve("shop.docshape.bak").resolve("in-the-way"));

        ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectFiles.save(second, file));
        assertTrue(e.getMessage().startsWith("shop.docshape: could not save: "), e.getMessage());
        assertTrue(e.getMessage().contains("the file on disk was not changed"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
        assertEquals(List.of("shop.docshape", "shop.docshape.bak"), names(dir), "temporary files removed");
    }

    @Test
    void savingIntoAFolderThatIsAFileFailsClearly() throws IOException {
        Path notAFolder = dir.resolve("plain-file");
        Files.writeString(notAFolder, "x");
        ProjectFileException e = assertThrows(ProjectFileException.class,
                () -> ProjectFiles.save(first, notAFolder.resolve("shop.docshape")));
        assertTrue(e.getMessage().contains("could not save: the folder " + notAFolder + " does not exist"), e.getMessage());
    }

    @Test
    void savingOverAFolderFailsClearly() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("shop.docshape"));
        ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectFiles.save(first, folder));
        assertTrue(e.getMessage().contains("is a folder"), e.getMessage());
    }

    @Test
    void readOnlyFolderGivesAClearErrorAndKeepsTheOldFile() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("locked"));
        Path file = folder.resolve("shop.docshape");
        ProjectFiles.save(first, file);
        byte[] before = Files.readAllBytes(file);
        assumeTrue(Files.getFileAttributeView(folder, java.nio.file.attribute.PosixFileAttributeView.class) != null);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeTrue(!Files.isWritable(folder), "permissions are not enforced for this user (root)");
            ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectFiles.save(second, file));
            assertTrue(e.getMessage().contains("no permission to write in " + folder), e.getMessage());
            assertArrayEquals(before, Files.readAllBytes(file));
        } finally {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void loadingAMissingFileSaysSo() {
        Path missing = dir.resolve("nowhere.docshape");
        ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectFiles.load(missing));
        assertEquals("nowhere.docshape: the file does not exist: " + missing, e.getMessage());
    }

    @Test
    void loadingAFolderSaysSo() {
        ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectFiles.load(dir));
        assertTrue(e.getMessage().contains("this is a folder, not a project file"), e.getMessage());
    }

    @Test
    void aTooLargeFileIsRefusedBeforeParsing() throws IOException {
        Path big = dir.resolve("big.docshape");
        try (RandomAccessFile raf = new RandomAccessFile(big.toFile(), "rw")) {
            raf.setLength(JsonMappers.MAX_FILE_BYTES + 1); // sparse: no 20 MB written
        }
        ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectFiles.load(big));
        assertEquals("big.docshape: the file is too large to be a project file (20.0 MB; the limit is 20.0 MB)", e.getMessage());
    }

    @Test
    void loadNamesTheFileInEveryProblem() throws IOException {
        Path file = dir.resolve("broken.docshape");
        Files.writeString(file, "{\"format\": \"docshape-project\", \"formatVersion\": 9}");
        ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectFiles.load(file));
        assertEquals("broken.docshape: this file was written by a newer DocShape (format 9); this version reads up to 1"
                + " (line 1, column 49, at $.formatVersion)", e.getMessage());
        assertEquals("broken.docshape", e.source());
        assertEquals(1, e.problems().size());
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
