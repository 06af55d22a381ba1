package dev.docshape.storage.export;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExportFolderTest {

    @TempDir
    Path dir;

    static final List<String> HOSTILE = List.of("../../etc", "a/b", "a\\b", "CON", "con.txt", "nul", "LPT1", "..", ".",
            "", " ", "/etc/passwd", "C:\\Windows\\system32", "x".repeat(1000), "x".repeat(999) + "y", "名前", "a:b*c?d\"e<f>g|h",
            "posts", "Posts", "POSTS", ".hidden", "trailing.", "tab\there", "new\nline");

    @Test
    void hostileCollectionNamesStayInsideTheFolder() throws IOException {
        Path folder = dir.resolve("export");
        ExportFolder export = ExportFolder.at(folder);
        for (String name : HOSTILE) export.write(name, ".schema.json", "{}");
        try (Stream<Path> all = Files.walk(dir)) {
            List<Path> files = all.filter(Files::isRegularFile).toList();
            assertEquals(HOSTILE.size(), files.size(), "one file per collection, all distinct: " + files);
            for (Path f : files) {
                assertEquals(folder.toAbsolutePath(), f.getParent().toAbsolutePath(), f.toString());
                assertTrue(f.getFileName().toString().length() <= 100, f.toString());
            }
        }
        Set<String> lower = new HashSet<>();
        for (String name : HOSTILE) assertTrue(lower.add(export.baseName(name).toLowerCase(Locale.ROOT)), "unique ignoring case: " + name);
    }

    @Test
    void namesAreReadableWhereTheyCanBe() {
        ExportFolder export = ExportFolder.at(dir);
        assertEquals("etc", export.baseName("../../etc"));
        assertEquals("a_b", export.baseName("a/b"));
        assertEquals("_CON", export.baseName("CON"));
        assertEquals("orderItems", export.baseName("orderItems"));
        assertEquals("posts", export.baseName("posts"));
        assertEquals("Posts-2", export.baseName("Posts"));
        assertEquals("collection", export.baseName(".."));
        assertEquals("orderItems", export.baseName("orderItems"), "the same collection keeps its name");
    }

    @Test
    void anExistingSymbolicLinkIsNotFollowed() throws IOException {
        Path outside = dir.resolve("outside.txt");
        Files.writeString(outside, "precious");
        Path folder = Files.createDirectory(dir.resolve("export"));
        Files.createSymbolicLink(folder.resolve("posts.ndjson"), outside);
        ExportFolder export = ExportFolder.at(folder);
        assertThrows(java.io.UncheckedIOException.class, () -> export.write("posts", ".ndjson", "overwritten"));
        assertEquals("precious", Files.readString(outside));
    }

    @Test
    void aFileWhereTheFolderShouldBeIsRefused() throws IOException {
        Path file = Files.writeString(dir.resolve("taken"), "x");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ExportFolder.at(file));
        assertEquals("cannot export into " + file + ": it is a file, not a folder", e.getMessage());
    }
}
