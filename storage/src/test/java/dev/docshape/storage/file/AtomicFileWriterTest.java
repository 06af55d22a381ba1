package dev.docshape.storage.file;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The public way to write a file atomically (decision 0561): no backup, words for a refusal, the old file kept. */
class AtomicFileWriterTest {
    @TempDir
    Path dir;

    @Test
    void replacesTheFileWithoutABackupAndRemovesWhatACrashLeft() throws Exception {
        Path file = dir.resolve("settings.properties");
        AtomicFileWriter.write(file, "theme=dark\n".getBytes());
        Files.writeString(dir.resolve(".settings.properties.crashed.tmp"), "theme=li");
        AtomicFileWriter.write(file, "theme=light\n".getBytes());
        assertEquals("theme=light\n", Files.readString(file));
        assertEquals(List.of("settings.properties"), names());
    }

    @Test
    void aMissingFolderIsSaidInWords() {
        Path file = dir.resolve("gone").resolve("settings.properties");
        FileWriteException e = assertThrows(FileWriteException.class, () -> AtomicFileWriter.write(file, new byte[1]));
        assertEquals("the folder " + dir.resolve("gone") + " does not exist", e.getMessage());
        assertEquals(file, e.file());
    }

    private List<String> names() throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
