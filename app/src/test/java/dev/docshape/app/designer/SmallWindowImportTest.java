package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.Shots;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, decision 0539: on an 800 x 560 screen the designer opens at 784 x 512 and File > Import > MongoDB
 * Database… opened its 900 x 640 wizard past the window's edges, and so past the screen's. It now opens inside the
 * window, as the tool windows do, with its Connect and Cancel buttons in view.
 */
class SmallWindowImportTest extends ImportTestBase {

    @Override
    protected Rectangle2D screen() {
        return new Rectangle2D(0, 0, 800, 560);
    }

    @Test
    void theImportWizardOpensInsideASmallWindow() throws Exception {
        menu("MongoDB Database…");
        Node wizard = lookup("#import-wizard").query();
        Window shown = wizard.getScene().getWindow();
        Window main = window.stage();
        Rectangle2D in = new Rectangle2D(main.getX(), main.getY(), main.getWidth(), main.getHeight());
        Rectangle2D at = new Rectangle2D(shown.getX(), shown.getY(), shown.getWidth(), shown.getHeight());
        assertTrue(in.contains(at), "the wizard " + at + " lies inside the designer window " + in);
        for (Node button : wizard.lookupAll(".button")) {
            if (!(button instanceof Button b) || !b.isVisible() || b.getScene() == null) continue;
            var on = b.localToScene(b.getLayoutBounds());
            assertTrue(on.getMaxX() <= shown.getWidth() + 0.5 && on.getMaxY() <= shown.getHeight() + 0.5,
                    "'" + b.getText() + "' is inside the wizard: " + on);
        }
        Shots.save(this, wizard, "small-window-import-wizard");
        interact(() -> ((javafx.stage.Stage) shown).close());
    }
}
