package dev.docshape.app.designer;

import dev.docshape.app.designer.files.Settings;
import dev.docshape.app.designer.testing.DesignerTestBase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A width remembered from a bigger screen is restored within the window, leaving the canvas room. */
class SidePanelRememberedTest extends DesignerTestBase {

    @Override
    protected void prepare() {
        Settings.load(home).setSidePanelWidth(5000);
    }

    @Test
    void aRememberedWidthWiderThanTheWindowLeavesTheCanvasItsMinimum() {
        double split = window.view().lookup("#main-split").getLayoutBounds().getWidth();
        assertEquals(split - SidePanelWidth.CANVAS_MIN, window.view().sideTabs().getWidth(), 3);
    }

    @Test
    void anUnreadableWidthInTheSettingsFileIsNoWidth(@TempDir Path other) throws IOException {
        Files.writeString(other.resolve("settings.properties"), "sidePanelWidth=wide\n");
        assertTrue(Settings.load(other).sidePanelWidth().isEmpty());
        Files.writeString(other.resolve("settings.properties"), "sidePanelWidth=-3\n");
        assertTrue(Settings.load(other).sidePanelWidth().isEmpty());
        var refused = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Settings.load(other).setSidePanelWidth(Double.NaN));
        assertTrue(refused.getMessage().contains("side panel width"), refused.getMessage());
    }
}
