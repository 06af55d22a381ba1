package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.files.Settings;
import dev.docshape.app.designer.testing.DesignerTestBase;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The side panel beside the canvas: its tabs fit, the divider is dragged and the width remembered. */
class SidePanelTest extends DesignerTestBase {

    private TabPane tabs() {
        return window.view().sideTabs();
    }

    private double sideWidth(DesignerWindow w) {
        return w.view().sideTabs().getWidth();
    }

    private Node divider(DesignerWindow w) {
        SplitPane split = (SplitPane) w.view().lookup("#main-split");
        return split.lookupAll(".split-pane-divider").stream().filter(n -> n.getParent() == split).findFirst().orElseThrow();
    }

    private Point2D centreOfNode(Node node) {
        Bounds b = node.localToScreen(node.getBoundsInLocal());
        return new Point2D(b.getCenterX(), b.getCenterY());
    }

    private void dragDividerBy(double dx) {
        drag(centreOfNode(divider(window)), MouseButton.PRIMARY).moveBy(dx / 2, 0).moveBy(dx / 2, 0).release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void atTheDefaultSizeEveryTabHeaderIsFullyVisibleWithItsFullNameAsTooltip() {
        assertEquals(DesignerWindow.WIDTH, window.scene().getWidth(), 1);
        assertEquals(SidePanelWidth.DEFAULT, sideWidth(window), 2, "the side panel opens at its default width");
        for (int selected = 0; selected < tabs().getTabs().size(); selected++) { // the selected tab's label is bold: wider
            int index = selected;
            interact(() -> tabs().getSelectionModel().select(index));
            WaitForAsyncUtils.waitForFxEvents();
            Node area = tabs().lookup(".tab-header-area");
            Bounds header = area.localToScene(area.getLayoutBounds());
            List<String> hidden = new ArrayList<>();
            List<Node> headers = List.copyOf(tabs().lookupAll(".tab-header-area .tab"));
            assertEquals(tabs().getTabs().size(), headers.size(), "one header per tab");
            for (Node tab : headers) {
                Bounds b = tab.localToScene(tab.getLayoutBounds());
                if (!tab.isVisible() || b.getMinX() < header.getMinX() || b.getMaxX() > header.getMaxX()) hidden.add(tab.getId());
            }
            assertTrue(hidden.isEmpty(), "tab headers outside the header area with tab " + index + " selected: " + hidden);
            Node menuButton = tabs().lookup(".tab-header-area > .control-buttons-tab");
            assertFalse(menuButton != null && menuButton.isVisible(), "no overflow menu");
        }
        tabs().getTabs().forEach(t -> assertTrue(t.getTooltip() != null && t.getTooltip().getText().length() > t.getText().length(),
                t.getText() + " has a tooltip saying more"));
    }

    @Test
    void draggingTheDividerWidensThePanelAndANewWindowOpensWithThatWidth() throws Exception {
        double before = sideWidth(window);
        dragDividerBy(-150);
        double widened = sideWidth(window);
        assertEquals(before + 150, widened, 4, "the panel follows the divider");
        assertEquals(widened, Settings.load(home).sidePanelWidth().orElseThrow(), 1, "remembered in the settings file");

        interact(() -> window.stage().setWidth(1100));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(widened, sideWidth(window), 2, "a smaller window keeps the panel's width; the canvas gives way");

        Stage stage = FxToolkit.registerStage(Stage::new);
        DesignerWindow[] second = new DesignerWindow[1];
        interact(() -> second[0] = DesignerWindow.open(stage, services(), Optional.empty()));
        WaitForAsyncUtils.waitForFxEvents();
        try {
            assertEquals(widened, sideWidth(second[0]), 2, "the new window restores the width");
        } finally {
            interact(() -> second[0].stage().hide());
        }
    }

    @Test
    void thePanelKeepsItsMinimumWidthWhenTheDividerIsDraggedFarRight() {
        dragDividerBy(400);
        assertEquals(SidePanelWidth.MIN, sideWidth(window), 2);
        assertEquals(SidePanelWidth.MIN, Settings.load(home).sidePanelWidth().orElseThrow(), 2);
    }

    @Test
    void wideSidePanelTakesHalfTheWindowAndGoesBack() {
        assertTrue(vm.actions().execute(DesignerAction.WIDE_SIDE_PANEL));
        WaitForAsyncUtils.waitForFxEvents();
        double split = window.view().lookup("#main-split").getLayoutBounds().getWidth();
        assertEquals(split / 2, sideWidth(window), 3, "half the window");
        assertTrue(window.view().sidePanel().wide().get());
        assertTrue(vm.actions().execute(DesignerAction.WIDE_SIDE_PANEL));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(SidePanelWidth.DEFAULT, sideWidth(window), 2, "back to the width before");
        assertTrue(Settings.load(home).sidePanelWidth().isEmpty(), "the toggle is not a width the user chose");
    }
}
