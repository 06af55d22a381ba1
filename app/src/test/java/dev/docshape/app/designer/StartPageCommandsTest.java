package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The start page's buttons are the catalogue's New, Open and Close Start Page (decision 0293). */
class StartPageCommandsTest extends DesignerTestBase {

    private boolean startPageShown() {
        return lookup("#welcome").query().isVisible();
    }

    @Test
    void theStartPagesButtonsShareTheMenusCommands() {
        show(Models.blog());
        assertFalse(startPageShown());
        assertTrue(menuItem("menu-action-close-start-page").isDisable(), "no start page to close");

        clickOn("File").clickOn("Examples…");
        assertTrue(startPageShown());
        assertFalse(menuItem("menu-action-close-start-page").isDisable());
        assertEquals(DesignerAction.NEW.tooltip(), lookup("#welcome-blank").queryAs(Button.class).getTooltip().getText());
        assertEquals(DesignerAction.OPEN.tooltip(), lookup("#welcome-open").queryAs(Button.class).getTooltip().getText());
        assertEquals(DesignerAction.CLOSE_START_PAGE.tooltip(), lookup("#welcome-close").queryAs(Button.class).getTooltip().getText());

        clickOn("#welcome-close");
        assertFalse(startPageShown(), "the ✕ closed it");
        assertTrue(menuItem("menu-action-close-start-page").isDisable());
        assertEquals(4, project().model().entities().size(), "the model was kept");

        clickOn("File").clickOn("Examples…");
        clickOn("File").clickOn("Close Start Page");
        assertFalse(startPageShown(), "the menu item closed it");

        clickOn("File").clickOn("Examples…");
        interact(() -> lookup("#welcome-open").query().requestFocus());
        type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(startPageShown(), "Esc closed it");

        clickOn("File").clickOn("Examples…");
        clickOn("#welcome-blank");
        assertFalse(startPageShown());
        assertEquals(0, project().model().entities().size(), "Blank model ran File > New");
    }
}
