package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.scene.control.MenuItem;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** Issue 15, item 7: View > Wide Side Panel is available from the menu and widens the panel. */
class WideSidePanelMenuTest extends DesignerTestBase {
    @Test
    void theMenuItemIsEnabledAndWidensThePanel() {
        show(Models.blog());
        clickOn("#menu-view");
        MenuItem item = window.view().menuBar().getMenus().stream().filter(m -> "menu-view".equals(m.getId())).findFirst()
                .orElseThrow().getItems().stream().filter(i -> ("menu-" + DesignerAction.WIDE_SIDE_PANEL.nodeId()).equals(i.getId()))
                .findFirst().orElseThrow();
        assertFalse(item.isDisable(), "View > Wide Side Panel is greyed out");
        clickOn("#menu-" + DesignerAction.WIDE_SIDE_PANEL.nodeId());
        WaitForAsyncUtils.waitForFxEvents();
        double split = window.view().lookup("#main-split").getLayoutBounds().getWidth();
        assertEquals(split / 2, window.view().sideTabs().getWidth(), 4, "half the window");
    }
}
