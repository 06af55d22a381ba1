package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, decision 0532: on a 1,024 x 700 screen the window opened at 1,280 x 800, centred, so its left and right
 * ends and its menu bar lay past the screen's edges. It now opens inside the screen, with room for its frame, and its
 * menu bar, toolbar, side panel and status bar lie inside the window, in light and dark theme.
 */
class SmallScreenTest extends DesignerTestBase {
    private static final Rectangle2D SMALL = new Rectangle2D(0, 0, 1024, 700);

    @Override
    protected Rectangle2D screen() {
        return SMALL;
    }

    @Test
    void theWindowAndItsBarsFitASmallScreen() throws Exception {
        openWorkload("course-platform");
        double width = window.scene().getWidth();
        double height = window.scene().getHeight();
        assertTrue(width <= SMALL.getWidth() - 16 && height <= SMALL.getHeight() - 48,
                "the window with its frame and title bar fits the 1024 x 700 screen: " + width + " x " + height);
        inEachTheme(dark -> {
            for (String id : new String[] {"#menu-bar", "#toolbar", "#side-tabs", "#canvas", "#status-bar"}) {
                Node bar = lookup(id).query();
                Bounds on = bar.localToScene(bar.getLayoutBounds());
                assertTrue(on.getMinX() >= -0.5 && on.getMinY() >= -0.5 && on.getMaxX() <= width + 0.5 && on.getMaxY() <= height + 0.5,
                        id + " lies inside the " + width + " x " + height + " window: " + on);
                assertTrue(on.getWidth() > 0 && on.getHeight() > 0, id + " is shown: " + on);
            }
            Shots.save(this, window.scene().getRoot(), "small-screen-" + (dark ? "dark" : "light"));
        });
    }

    @Test
    void runOnMongoDbOpensInsideTheWindow() throws Exception {
        openWorkload("course-platform");
        clickOn("Analysis");
        clickOn("Run on MongoDB…");
        Node panel = lookup("#mongo-run").query();
        Window tool = panel.getScene().getWindow();
        Window main = window.stage();
        assertTrue(tool.getX() >= main.getX() && tool.getX() + tool.getWidth() <= main.getX() + main.getWidth() + 0.5,
                "Run on MongoDB (" + tool.getX() + " + " + tool.getWidth() + ") lies across the designer window ("
                        + main.getX() + " + " + main.getWidth() + "), so on the screen");
        Shots.save(this, panel.getScene().getRoot(), "small-screen-run-on-mongodb");
        interact(() -> ((javafx.stage.Stage) tool).close());
    }
}
