package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Position;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every change can be undone and redone, from the keyboard and from menu items that name it. */
class UndoJourneyTest extends DesignerTestBase {

    private MenuItem editItem(String id) {
        return window.view().menuBar().getMenus().get(1).getItems().stream()
                .filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private String entityName(String id) {
        return project().model().requireEntity(id).name();
    }

    @Test
    void shortcutsUndoAndRedoAndTheMenuNamesTheChange() {
        show(Models.blog());
        assertTrue(editItem("menu-action-undo").isDisable(), "nothing to undo yet");
        clickEntity("post");
        doubleClickOn("#inspector-entity-name");
        retype("Article");
        assertEquals("Article", entityName("post"));

        clickOn("Edit");
        assertEquals("Undo Rename entity Post to Article", editItem("menu-action-undo").getText());
        clickOn("Undo Rename entity Post to Article");
        assertEquals("Post", entityName("post"));
        assertEquals("Redo Rename entity Post to Article", editItem("menu-action-redo").getText());

        clickOn(canvas(), MouseButton.PRIMARY);
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.Z);
        assertEquals("Article", entityName("post"));
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals("Post", entityName("post"));
        push(KeyCode.SHORTCUT, KeyCode.Y);
        assertEquals("Article", entityName("post"));
        assertEquals("Article", nameOnCard("post").getText(), "the canvas follows");
    }

    @Test
    void twoDragsAreTwoStepsAndEachUndoesWhole() {
        show(Models.blog());
        Position start = positionOf("tag");
        drag(centreOf(entityCard("tag").lookup(".entity-name").query()), MouseButton.PRIMARY).moveBy(20, 0).moveBy(20, 20).drop();
        Position afterFirst = positionOf("tag");
        drag(centreOf(entityCard("tag").lookup(".entity-name").query()), MouseButton.PRIMARY).moveBy(0, 40).moveBy(0, 40).drop();
        // about 80 down: near another card's edge or centre the card snaps into line with it (AlignmentGuidesTest)
        assertEquals(afterFirst.x(), positionOf("tag").x());
        assertEquals(afterFirst.y() + 80, positionOf("tag").y(), 8);
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(afterFirst, positionOf("tag"));
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(start, positionOf("tag"));
        assertEquals(start.x(), entityView("tag").getLayoutX(), 1e-9, "the view moved back too");
    }

    @Test
    void aFlipAFieldAndAnEntityAreUndoneInOrder() {
        show(Models.blog());
        clickOn(mappingBadge("post-comments").queryAs(javafx.scene.layout.StackPane.class));
        clickOn(entityCard("tag").lookup(".entity-add-field").queryAs(Text.class));
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.E);
        type(KeyCode.ENTER);
        assertEquals(5, project().model().entities().size());
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(4, project().model().entities().size());
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(1, project().model().requireEntity("tag").fields().size());
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals("referenced", mappingBadge("post-comments").lookup(".badge-text").queryAs(Text.class).getText());
        assertTrue(editItem("menu-action-undo").isDisable(), "back at the start");
    }
}
