package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * What the window's layout must be at any size (decision 0539): the side panel takes 40 % of the window within
 * 440-500 px, the canvas the rest, the minimap a fifth of the canvas within 60-200 px and inside it, every tab header
 * in view and no tab scrolling sideways, in both themes; the toolbar, the panels and the status line wholly in the window
 * and no toolbar button behind its overflow menu.
 */
abstract class WindowLayoutTestBase extends DesignerTestBase {

    /** What is wrong with the window's layout as it is now, each keyed by {@code at} and the part. */
    protected TreeMap<String, String> faultsAt(String at) {
        TreeMap<String, String> faults = new TreeMap<>();
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
        Bounds scene = new javafx.geometry.BoundingBox(0, 0, window.scene().getWidth(), window.scene().getHeight());
        for (String part : List.of("#toolbar", "#main-split", "#status-bar", "#status-zoom")) {
            Bounds b = onScreen(lookup(part).query());
            if (!scene.contains(b)) faults.put(at + " " + part, b + " not wholly in the window " + scene);
        }
        Node overflow = lookup("#toolbar .tool-bar-overflow-button").tryQuery().orElse(null);
        if (overflow != null && overflow.isVisible()) faults.put(at + " #toolbar", "some buttons are behind its overflow menu");
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
        return faults;
    }

    /** The cards whose bounds meet the overview's (the minimap's), each keyed by {@code when} and the entity's id. */
    protected TreeMap<String, String> cardsUnderTheOverview(String when) {
        TreeMap<String, String> under = new TreeMap<>();
        Node map = lookup("#minimap").query();
        org.junit.jupiter.api.Assertions.assertTrue(map.isVisible(), "the overview is shown");
        Bounds overview = onScreen(map);
        for (String id : List.copyOf(vm.diagram().entities().keySet())) {
            Bounds card = onScreen(entityView(id));
            if (card.intersects(overview)) under.put(when + ": " + id, card + " meets the overview " + overview);
        }
        return under;
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
