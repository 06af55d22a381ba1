package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.ui.Buttons;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Tooltip;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 14: the toolbar's, the panels' and the start page's buttons are made one way and read alike. */
class CommandButtonsTest extends DesignerTestBase {

    @Test
    void toolbarPanelAndStartPageButtonsShowTheirTooltipsAlike() throws TimeoutException {
        show(Models.blog());
        ButtonBase undo = lookup("#" + DesignerAction.UNDO.nodeId()).queryAs(ButtonBase.class);
        showSideTab("tab-samples");
        ButtonBase generate = lookup("#sample-generate").queryAs(ButtonBase.class);
        for (ButtonBase button : new ButtonBase[]{undo, generate}) {
            assertEquals(Buttons.TOOLTIP_DELAY, button.getTooltip().getShowDelay(), button.getId());
            assertFalse(button.isMnemonicParsing(), button.getId());
        }

        interact(() -> vm.welcomeVisible().set(true));
        ButtonBase blank = lookup("#welcome-blank").queryAs(ButtonBase.class);
        assertEquals(Buttons.TOOLTIP_DELAY, blank.getTooltip().getShowDelay());
        assertEquals(DesignerAction.NEW.tooltip(), blank.getTooltip().getText(), "the catalogue's words and shortcut for New");
        moveTo(blank);
        FxWait.until("the New button's tooltip", () -> blank.getTooltip().isShowing());
        Tooltip shown = blank.getTooltip();
        assertTrue(shown.getText().contains(DesignerAction.NEW.accelerator().getDisplayText()), shown.getText());
    }
}
