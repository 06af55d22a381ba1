package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.scene.Node;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * An entity's description in the inspector (decision 0556): typed, set in one undo step named after it, shown as its
 * card's tooltip; undo takes it back, box and tooltip.
 */
class DescriptionInspectorTest extends DesignerTestBase {

    private TextArea box(String id) {
        return lookup("#" + id).queryAs(TextArea.class);
    }

    private void typeInto(TextArea area, String text) {
        clickOn(area);
        push(KeyCode.SHORTCUT, KeyCode.A);
        write(text);
        push(KeyCode.SHORTCUT, KeyCode.ENTER);
    }

    private Tooltip cardTip(String entityId) {
        Node card = entityCard(entityId).query();
        return (Tooltip) card.getProperties().get("javafx.scene.control.Tooltip");
    }

    @Test
    void anEntitysDescriptionIsTypedShownOnItsCardAndUndoneInOneStep() {
        show(Models.blog());
        clickEntity("post");
        assertNull(cardTip("post"), "a card without a description has no tooltip");

        typeInto(box("inspector-entity-description"), "What an author publishes <b>\"as is\"</b>");
        String described = "What an author publishes <b>\"as is\"</b>";
        assertEquals(described, project().model().requireEntity("post").description());
        assertEquals("Undo Describe Post", vm.actions().label(DesignerAction.UNDO).get());
        assertEquals(described, cardTip("post").getText(), "the card's tooltip says it");

        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertNull(project().model().requireEntity("post").description());
        assertEquals("", box("inspector-entity-description").getText(), "the box follows the undo");
        assertNull(cardTip("post"), "and the tooltip goes");
    }
}
