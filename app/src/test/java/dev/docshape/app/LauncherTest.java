package dev.docshape.app;

import org.junit.jupiter.api.Test;

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
}
