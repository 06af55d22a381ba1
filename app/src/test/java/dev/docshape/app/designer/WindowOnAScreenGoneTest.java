package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import javafx.geometry.Rectangle2D;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, decision 0539: the window was last closed on a second monitor, right of the primary one, which is gone at
 * this start. It opens on the primary screen, at the user's size, wholly on it: frame, title bar and all.
 */
class WindowOnAScreenGoneTest extends DesignerTestBase {
    @Override
    protected void prepare() {
        try {
            // the settings file as the last start left it: 1,000 x 640 at (2,300, 100), on the second monitor
            Files.writeString(home.resolve("settings.properties"), "window=2300,100,1000,640,false\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void itOpensWhollyOnThePrimaryScreenAtTheUsersSize() {
        Stage stage = window.stage();
        Rectangle2D primary = screen();
        Rectangle2D at = new Rectangle2D(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight());
        assertTrue(at.getMinX() >= primary.getMinX() && at.getMinY() >= primary.getMinY() && at.getMaxX() <= primary.getMaxX()
                && at.getMaxY() <= primary.getMaxY(), "the whole window lies on the primary screen " + primary + ": " + at);
        assertEquals(1000, at.getWidth(), 0.5, "the user's width");
        assertEquals(640, at.getHeight(), 0.5, "the user's height");
        assertEquals(100, at.getMinY(), 0.5, "as high as it was");
    }
}
