package dev.docshape.app.designer;

import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.app.designer.layout.RendererLayoutService;
import dev.docshape.app.designer.testing.CardOverlaps;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Entity;
import dev.docshape.model.Position;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** Automatic layout through the renderer (real graphviz): no card overlaps another, one undo step. */
class AutoLayoutTest extends DesignerTestBase {

    @Override
    protected LayoutService layout() {
        return new RendererLayoutService();
    }

    @Test
    void laysOutWithoutOverlapsAsOneStep() {
        var piledUp = Models.blog();
        for (Entity e : piledUp.model().entities()) {
            piledUp = piledUp.withModel(piledUp.model().updateEntity(e.id(), x -> x.withPosition(new Position(100, 100))));
        }
        show(piledUp);
        clickOn("#action-auto-layout");
        assertEquals(List.of(), CardOverlaps.of(this, "blog"));
        assertNotEquals(new Position(100, 100), positionOf("post"));
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.Z);
        for (Entity e : project().model().entities()) assertEquals(new Position(100, 100), e.position(), e.id());
    }
}
