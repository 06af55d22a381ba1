package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Position;
import javafx.geometry.Bounds;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** Model > Arrange and its shortcuts line up and space the selected cards, one undo step each. */
class ArrangeJourneyTest extends DesignerTestBase {

    private void showScattered() {
        show(Models.blog());
        interact(() -> vm.editor().moveEntities("setup", Map.of("tag", new Position(540, 400), "author", new Position(320, 380))));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void select(String... ids) {
        clickEntity(ids[0]);
        for (int i = 1; i < ids.length; i++) {
            press(KeyCode.SHIFT).clickOn(nameOnCard(ids[i])).release(KeyCode.SHIFT);
        }
    }

    @Test
    void alignLeftEdgesFromTheMenuIsOneUndoStep() {
        showScattered();
        select("comment", "tag");
        assertNotEquals(card("comment").getMinX(), card("tag").getMinX(), 0.5);
        clickOn("#menu-model").clickOn("#menu-arrange").clickOn("#menu-" + DesignerAction.ALIGN_LEFT.nodeId());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(card("comment").getMinX(), card("tag").getMinX(), 0.5, "left edges in line on the screen");
        assertEquals(400, positionOf("tag").y(), "only across");
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(new Position(540, 400), positionOf("tag"), "one undo puts it back");
    }

    @Test
    void distributeHorizontallyWithItsShortcutMakesTheGapsEqual() {
        showScattered();
        select("post", "author", "comment");
        push(KeyCode.ALT, KeyCode.SHIFT, KeyCode.H);
        WaitForAsyncUtils.waitForFxEvents();
        double leftGap = card("author").getMinX() - card("post").getMaxX();
        double rightGap = card("comment").getMinX() - card("author").getMaxX();
        assertEquals(leftGap, rightGap, 1.5, "equal gaps on the screen");
        assertEquals(60, positionOf("post").x(), "the outer cards stay");
        assertEquals(480, positionOf("comment").x());
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(new Position(320, 380), positionOf("author"), "one undo puts it back");
    }

    @Test
    void alignTopsWithItsShortcut() {
        showScattered();
        select("author", "tag");
        push(KeyCode.ALT, KeyCode.W);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(card("author").getMinY(), card("tag").getMinY(), 0.5);
        assertEquals(380, positionOf("tag").y(), "to the topmost");
    }

    private Bounds card(String id) {
        var view = entityView(id);
        return view.localToScreen(view.getLayoutBounds());
    }
}
