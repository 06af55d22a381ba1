package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.files.Settings;
import dev.docshape.app.designer.imports.WizardCommands;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.Region;
import javafx.scene.paint.Paint;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Themes, tooltips and keyboard access. */
class LookTest extends DesignerTestBase {

    private Paint canvasBackground() {
        return ((Region) canvas()).getBackground().getFills().get(0).getFill();
    }

    @Test
    void theDarkThemeRecolorsTheWindowAndIsRemembered() {
        show(Models.blog());
        Paint light = canvasBackground();
        clickOn("#action-dark-theme");
        assertTrue(window.scene().getStylesheets().stream().anyMatch(s -> s.endsWith("dark.css")));
        assertNotEquals(light, canvasBackground(), "the canvas changed colour");
        assertEquals("dark", Settings.load(home).theme(), "remembered for the next start");
        clickOn("#action-dark-theme");
        assertEquals(light, canvasBackground());
    }

    @Test
    void everyToolHasATooltip() {
        List<String> missing = new ArrayList<>();
        for (var node : window.view().toolBar().getItems()) {
            if (node instanceof ButtonBase b && (b.getTooltip() == null || b.getTooltip().getText().isBlank())) missing.add(b.getId());
        }
        assertTrue(missing.isEmpty(), "tools without a tooltip: " + missing);
        ButtonBase flip = lookup("#action-flip").query();
        assertTrue(flip.getTooltip().getText().contains("Ctrl+M"), flip.getTooltip().getText());
    }

    @Test
    void everyCommandIsInTheMenusWithItsShortcut() {
        Set<String> inMenus = new HashSet<>();
        for (Menu menu : window.view().menuBar().getMenus()) collect(menu, inMenus);
        for (DesignerAction action : DesignerAction.values()) {
            if (action.isWindowCommand()) { // its place is its own window's buttons (decision 0292)
                assertTrue(WizardCommands.ALL.contains(action), action + " is in the import wizard");
                assertFalse(inMenus.contains("menu-" + action.nodeId()), action + " is not in the main window's menus");
            } else {
                assertTrue(inMenus.contains("menu-" + action.nodeId()), action + " is in a menu");
            }
        }
        MenuItem undo = window.view().menuBar().getMenus().get(1).getItems().get(0);
        assertNotNull(undo.getAccelerator());
    }

    private static void collect(Menu menu, Set<String> ids) {
        for (MenuItem item : menu.getItems()) {
            if (item.getId() != null) ids.add(item.getId());
            if (item instanceof Menu sub) collect(sub, ids);
        }
    }

    @Test
    void statesArePseudoClassesNotColoursInJava() {
        show(Models.blog());
        var tag = entityView("tag");
        assertTrue(tag.getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("nested")));
        assertTrue(tag.getStyleClass().stream().anyMatch(c -> c.startsWith("tint-")), "grouped with its parent by a tint class");
        assertEquals(entityView("post").getStyleClass().stream().filter(c -> c.startsWith("tint-")).toList(),
                tag.getStyleClass().stream().filter(c -> c.startsWith("tint-")).toList(), "the same tint as Post");
        assertFalse(entityView("author").getStyleClass().stream().anyMatch(c -> c.startsWith("tint-")));
    }
}
