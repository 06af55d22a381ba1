package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 15, decision 0539: the window resized from a 1,024 x 700 screen's 1,008 x 652 to 1,280 x 800, light and dark,
 * every tab of the side panel shown. At 1,008 px the side panel kept 500 px and the 200 px minimap took a large part
 * of the canvas beside it; now the panel takes 40 % of the window (440 to 500 px), the minimap a fifth of the canvas
 * (60 to 200 px), every tab header stays in view and no tab scrolls sideways. (The test's screen is 1,280 x 800;
 * larger windows were looked at under Xvfb.)
 */
class WindowSizesTest extends DesignerTestBase {
    private static final double[][] SIZES = {{1008, 652}, {1152, 720}, {1280, 800}};

    @Test
    void atEachSizeThePanelTheCanvasAndTheMinimapTakeTheirShares() throws Exception {
        openWorkload("event-tickets");
        TreeMap<String, String> faults = new TreeMap<>();
        for (double[] size : SIZES) {
            interact(() -> {
                window.stage().setWidth(size[0]);
                window.stage().setHeight(size[1]);
            });
            WaitForAsyncUtils.waitForFxEvents();
            interact(() -> canvas().fitToWindow());
            WaitForAsyncUtils.waitForFxEvents();
            String at = (int) size[0] + "x" + (int) size[1];
            double split = window.view().lookup("#main-split").getLayoutBounds().getWidth();
            double side = window.view().sideTabs().getWidth();
            double share = Math.max(SidePanelWidth.READABLE, Math.min(SidePanelWidth.DEFAULT, 0.4 * split));
            if (Math.abs(side - share) > 3) faults.put(at + " side panel", side + " px wide, not " + share);
            Bounds canvas = onScreen(lookup("#canvas").query());
            if (canvas.getWidth() < split - share - 12) faults.put(at + " canvas", canvas.getWidth() + " px of " + split);
            Bounds map = onScreen(lookup("#minimap").query());
            double mapMost = Math.max(60, 0.2 * Math.min(canvas.getWidth(), canvas.getHeight() * 200 / 130));
            if (map.getWidth() > Math.min(200, mapMost) + 0.5 || map.getMaxX() > canvas.getMaxX() || map.getMaxY() > canvas.getMaxY()) {
                faults.put(at + " minimap", map + " in the canvas " + canvas + ": at most " + Math.min(200, mapMost) + " wide");
            }
            inEachTheme(dark -> {
                TabPane tabs = window.view().sideTabs();
                for (Tab tab : List.copyOf(tabs.getTabs())) {
                    interact(() -> tabs.getSelectionModel().select(tab));
                    WaitForAsyncUtils.waitForFxEvents();
                    for (String bar : sidewaysBars(tabs)) faults.put(at + " " + tab.getId(), bar);
                    List<String> cut = headersCut(tabs);
                    if (!cut.isEmpty()) faults.put(at + " " + tab.getId() + " headers", "cut or hidden: " + cut);
                    Shots.save(this, window.scene().getRoot(), "window-" + at + "-" + tab.getId() + (dark ? "-dark" : ""));
                }
            });
        }
        assertEquals(new TreeMap<>(), faults, "the panel, the canvas and the minimap at their shares; every tab header in view; "
                + "no sideways scroll bar in any tab");
    }

    private static Bounds onScreen(Node node) {
        return node.localToScene(node.getLayoutBounds());
    }

    /** The tab headers not wholly inside the header area, and the overflow menu's button when it is shown. */
    private static List<String> headersCut(TabPane tabs) {
        Bounds area = onScreen(tabs.lookup(".tab-header-area"));
        List<String> cut = new ArrayList<>();
        for (Node tab : tabs.lookupAll(".tab-header-area .tab")) {
            Bounds b = onScreen(tab);
            if (!tab.isVisible() || b.getMinX() < area.getMinX() || b.getMaxX() > area.getMaxX()) cut.add(tab.getId());
        }
        Node menu = tabs.lookup(".tab-header-area > .control-buttons-tab");
        if (menu != null && menu.isVisible()) cut.add("the overflow menu");
        return cut;
    }

    /** The horizontal scroll bars shown in the side panel's selected tab (a box of code scrolls its lines, as an editor does). */
    private static List<String> sidewaysBars(TabPane tabs) {
        List<String> shown = new ArrayList<>();
        Node content = tabs.getSelectionModel().getSelectedItem().getContent();
        for (Node n : content.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL && bar.isVisible() && visibleUp(bar)
                    && !inCode(bar)) {
                Bounds b = bar.localToScene(bar.getLayoutBounds());
                shown.add(bar.getParent().getStyleClass() + " at " + (int) b.getMinX() + "," + (int) b.getMinY());
            }
        }
        return shown;
    }

    private static boolean inCode(Node node) {
        for (Node n = node; n != null; n = n.getParent()) if (n.getStyleClass().contains("query-code")) return true;
        return false;
    }

    private static boolean visibleUp(Node node) {
        for (Node n = node; n != null; n = n.getParent()) if (!n.isVisible()) return false;
        return node.getScene() != null;
    }
}
