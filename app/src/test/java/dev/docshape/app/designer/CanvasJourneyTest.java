package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Entity;
import dev.docshape.model.Position;
import javafx.geometry.Bounds;
import javafx.geometry.VerticalDirection;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Zoom, fit, pan, scroll bars, grid snapping, automatic layout, the overview and the keyboard. */
class CanvasJourneyTest extends DesignerTestBase {

    private double zoom() {
        return vm.viewport().zoom().get();
    }

    @Test
    void ctrlWheelAndKeysZoom() {
        show(Models.blog());
        javafx.geometry.Point2D pointer = screenOf(400, 300);
        moveTo(pointer);
        press(KeyCode.CONTROL).scroll(2, VerticalDirection.UP).release(KeyCode.CONTROL);
        assertNotEquals(1, zoom(), 1e-6, "Ctrl+wheel zooms");
        javafx.geometry.Point2D local = canvas().screenToLocal(pointer);
        javafx.geometry.Point2D under = vm.viewport().toCanvas(local.getX(), local.getY());
        assertEquals(400, under.getX(), 0.5, "the point under the pointer stays put");
        assertEquals(300, under.getY(), 0.5);
        push(KeyCode.SHORTCUT, KeyCode.DIGIT0);
        assertEquals(1, zoom(), 1e-9);
        push(KeyCode.SHORTCUT, KeyCode.EQUALS);
        assertEquals(1.2, zoom(), 1e-9);
        push(KeyCode.SHORTCUT, KeyCode.MINUS);
        push(KeyCode.SHORTCUT, KeyCode.MINUS);
        assertEquals(1 / 1.2, zoom(), 1e-9);
        assertEquals("83 %", lookup("#status-zoom").queryLabeled().getText());
    }

    @Test
    void fitToWindowShowsEveryEntity() {
        show(Models.generated(40, 60, 7));
        clickOn("#action-fit");
        Bounds visible = canvas().visibleArea();
        for (Entity e : project().model().entities()) {
            var vmE = vm.diagram().entity(e.id());
            assertTrue(visible.contains(vmE.x().get(), vmE.y().get(), vmE.width().get(), vmE.height().get()), e.id() + " in view");
        }
        assertTrue(zoom() < 1, "zoomed out to fit: " + zoom());
    }

    @Test
    void draggingEmptySpacePansAndScrollBarsScroll() {
        show(Models.blog());
        double x = vm.viewport().offsetX().get();
        double y = vm.viewport().offsetY().get();
        drag(screenOf(700, 300), MouseButton.PRIMARY).moveBy(-50, -20).dropBy(-50, -20);
        assertEquals(x - 100, vm.viewport().offsetX().get(), 1.5);
        assertEquals(y - 40, vm.viewport().offsetY().get(), 1.5);
        assertEquals(new Position(60, 60), positionOf("post"), "nothing moved in the model");

        show(Models.generated(60, 80, 3));
        ScrollBar hbar = lookup("#canvas-hbar").queryAs(ScrollBar.class);
        double before = vm.viewport().offsetX().get();
        clickOn(hbar.lookup(".increment-button"));
        assertTrue(vm.viewport().offsetX().get() < before, "the view scrolled right");
        ScrollBar vbar = lookup("#canvas-vbar").queryAs(ScrollBar.class);
        double top = vm.viewport().offsetY().get();
        clickOn(vbar.lookup(".increment-button"));
        assertTrue(vm.viewport().offsetY().get() < top, "the view scrolled down");
    }

    @Test
    void entitiesSnapToTheGridUnlessSnappingIsOff() {
        show(Models.blog());
        drag(centreOf(entityCard("author").lookup(".entity-name").query()), MouseButton.PRIMARY).moveBy(17, 9).dropBy(16, 4);
        Position snapped = positionOf("author");
        assertEquals(0, snapped.x() % 20, 1e-9, "x on the grid: " + snapped);
        assertEquals(0, snapped.y() % 20, 1e-9, "y on the grid: " + snapped);
        assertNotEquals(new Position(60, 360), snapped);

        clickOn("#action-snap");
        assertTrue(!vm.viewport().snapToGrid().get(), "snapping off");
        drag(centreOf(entityCard("author").lookup(".entity-name").query()), MouseButton.PRIMARY).moveBy(4, 4).dropBy(3, 3);
        Position free = positionOf("author");
        assertEquals(snapped.translate(7, 7), free);
    }

    @Test
    void automaticLayoutIsOneUndoableStep() {
        show(Models.blog());
        List<Position> before = project().model().entities().stream().map(Entity::position).toList();
        clickOn("#action-auto-layout");
        double postWidth = vm.diagram().entities().get("post").width().get();
        assertEquals(new Position(60, 60), positionOf("post"), "laid out by the layout service");
        assertEquals(new Position(Math.round(60 + postWidth + 60), 60), positionOf("comment"), "beside post, 60 units apart");
        assertEquals("Undo Automatic layout", vm.actions().label(dev.docshape.app.designer.actions.DesignerAction.UNDO).get());
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(before, project().model().entities().stream().map(Entity::position).toList());
    }

    @Test
    void theOverviewMovesTheView() {
        show(Models.generated(60, 80, 3));
        assertTrue(lookup("#minimap").query().isVisible());
        double x = vm.viewport().offsetX().get();
        Bounds map = lookup("#minimap").query().localToScreen(lookup("#minimap").query().getBoundsInLocal());
        clickOn(map.getMaxX() - 12, map.getMaxY() - 12);
        assertTrue(vm.viewport().offsetX().get() < x - 100, "moved to the far corner of the model");
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.O);
        assertTrue(!lookup("#minimap").query().isVisible(), "the overview can be hidden");
    }

    @Test
    void theKeyboardWalksAndNudgesEntities() {
        show(Models.blog());
        clickOn(canvas());
        type(KeyCode.TAB);
        assertEquals(List.of("post"), vm.selection().entityIds());
        type(KeyCode.TAB);
        assertEquals(List.of("comment"), vm.selection().entityIds());
        type(KeyCode.RIGHT).type(KeyCode.DOWN);
        assertEquals(new Position(500, 80), positionOf("comment"));
        type(KeyCode.ESCAPE);
        assertTrue(vm.selection().isEmpty());
    }

    @Test
    void anArrowKeyHeldDownIsOneUndoStepAndEachTapIsOne() {
        show(Models.blog());
        clickOn(canvas());
        type(KeyCode.TAB).type(KeyCode.TAB);
        assertEquals(List.of("comment"), vm.selection().entityIds());
        Position start = positionOf("comment");
        // an arrow key held down: the platform repeats the press, then sends one release
        for (int i = 0; i < 3; i++) key(KeyEvent.KEY_PRESSED, KeyCode.RIGHT);
        key(KeyEvent.KEY_RELEASED, KeyCode.RIGHT);
        assertEquals(start.translate(60, 0), positionOf("comment"));
        type(KeyCode.DOWN).type(KeyCode.DOWN);
        assertEquals(start.translate(60, 40), positionOf("comment"));
        interact(() -> vm.actions().execute(dev.docshape.app.designer.actions.DesignerAction.UNDO));
        assertEquals(start.translate(60, 20), positionOf("comment"), "each tap is a step of its own");
        interact(() -> vm.actions().execute(dev.docshape.app.designer.actions.DesignerAction.UNDO));
        interact(() -> vm.actions().execute(dev.docshape.app.designer.actions.DesignerAction.UNDO));
        assertEquals(start, positionOf("comment"), "the three repeats of the held key are one step");
    }

    private void key(javafx.event.EventType<KeyEvent> type, KeyCode code) {
        interact(() -> canvas().fireEvent(new KeyEvent(type, "", "", code, false, false, false, false)));
    }
}
