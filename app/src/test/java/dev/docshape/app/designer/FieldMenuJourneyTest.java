package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.FieldType;
import javafx.scene.control.ContextMenu;
import org.testfx.robot.Motion;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The field commands of the Model > Field menu and of a field's context menu act on the field last clicked. */
class FieldMenuJourneyTest extends DesignerTestBase {

    @Test
    void theModelMenusFieldCommandsActOnTheFieldClickedLast() {
        show(Models.blog());
        assertTrue(menuItem("menu-action-move-field-down").isDisable(), "no field clicked yet");

        clickOn(fieldPoint("author", 0, false));
        assertEquals("author", vm.selection().fieldProperty().get().entityId());
        assertFalse(menuItem("menu-action-move-field-down").isDisable());
        assertTrue(menuItem("menu-action-move-field-up").isDisable(), "the first field cannot move up");

        // into the submenu along the Field row, as a user does: a diagonal would cross Arrange and open that instead
        clickOn("Model").clickOn("#menu-field", Motion.VERTICAL_FIRST).clickOn("Move down", Motion.HORIZONTAL_FIRST);
        assertEquals("thumbnailUrl,name", fieldNames("author"));
        assertEquals(1, vm.selection().fieldProperty().get().index(), "the focus follows the moved field");
        assertEquals("Undo Move field Author.name down", window.view().menuBar().getMenus().get(1).getItems().get(0).getText());

        clickOn("Model").clickOn("#menu-field", Motion.VERTICAL_FIRST).clickOn("Rename field", Motion.HORIZONTAL_FIRST);
        retype("fullName");
        assertEquals("thumbnailUrl,fullName", fieldNames("author"));

        // the card is drawn again after the rename: look its name up once that is done
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        clickOn(entityCard("author").lookup(".entity-name").match(n -> n.getScene() != null).queryAs(Text.class));
        assertNull(vm.selection().fieldProperty().get(), "a click outside the fields focuses none");
        assertTrue(menuItem("menu-action-remove-field").isDisable());
    }

    @Test
    void aFieldsContextMenuComesFromTheCatalogue() {
        show(Models.blog());
        rightClickOn(fieldPoint("author", 1, false));
        ContextMenu menu = shownContextMenu();
        assertEquals(List.of("Rename field", "Change type", "Move up", "Move down", "", "Remove field"),
                menu.getItems().stream().map(i -> i.getText() == null ? "" : i.getText()).toList());
        assertFalse(menu.getItems().get(2).isDisable(), "the second field can move up");
        assertTrue(menu.getItems().get(3).isDisable(), "the last field cannot move down");
        assertTrue(Files.isRegularFile(Shots.save(this, menu.getScene().getRoot(), "field-context-menu")));
        clickOn("Rename field");
        retype("avatar");
        assertEquals("name,avatar", fieldNames("author"));

        rightClickOn(nameOnCard("author"));
        assertTrue(lookup("Add Field").tryQuery().isPresent(), "the entity's own menu, not the field's");
        type(KeyCode.ESCAPE);

        clickOn(fieldPoint("author", 0, true), javafx.scene.input.MouseButton.PRIMARY);
        assertEquals("author", vm.selection().fieldProperty().get().entityId(), "a click on the type focuses the field");
        clickOn("date");
        assertEquals(FieldType.DATE, project().model().requireEntity("author").fields().get(0).type());
    }
}
