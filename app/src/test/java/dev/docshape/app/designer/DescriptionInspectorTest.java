package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.scene.Node;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An entity's and a field's description in the inspector (decision 0556): typed, set in one undo step named after it,
 * the entity's shown as its card's tooltip; undo takes it back, box and tooltip; one too long is refused naming the field.
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

    @Test
    void aFieldsDescriptionIsTypedInOneUndoStepAndOneTooLongIsRefusedNamingIt() {
        show(Models.blog());
        clickEntity("post");
        TextField body = lookup("#inspector-field-description-1").queryAs(TextField.class);
        clickOn(body);
        write("Markdown, as the author wrote it");
        type(KeyCode.ENTER);
        assertEquals("Markdown, as the author wrote it", project().model().requireEntity("post").field("body").orElseThrow().description());
        assertEquals("Undo Describe Post.body", vm.actions().label(DesignerAction.UNDO).get());

        interact(() -> body.setText("x".repeat(1001)));
        clickOn(body);
        type(KeyCode.ENTER);
        assertTrue(statusText().startsWith("Description of field body: a description holds at most 1000 characters"), statusText());
        assertEquals("Markdown, as the author wrote it", project().model().requireEntity("post").field("body").orElseThrow().description(),
                "the refused text changes nothing");

        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertNull(project().model().requireEntity("post").field("body").orElseThrow().description());
        assertEquals("", body.getText(), "the box follows the undo");
    }
}
