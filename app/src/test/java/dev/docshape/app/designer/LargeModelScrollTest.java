package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.geometry.Point2D;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.MouseButton;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Issue 15: on a large model the canvas draws only the cards and lines in view (decision 0387);
 * scrolling brings the ones that come into view, drawn and taking clicks.
 */
class LargeModelScrollTest extends DesignerTestBase {
    /** 289 generated entities lie on a 17 by 17 grid; the last is in its far corner, about 4,000 by 3,500 units from the first. */
    private static final int ENTITIES = 289;
    private static final String FAR = "e288";

    @Test
    void scrollingAcrossALargeModelDrawsTheCardsThatComeIntoViewAndTheyTakeClicks() {
        show(Models.generated(ENTITIES, 500, 11, true));
        FxWait.until("a card far out of view is not drawn", () -> !drawn(entityView(FAR)));
        assertTrue(drawn(entityView("e0")), "a card in view is");
        Shots.save(this, canvas(), "canvas-large-start");
        String notMade = vm.diagram().relationships().values().stream().filter(r -> r.connects(FAR)).map(r -> r.id())
                .filter(id -> canvas().relationshipViewIfMade(id) == null).findFirst()
                .orElseThrow(() -> new AssertionError("every line of the far card was made before it came into view"));
        assertThrows(IllegalStateException.class, () -> canvas().relationshipView(notMade),
                "the canvas makes a line's view on the JavaFX thread only");
        assertFalse(drawn(relationshipView(notMade)), "the tests' helper makes it there, out of the scene while out of view");
        String cardNotMade = vm.diagram().entities().keySet().stream().filter(id -> canvas().entityViewIfMade(id) == null).findFirst()
                .orElseThrow(() -> new AssertionError("every card was made before it came into view"));
        IllegalStateException offThread = assertThrows(IllegalStateException.class, () -> canvas().entityView(cardNotMade),
                "the canvas makes a card's view on the JavaFX thread only");
        assertTrue(offThread.getMessage().contains(cardNotMade), offThread.getMessage());
        assertFalse(drawn(entityView(cardNotMade)), "the tests' helper makes the card there, out of the scene while out of view");
        long linesShown = vm.diagram().relationships().keySet().stream().filter(id -> drawn(relationshipView(id))).count();
        assertTrue(linesShown < 250, "most lines are not drawn either: " + linesShown + " of 500");

        // the scroll bars' thumbs dragged to their ends: the view shows the model's far corner
        dragThumbToEnd(lookup("#canvas-hbar").queryAs(ScrollBar.class));
        dragThumbToEnd(lookup("#canvas-vbar").queryAs(ScrollBar.class));
        assertShownAndClickable(FAR);
        Shots.save(this, canvas(), "canvas-large-far-corner");
        FxWait.until("the first card, now far out of view, is no longer drawn", () -> !drawn(entityView("e0")));
        assertTrue(vm.diagram().relationships().values().stream().filter(r -> r.connects(FAR))
                .allMatch(r -> drawn(relationshipView(r.id()))), "the lines of a card in view are drawn");

        // to the left with the scroll bar's arrow: a card that was not drawn comes into view, drawn and taking clicks
        Set<String> hidden = vm.diagram().entities().keySet().stream().filter(id -> !drawn(entityView(id))).collect(Collectors.toSet());
        double before = vm.viewport().offsetX().get();
        for (int i = 0; i < 20; i++) clickOn(lookup("#canvas-hbar").queryAs(ScrollBar.class).lookup(".decrement-button"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(vm.viewport().offsetX().get() > before + 500, "the view scrolled left");
        Bounds visible = canvas().visibleArea();
        String cameIn = hidden.stream().map(id -> vm.diagram().entity(id))
                .filter(e -> visible.contains(e.x().get(), e.y().get(), e.width().get(), e.height().get())).map(e -> e.id())
                .findFirst().orElseThrow(() -> new AssertionError("no card came into view"));
        assertShownAndClickable(cameIn);
    }

    @Test
    void zoomingOutToTheWholeModelDrawsEveryCard() {
        show(Models.generated(ENTITIES, 500, 11, true));
        FxWait.until("a card far out of view is not drawn", () -> !drawn(entityView(FAR)));
        interact(() -> canvas().fitToWindow());
        FxWait.until("every card is drawn", () -> vm.diagram().entities().keySet().stream().allMatch(id -> drawn(entityView(id))));
        FxWait.until("every line is drawn", () -> vm.diagram().relationships().keySet().stream().allMatch(id -> drawn(relationshipView(id))));
    }

    private void dragThumbToEnd(ScrollBar bar) {
        Bounds track = bar.localToScreen(bar.getLayoutBounds());
        Point2D end = bar.getOrientation() == Orientation.HORIZONTAL ? new Point2D(track.getMaxX() - 1, track.getCenterY())
                : new Point2D(track.getCenterX(), track.getMaxY() - 1);
        drag(bar.lookup(".thumb"), MouseButton.PRIMARY).moveTo(end).drop();
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aCardOutOfViewTakesTheSizeOfAChangeAndIsDrawnAtIt() {
        show(Models.generated(ENTITIES, 500, 11, true));
        FxWait.until("a card far out of view is not drawn", () -> !drawn(entityView(FAR)));
        double before = vm.diagram().entity(FAR).height().get();
        interact(() -> vm.editor().fields().addField(FAR));
        FxWait.until("the card out of view grew by a row", () -> vm.diagram().entity(FAR).height().get() > before + 5);
        assertFalse(drawn(entityView(FAR)), "still out of view");

        interact(() -> canvas().centreOn(FAR));
        FxWait.until(FAR + " is drawn once in view", () -> drawn(entityView(FAR)));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(entityView(FAR).getHeight(), vm.diagram().entity(FAR).height().get(), 0.5,
                "the lines and labels used the size it is drawn at");
        assertEquals(6, fieldsShown(FAR).size(), "with the new field");
    }

    /** On the canvas: in the scene graph and shown. */
    private static boolean drawn(javafx.scene.Node view) {
        return view.getScene() != null && view.isVisible();
    }


    private void assertShownAndClickable(String id) {
        EntityView card = entityView(id);
        FxWait.until(id + " is drawn once in view", () -> drawn(card));
        assertTrue(drawnShare(card) > 0.9, id + ": the canvas shows the card where it is: " + drawnShare(card));
        clickEntity(id);
        assertEquals(List.of(id), vm.selection().entityIds(), "a click on " + id + " selects it");
    }

    /** The share of the card's pixels on the canvas that are not the canvas's background colour. */
    private double drawnShare(EntityView card) {
        double[] share = new double[1];
        interact(() -> {
            var canvas = canvas();
            WritableImage shot = canvas.snapshot(null, null);
            Color background = (Color) canvas.getBackground().getFills().get(0).getFill();
            Bounds inCanvas = canvas.sceneToLocal(card.localToScene(card.getLayoutBounds()));
            Bounds shown = canvas.getBoundsInParent();
            Bounds inShot = canvas.localToParent(inCanvas);
            PixelReader pixels = shot.getPixelReader();
            int drawn = 0, all = 0;
            for (int y = (int) Math.ceil(inShot.getMinY() - shown.getMinY()) + 2; y < inShot.getMaxY() - shown.getMinY() - 2; y += 3) {
                for (int x = (int) Math.ceil(inShot.getMinX() - shown.getMinX()) + 2; x < inShot.getMaxX() - shown.getMinX() - 2; x += 3) {
                    if (x < 0 || y < 0 || x >= shot.getWidth() || y >= shot.getHeight()) continue;
                    all++;
                    if (!close(pixels.getColor(x, y), background)) drawn++;
                }
            }
            share[0] = all == 0 ? 0 : (double) drawn / all;
        });
        return share[0];
    }

    private static boolean close(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen()) + Math.abs(a.getBlue() - b.getBlue()) < 0.02;
    }
}
