package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.scene.Node;
import javafx.scene.control.ButtonBase;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 15, item 1: keyboard focus stays where the user works; Space never starts File > New. */
class FocusStaysTest extends DesignerTestBase {

    private Node focusOwner() {
        return window.scene().getFocusOwner();
    }

    private boolean inside(Node node, Node area) {
        for (Node n = node; n != null; n = n.getParent()) if (n == area) return true;
        return false;
    }

    @Test
    void toolbarButtonsDoNotTakeFocus() {
        show(Models.blog());
        clickOn("#action-zoom-in");
        assertFalse(focusOwner() instanceof ButtonBase, "a toolbar button took the focus: " + focusOwner());
        window.view().toolBar().getItems().stream().filter(n -> n instanceof ButtonBase)
                .forEach(n -> assertFalse(n.isFocusTraversable(), n.getId() + " is in the Tab order"));
    }

    @Test
    void afterAnInPlaceRenameTheCanvasKeepsTheFocusAndSpaceDoesNothing() {
        show(Models.blog());
        renameOnCanvas("post", "Article");
        assertEquals("Article", project().model().requireEntity("post").name());
        assertTrue(canvas().isFocused(), "focus went to " + focusOwner());
        type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(4, project().model().entities().size(), "Space started File > New");
        assertEquals("Article", project().model().requireEntity("post").name());
        assertTrue(dialogs.shown.isEmpty(), dialogs.shown.toString());
    }

    @Test
    void inspectorEditsKeepTheFocusInTheInspector() {
        show(Models.blog());
        clickEntity("post");
        Node inspector = window.view().inspector();
        clickOn("#inspector-field-name-0");
        retype("headline");
        assertEquals("headline", project().model().requireEntity("post").fields().get(0).name());
        assertTrue(inside(focusOwner(), inspector), "focus went to " + focusOwner());
        clickOn("#inspector-field-remove-2");
        assertEquals(2, project().model().requireEntity("post").fields().size());
        assertTrue(inside(focusOwner(), inspector), "after removing a field focus went to " + focusOwner());
        clickOn("#inspector-field-down-0");
        assertTrue(inside(focusOwner(), inspector), "after moving a field focus went to " + focusOwner());
        type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(4, project().model().entities().size(), "Space started File > New");
        assertTrue(dialogs.shown.isEmpty(), dialogs.shown.toString());
    }
}
