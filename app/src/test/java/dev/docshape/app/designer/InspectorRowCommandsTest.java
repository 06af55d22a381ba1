package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The inspector's field rows run the catalogue's row commands (decision 0293): the shortcut on a
 * focused row, the row's own buttons and context menu, each enabled as the row allows.
 */
class InspectorRowCommandsTest extends DesignerTestBase {

    private boolean disabled(String id) {
        return lookup(id).queryAs(Button.class).isDisable();
    }

    private Node focusOwner() {
        return window.scene().getFocusOwner();
    }

    private void inspect(String entityId) {
        clickEntity(entityId);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theShortcutsActOnTheFocusedRowAndTheKeyboardFollowsTheField() {
        show(Models.blog());
        inspect("post");
        clickOn("#inspector-field-name-0");
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.DOWN);
        assertEquals("body,title,publishedAt", fieldNames("post"));
        assertEquals(List.of("body", "title", "publishedAt"), fieldsShown("post"));
        assertEquals("inspector-field-name-1", focusOwner().getId(), "the keyboard went along with the field");
        assertEquals("title", ((TextField) focusOwner()).getText());

        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.DOWN);
        assertEquals("body,publishedAt,title", fieldNames("post"));
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.DOWN);
        assertEquals("body,publishedAt,title", fieldNames("post"), "the last field does not move down");

        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.UP);
        assertEquals("body,title,publishedAt", fieldNames("post"));
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.DELETE);
        assertEquals("body,publishedAt", fieldNames("post"));
        assertEquals(List.of("body", "publishedAt"), fieldsShown("post"));
        assertEquals("inspector-field-name-1", focusOwner().getId(), "the keyboard stays at the removed field's place");
        assertEquals("publishedAt", ((TextField) focusOwner()).getText());
        interact(() -> vm.document().undo());
        assertEquals("body,title,publishedAt", fieldNames("post"), "one undo step per command");
    }

    @Test
    void eachRowsButtonsAreEnabledAsThatRowAllowsAndShowTheShortcut() {
        show(Models.blog());
        inspect("post");
        assertTrue(disabled("#inspector-field-up-0"), "the first field cannot move up");
        assertFalse(disabled("#inspector-field-down-0"));
        assertFalse(disabled("#inspector-field-up-2"));
        assertTrue(disabled("#inspector-field-down-2"), "the last field cannot move down");
        String tip = lookup("#inspector-field-down-1").queryAs(Button.class).getTooltip().getText();
        assertEquals(dev.docshape.app.designer.actions.DesignerAction.MOVE_FIELD_DOWN.tooltip(), tip);
        assertTrue(tip.startsWith("Move the field one place down (") && tip.contains("Shift"), tip);

        clickOn("#inspector-add-field");
        assertEquals("title,body,publishedAt,field", fieldNames("post"));
        assertFalse(disabled("#inspector-field-down-2"), "no longer the last field");
        assertTrue(disabled("#inspector-field-down-3"));

        clickOn("#inspector-field-up-3");
        assertEquals("title,body,field,publishedAt", fieldNames("post"), "the button moved its own row's field");
        clickOn("#inspector-field-remove-0");
        assertEquals("body,field,publishedAt", fieldNames("post"));
        assertTrue(disabled("#inspector-field-up-0"), "the new first field cannot move up");
    }

    @Test
    void theMenuBarFollowsTheFocusedRow() {
        show(Models.blog());
        inspect("post");
        clickOn("#inspector-field-name-0");
        assertTrue(menuItem("menu-action-move-field-up").isDisable(), "the focused first field cannot move up");
        assertFalse(menuItem("menu-action-move-field-down").isDisable());
        clickOn("#inspector-field-name-2");
        assertFalse(menuItem("menu-action-move-field-up").isDisable());
        assertTrue(menuItem("menu-action-move-field-down").isDisable(), "the focused last field cannot move down");
        assertEquals(menuItem("menu-action-move-field-up").getAccelerator(),
                dev.docshape.app.designer.actions.DesignerAction.MOVE_FIELD_UP.accelerator());
    }

    @Test
    void aRowsContextMenuActsOnThatRow() {
        show(Models.blog());
        inspect("post");
        clickOn("#inspector-field-name-0");
        rightClickOn("#inspector-field-up-2");
        ContextMenu menu = shownContextMenu();
        assertEquals(List.of("Move up", "Move down", "", "Remove field"),
                menu.getItems().stream().map(i -> i.getText() == null ? "" : i.getText()).toList());
        assertFalse(menu.getItems().get(0).isDisable(), "the third field can move up");
        assertTrue(menu.getItems().get(1).isDisable(), "the last field cannot move down");
        assertEquals(dev.docshape.app.designer.actions.DesignerAction.REMOVE_FIELD.accelerator(), menu.getItems().get(3).getAccelerator());
        assertTrue(Files.isRegularFile(Shots.save(this, menu.getScene().getRoot(), "inspector-row-menu")));
        assertTrue(Files.isRegularFile(Shots.save(this, window.view().inspector(), "inspector-field-rows")));
        clickOn("Move up");
        assertEquals("title,publishedAt,body", fieldNames("post"), "the row right-clicked, not the focused one, moved");

        rightClickOn("#inspector-field-up-0");
        clickOn("Remove field");
        assertEquals("publishedAt,body", fieldNames("post"));
    }
}
