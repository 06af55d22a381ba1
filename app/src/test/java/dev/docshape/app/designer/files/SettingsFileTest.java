package dev.docshape.app.designer.files;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The settings file written the one atomic way of storage (decision 0561): what a crash or a refusal leaves. */
class SettingsFileTest {
    @TempDir
    Path dir;

    @Test
    void aCrashBetweenTheTemporaryFileAndTheMoveLeavesTheOldSettings() throws Exception {
        Settings.load(dir).setTheme("dark");
        // What a write killed before its move leaves: a half-written temporary file beside the settings.
        Files.writeString(dir.resolve(".settings.properties.k3x9.tmp"), "theme=li");

        assertEquals("dark", Settings.load(dir).theme(), "the old settings are read");
        Settings.load(dir).setTheme("light");
        assertEquals("light", Settings.load(dir).theme());
        assertEquals(List.of("settings.properties"), names(dir), "the next write removes what the crash left");
    }

    @Test
    void aHomeThatCannotBeMadeIsSaidInWordsWithoutATrace() throws Exception {
        Path plain = Files.writeString(dir.resolve("docshape"), "not a folder");
        String said = stderrOf(() -> Settings.load(plain.resolve("settings")).setTheme("dark"));
        assertEquals("docshape: the settings were not saved: the folder " + plain.resolve("settings")
                + " cannot be made: the file " + plain + " is in the way\n", said);
    }

    @Test
    void aSettingsFileThatIsAFolderIsSaidInWordsAndKept() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("settings.properties"));
        Files.writeString(folder.resolve("inside.txt"), "kept");
        String said = stderrOf(() -> Settings.load(dir).setTheme("dark"));
        assertEquals("docshape: the settings were not saved: " + folder + " is a folder\n", said);
        assertEquals("kept", Files.readString(folder.resolve("inside.txt")));
        assertEquals(List.of("settings.properties"), names(dir), "no temporary file left");
    }

    private static String stderrOf(Runnable action) {
        PrintStream before = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            action.run();
        } finally {
            System.setErr(before);
        }
        String text = captured.toString(StandardCharsets.UTF_8);
        assertFalse(text.contains("Exception") || text.contains("\tat "), text);
        return text;
    }

    private static List<String> names(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
