package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15 point 7, decision 0532: on a 1,024 x 700 screen the Patterns tab showed three of the event-ticketing
 * workload's 14 patterns above an empty editor ("Select a pattern to edit it.") and scrolled the whole list sideways
 * for the longest name. With nothing selected the list now has the panel to itself, every name shown whole (wrapped),
 * and no sideways scroll bar; picking a pattern brings its editor back under the list.
 */
class PatternsListRoomTest extends DesignerTestBase {

    @Override
    protected Rectangle2D screen() {
        return new Rectangle2D(0, 0, 1024, 700);
    }

    @Test
    void withNothingSelectedTheListFillsThePanelAndShowsWholeNames() throws Exception {
        openWorkload("event-tickets");
        showSideTab("tab-patterns");
        ListView<?> list = lookup("#pattern-list").queryAs(ListView.class);
        WaitForAsyncUtils.waitForFxEvents();
        Shots.save(this, window.scene().getRoot(), "patterns-list-small-window");

        List<Label> shown = namesInView(list);
        assertTrue(shown.size() >= 8, "at least 8 of the 14 patterns are in view, not 3: " + shown.size());
        for (Label name : shown) {
            Text drawn = (Text) name.lookup(".text");
            assertEquals(name.getText(), drawn.getText().replace("\n", " ").replaceAll(" +", " ").strip(),
                    "the name is shown whole");
            Bounds at = name.localToScene(name.getLayoutBounds());
            Bounds of = list.localToScene(list.getLayoutBounds());
            assertTrue(at.getMaxX() <= of.getMaxX() + 0.5, "'" + name.getText() + "' ends inside the list: " + at + " in " + of);
        }
        assertFalse(sidewaysBarShown(list), "no sideways scroll bar");

        clickOn(shown.get(0));
        WaitForAsyncUtils.waitForFxEvents();
        Node editor = lookup(".pattern-editor-scroll").query();
        assertTrue(editor.isVisible() && editor.getScene() != null, "the picked pattern's editor is shown");
        Bounds editorAt = editor.localToScene(editor.getLayoutBounds());
        assertTrue(editorAt.getHeight() > 200, "with room to edit: " + editorAt);
        Shots.save(this, window.scene().getRoot(), "patterns-list-small-window-editing");
        assertTrue(namesInView(list).size() >= 3, "and the list above it: " + namesInView(list).size());
    }

    private static List<Label> namesInView(ListView<?> list) {
        Bounds of = list.localToScene(list.getLayoutBounds());
        List<Label> names = new ArrayList<>();
        for (Node n : list.lookupAll(".pattern-name")) {
            if (!(n instanceof Label label) || !label.isVisible() || label.getText() == null || label.getText().isEmpty()) continue;
            if (label.getParent() == null || label.getParent().getParent() == null || !label.getParent().getParent().isVisible()) continue;
            Bounds at = label.localToScene(label.getLayoutBounds());
            if (at.getMinY() >= of.getMinY() && at.getMaxY() <= of.getMaxY()) names.add(label);
        }
        return names;
    }

    private static boolean sidewaysBarShown(ListView<?> list) {
        for (Node n : list.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL && bar.isVisible()) return true;
        }
        return false;
    }
}
