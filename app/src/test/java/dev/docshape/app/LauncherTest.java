package dev.docshape.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LauncherTest {

    @Test
    void aLoneProjectFileOpensTheDesigner() {
        assertTrue(Launcher.isProjectFile(new String[] {"/home/ada/shop.docshape"}));
        assertTrue(Launcher.isProjectFile(new String[] {"C:\\Users\\Ada\\Shop.DocShape"}));
    }

    @Test
    void commandsStayCommands() {
        assertFalse(Launcher.isProjectFile(new String[] {"estimate", "shop.docshape"}));
        assertFalse(Launcher.isProjectFile(new String[] {"--version"}));
        assertFalse(Launcher.isProjectFile(new String[] {"shop.json"}));
    }

    @Test
    void theArchiveFolderIsMadeBeforeTheJvmWritesIntoIt(@TempDir Path home) {
        Path folder = home.resolve(".cache").resolve("docshape");
        Launcher.makeArchiveFolder(folder.toString());
        assertTrue(Files.isDirectory(folder));
        Launcher.makeArchiveFolder(folder.toString());   // again: nothing to do, no complaint
        assertTrue(Files.isDirectory(folder));
    }

    @Test
    void anUnexpandedFolderIsLeftAlone() {
        Launcher.makeArchiveFolder("$HOME/.cache/docshape");
        Launcher.makeArchiveFolder(null);
        assertFalse(Files.exists(Path.of("$HOME")), "no folder named $HOME in the working folder");
    }
}
