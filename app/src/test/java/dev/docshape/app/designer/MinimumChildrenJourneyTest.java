package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Relationship;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The minimum children per parent, typed in the relationship inspector. */
class MinimumChildrenJourneyTest extends DesignerTestBase {

    private Relationship comments() {
        return project().model().relationship("post-comments").orElseThrow();
    }

    private void typeMinimum(String text) {
        doubleClickOn("#inspector-min-count");
        retype(text);
    }

    @Test
    void theMinimumIsTypedShownOnTheLineAndUndone() {
        show(Models.blog());
        clickRelationship("post-comments");
        assertEquals("0", lookup("#inspector-min-count").queryAs(TextField.class).getText());
        typeMinimum("2");
        assertEquals(2, comments().minCount());
        assertEquals(20, comments().avgCount(), 1e-9, "the average stays");
        String label = relationshipLabel("post-comments").getText();
        assertTrue(label.contains("min 2 · avg 20"), label);
        Shots.save(this, lookup("#relationship-inspector").query(), "minimum-children-inspector");

        String undo = window.view().menuBar().getMenus().get(1).getItems().get(0).getText();
        assertTrue(undo.startsWith("Undo Set counts of ") && undo.contains("at least 2, 20 on average"), undo);
        // by id: a lookup by the text "Undo Set counts of ..." also matched the toolbar Undo's tooltip, which says the same
        // and shows when the pointer crosses the toolbar on its way to the menu bar; a click on the tooltip undid nothing
        clickOn("#menu-edit").clickOn("#menu-" + DesignerAction.UNDO.nodeId());
        assertEquals(0, comments().minCount());
        assertEquals("0", lookup("#inspector-min-count").queryAs(TextField.class).getText());
    }

    @Test
    void aMinimumAboveTheAverageIsRefusedWithTheReason() {
        show(Models.blog());
        clickRelationship("post-comments");
        typeMinimum("25");
        assertEquals(0, comments().minCount());
        String status = statusText();
        assertTrue(status.contains("the minimum count 25 must be between 0 and the average 20"), status);
        assertEquals("0", lookup("#inspector-min-count").queryAs(TextField.class).getText(), "the refused value is put back");
    }
}
