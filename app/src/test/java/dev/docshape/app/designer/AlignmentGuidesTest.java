package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.shape.Line;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Dragging a card near another's edge snaps it into line and shows a guide while dragging. */
class AlignmentGuidesTest extends DesignerTestBase {

    @Test
    void aCardDraggedNearAnotherCardsLeftEdgeSnapsToItWithAGuide() {
        show(Models.blog());
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.G); // grid snapping off: only the guides snap
        assertFalse(vm.viewport().snapToGrid().get());
        double commentLeft = positionOf("comment").x();
        Point2D grip = centreOf(entityCard("author").lookup(".entity-name").query());
        // author's left edge is at 60; comment's at 480: stop 3 px short of it
        double dx = (commentLeft - 60 - 3) * vm.viewport().zoom().get();
        drag(grip, MouseButton.PRIMARY).moveBy(dx / 2, 40).moveBy(dx / 2, -40);
        WaitForAsyncUtils.waitForFxEvents();
        Node guide = lookup("#guide-vertical").query();
        assertTrue(guide.isVisible(), "a guide shows while the edges are in line");
        Line line = (Line) guide;
        assertEquals(commentLeft, line.getStartX(), 0.01, "the guide runs along the comment's left edge");
        drop();
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(commentLeft, positionOf("author").x(), 0.01, "snapped onto the edge");
        assertTrue(lookup("#guide-vertical").tryQuery().isEmpty(), "the guide goes on release");
        var author = entityView("author").localToScreen(entityView("author").getLayoutBounds());
        var comment = entityView("comment").localToScreen(entityView("comment").getLayoutBounds());
        assertEquals(comment.getMinX(), author.getMinX(), 0.5, "in line on the screen");
    }
}
