package dev.docshape.app.designer;

import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Entity;
import dev.docshape.model.Position;
import javafx.geometry.Bounds;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Ctrl+E puts each new entity into free space near the middle of the view, never on a card. */
class NewEntityPlacementTest extends DesignerTestBase {

    @Test
    void newEntitiesLandInFreeSpaceNearTheMiddleOfTheView() {
        show(Models.blog());
        // a card right in the middle of the view, where a new entity used to land
        var centre = canvas().toCanvas(canvas().viewWidth() / 2, canvas().viewHeight() / 2);
        String post = "post";
        interact(() -> vm.editor().moveEntities(java.util.Map.of(post, new Position(centre.getX() - 90, centre.getY() - 50))));
        Set<String> before = new HashSet<>(vm.diagram().entities().keySet());
        for (int i = 0; i < 4; i++) {
            clickOn(canvas());
            push(KeyCode.SHORTCUT, KeyCode.E);
            type(KeyCode.ENTER);
            WaitForAsyncUtils.waitForFxEvents();
        }
        List<Entity> added = project().model().entities().stream().filter(e -> !before.contains(e.id())).toList();
        assertTrue(added.size() == 4, "four entities added: " + added);
        Bounds view = canvas().localToScreen(new javafx.geometry.BoundingBox(0, 0, canvas().viewWidth(), canvas().viewHeight()));
        List<String> ids = List.copyOf(vm.diagram().entities().keySet());
        for (Entity e : added) {
            Bounds card = screenBounds(e.id());
            assertTrue(view.contains(card.getCenterX(), card.getCenterY()), e.name() + " is in view: " + card + " in " + view);
            for (String other : ids) {
                if (other.equals(e.id())) continue;
                assertFalse(card.intersects(screenBounds(other)), e.name() + " overlaps " + other);
            }
        }
    }

    private Bounds screenBounds(String id) {
        EntityView card = entityView(id);
        return card.localToScreen(card.getLayoutBounds());
    }
}
