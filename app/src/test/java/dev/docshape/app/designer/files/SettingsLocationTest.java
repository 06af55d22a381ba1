package dev.docshape.app.designer.files;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 15, item 9: settings where each platform keeps them, and the old folder read once. */
class SettingsLocationTest {
    @TempDir
    Path dir;

    @Test
    void eachPlatformsConvention() {
        Path home = Path.of("/home/ann");
        assertEquals(Path.of("/xdg/docshape"), SettingsLocation.forPlatform("Linux", Map.of("XDG_CONFIG_HOME", "/xdg"), home));
        assertEquals(home.resolve(".config/docshape"), SettingsLocation.forPlatform("Linux", Map.of(), home));
        assertEquals(home.resolve(".config/docshape"), SettingsLocation.forPlatform("Linux", Map.of("XDG_CONFIG_HOME", "rel"), home),
                "a relative XDG_CONFIG_HOME is ignored");
        assertEquals(home.resolve("Library/Application Support/DocShape"), SettingsLocation.forPlatform("Mac OS X", Map.of(), home));
        assertEquals(Path.of("C:/Users/ann/AppData/Roaming/DocShape"),
                SettingsLocation.forPlatform("Windows 11", Map.of("APPDATA", "C:/Users/ann/AppData/Roaming"), home));
    }

    @Test
    void theOldFolderIsCopiedOnceAndNotOverTheNewSettings() throws Exception {
        Path old = Files.createDirectories(dir.resolve(".docshape"));
        Files.writeString(old.resolve("settings.properties"), "theme=dark\n");
        Path home = dir.resolve("config/docshape");
        assertTrue(SettingsLocation.migrate(old, home));
        assertEquals("dark", Settings.load(home).theme());

        Settings.load(home).setTheme("light");
        assertFalse(SettingsLocation.migrate(old, home), "copied only the first time");
        assertEquals("light", Settings.load(home).theme());
        assertTrue(Files.isRegularFile(old.resolve("settings.properties")), "the old folder stays");
    }

    @Test
    void nothingToMigrateStartsEmpty() {
        Path home = dir.resolve("new");
        assertFalse(SettingsLocation.migrate(dir.resolve("missing"), home));
        assertEquals("", Settings.load(home).theme());
    }
}
