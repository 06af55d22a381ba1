package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Cardinality;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Drawing relationships and setting their cardinality, counts and flags, as a user does. */
class RelationshipJourneyTest extends DesignerTestBase {

    private Relationship relationship(String id) {
        return project().model().requireRelationship(id);
    }

    /** How many strokes the end marks have: a bar is 1, a crow's foot 3, a diamond 1 (closed). */
    private long endStrokes(String relationshipId) {
        Path ends = relationshipLine(relationshipId).lookup(".relationship-ends").queryAs(Path.class);
        return ends.getElements().stream().filter(e -> e instanceof MoveTo).count();
    }

    @Test
    void draggingFromTheHandleToAnotherEntityDrawsARelationship() {
        show(Models.blog());
        Node handle = entityCard("tag").lookup(".link-handle").query();
        drag(centreOf(handle), MouseButton.PRIMARY).moveTo(centreOf(entityCard("author").lookup(".entity-name").query())).drop();
        Relationship created = project().model().relationships().get(3);
        assertEquals("tag", created.parent());
        assertEquals("author", created.child());
        assertEquals("authors", created.name(), "named after the child");
        assertTrue(relationshipLine(created.id()).tryQuery().isPresent(), "drawn");
        assertEquals(java.util.List.of(created.id()), vm.selection().relationshipIds(), "selected");
        assertTrue(lookup("#relationship-inspector").query().isVisible(), "the inspector shows it");
        assertTrue(lookup("#link-preview").tryQuery().isEmpty(), "the rubber line is gone");
    }

    @Test
    void twoSelectedEntitiesAreConnectedWithTheShortcut() {
        show(Models.blog());
        clickEntity("author");
        press(KeyCode.SHIFT).clickOn(nameOnCard("tag")).release(KeyCode.SHIFT);
        push(KeyCode.SHORTCUT, KeyCode.L);
        Relationship created = project().model().relationships().get(3);
        assertEquals("author", created.parent());
        assertEquals("tag", created.child());
    }

    @Test
    void theInspectorSetsCardinalityCountsContainsAndVolatility() {
        show(Models.blog());
        clickRelationship("post-comments");
        assertTrue(lookup("#relationship-inspector").query().isVisible());
        assertEquals(3, endStrokes("post-comments") - 1, "crow's foot at the child, bar at the parent");

        clickOn("#inspector-cardinality");
        clickOn("1:1  One to one");
        assertEquals(Cardinality.ONE_TO_ONE, relationship("post-comments").cardinality());
        assertEquals(2, endStrokes("post-comments"), "bars at both ends");

        doubleClickOn("#inspector-avg-count");
        push(KeyCode.SHORTCUT, KeyCode.A);
        write("12").type(KeyCode.TAB);
        clickOn("#inspector-max-count");
        retype("40");
        assertEquals(12, relationship("post-comments").avgCount(), 1e-9);
        assertEquals(40, relationship("post-comments").maxCount());
        String label = relationshipLabel("post-comments").getText();
        assertTrue(label.contains("avg 12") && label.contains("max 40") && label.contains("1:1"), label);

        clickOn("#inspector-max-count");
        push(KeyCode.SHORTCUT, KeyCode.A);
        push(KeyCode.BACK_SPACE);
        type(KeyCode.ENTER);
        assertNull(relationship("post-comments").maxCount(), "an empty maximum is unbounded");

        clickOn("#inspector-contains");
        assertEquals(false, relationship("post-comments").contains());
        clickOn("#inspector-volatility");
        clickOn("Frequent");
        assertEquals(Volatility.FREQUENT, relationship("post-comments").volatility());
    }

    @Test
    void aBadNumberIsReportedAndChangesNothing() {
        show(Models.blog());
        clickRelationship("post-comments");
        doubleClickOn("#inspector-avg-count");
        retype("lots");
        assertEquals(20, relationship("post-comments").avgCount(), 1e-9);
        String status = statusText();
        assertTrue(status.contains("'lots' is not a number"), status);
    }
}
