package dev.docshape.app.designer;

import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.app.designer.layout.RendererLayoutService;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Entity;
import dev.docshape.model.Position;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** Automatic layout through the renderer (real graphviz): no card overlaps another, one undo step. */
class AutoLayoutTest extends DesignerTestBase {

    @Override
    protected LayoutService layout() {
        return new RendererLayoutService();
    }

    private static boolean overlap(EntityViewModel a, EntityViewModel b) {
        return a.x().get() < b.x().get() + b.width().get() && b.x().get() < a.x().get() + a.width().get()
                && a.y().get() < b.y().get() + b.height().get() && b.y().get() < a.y().get() + a.height().get();
    }

    @Test
    void laysOutWithoutOverlapsAsOneStep() {
        var piledUp = Models.blog();
        for (Entity e : piledUp.model().entities()) {
            piledUp = piledUp.withModel(piledUp.model().updateEntity(e.id(), x -> x.withPosition(new Position(100, 100))));
        }
        show(piledUp);
        clickOn("#action-auto-layout");
        List<EntityViewModel> cards = List.copyOf(vm.diagram().entities().values());
        for (int i = 0; i < cards.size(); i++) {
            for (int j = i + 1; j < cards.size(); j++) {
                assertFalse(overlap(cards.get(i), cards.get(j)), cards.get(i).id() + " overlaps " + cards.get(j).id());
            }
        }
        assertNotEquals(new Position(100, 100), positionOf("post"));
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.Z);
        for (Entity e : project().model().entities()) assertEquals(new Position(100, 100), e.position(), e.id());
    }
}
