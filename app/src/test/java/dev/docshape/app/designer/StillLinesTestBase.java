package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.canvas.RelationshipView;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.event.EventHandler;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The designer with a model whose lines run across the view, and what the tests of the picture of the still lines
 * (decisions 0410, 0458, 0469, 0470) read from it: how many line views are shown, hidden or out of the scene graph.
 */
abstract class StillLinesTestBase extends DesignerTestBase {

    /** How many lines have a view that was made but is not in the scene graph. */
    protected int linesOutOfTheScene() {
        return linesWhose(view -> view.getScene() == null);
    }

    /** How many lines have a view in the scene graph that is hidden. */
    protected int linesHiddenInTheScene() {
        return linesWhose(view -> view.getScene() != null && !view.isVisible());
    }

    /** How many lines are on the canvas and shown from their views. */
    protected int linesShown() {
        return linesWhose(view -> view.getScene() != null && view.isVisible());
    }

    /** How many lines have a view made for which {@code holds} is true. */
    private int linesWhose(java.util.function.Predicate<RelationshipView> holds) {
        int[] count = new int[1];
        interact(() -> {
            for (String id : vm.diagram().relationships().keySet()) {
                RelationshipView view = canvas().relationshipViewIfMade(id);
                if (view != null && holds.test(view)) count[0]++;
            }
        });
        return count[0];
    }

    /** Whether the picture of the still lines is shown. */
    protected boolean pictureShown() {
        boolean[] shown = new boolean[1];
        interact(() -> {
            Node picture = canvas().lookup(".still-lines-picture");
            shown[0] = picture != null && picture.isVisible();
        });
        return shown[0];
    }

    /** Whether a point of the canvas (its own coordinates) is on a card shown. */
    protected boolean onAnyCard(Point2D p) {
        for (String id : vm.diagram().entities().keySet()) {
            Node card = canvas().entityViewIfMade(id);
            if (card != null && card.getScene() != null && canvas().sceneToLocal(card.localToScene(card.getBoundsInLocal())).contains(p)) return true;
        }
        return false;
    }

    /** Long lines across the view (the benchmark's criss-cross model, smaller), snapping off. */
    protected void showCrissCross() {
        showCrissCross(crissCross());
    }

    /** The model of {@link #showCrissCross()}: 150 entities on a grid, 300 relationships reaching across it. */
    protected static dev.docshape.model.Project crissCross() {
        return Models.generated(150, 300, 7, false);
    }

    /** Shows {@code project} (a model of {@link #crissCross()}), snapping off. */
    protected void showCrissCross(dev.docshape.model.Project project) {
        show(project);
        interact(() -> vm.viewport().snapToGrid().set(false));
    }

    /** A point on the screen of a relationship's line, the relationship's id with it. */
    protected record PointOnLine(String relationshipId, Point2D onScreen) {
    }

    /**
     * A point on the screen in the middle of a segment of a line shown that does not touch {@code entityId}, the one
     * farthest from that entity's card, within the view.
     */
    protected Point2D pointOnAStillLineFarFrom(String entityId) {
        return farthestFrom(entityId, view -> {
            Path line = (Path) view.lookup(".relationship-line");
            List<Point2D> points = new ArrayList<>();
            for (var e : line.getElements()) {
                if (e instanceof MoveTo m) points.add(canvas().sceneToLocal(line.localToScene(m.getX(), m.getY())));
                else if (e instanceof LineTo l) points.add(canvas().sceneToLocal(line.localToScene(l.getX(), l.getY())));
            }
            return points.size() < 2 ? null : points.get(0).midpoint(points.get(1));
        }).onScreen();
    }

    /** The middle of the mapping badge of a line shown that does not touch {@code entityId}, the one farthest from its card. */
    protected PointOnLine badgeOfAStillLineFarFrom(String entityId) {
        return farthestFrom(entityId, view -> {
            Node badge = view.badge();
            Bounds box = canvas().sceneToLocal(badge.localToScene(badge.getBoundsInLocal()));
            return badge.isVisible() ? new Point2D(box.getCenterX(), box.getCenterY()) : null;
        });
    }

    /** Of the lines shown that do not touch {@code entityId}, the point ({@code pointOf}, in the canvas's coordinates) farthest from its card. */
    private PointOnLine farthestFrom(String entityId, java.util.function.Function<RelationshipView, Point2D> pointOf) {
        PointOnLine[] best = new PointOnLine[1];
        interact(() -> {
            var canvas = canvas();
            Node card = canvas.entityView(entityId);
            Bounds cardBox = canvas.sceneToLocal(card.localToScene(card.getBoundsInLocal()));
            Point2D cardCentre = new Point2D(cardBox.getCenterX(), cardBox.getCenterY());
            Bounds inside = new BoundingBox(40, 40, canvas.viewWidth() - 80, canvas.viewHeight() - 80);
            double farthest = -1;
            for (RelationshipViewModel r : vm.diagram().relationships().values()) {
                if (r.connects(entityId)) continue;
                RelationshipView view = canvas.relationshipViewIfMade(r.id());
                if (view == null || view.getScene() == null || !view.isVisible()) continue;
                Point2D point = pointOf.apply(view);
                if (point == null || !inside.contains(point) || onAnyCard(point) || point.distance(cardCentre) <= farthest) continue;
                farthest = point.distance(cardCentre);
                best[0] = new PointOnLine(r.id(), canvas.localToScreen(point));
            }
        });
        assertTrue(best[0] != null, "a line that does not touch " + entityId + " is in view");
        return best[0];
    }

    /**
     * Drags {@code card} in a long drag (the still lines' views leave the scene graph), drops it and at once presses
     * and releases at {@code at}, as a quick hand does; whether that press came while the picture was shown.
     */
    protected boolean clickRightAfterTheDropOfALongDrag(String card, Point2D at) {
        boolean[] pressedOnPicture = new boolean[1];
        EventHandler<MouseEvent> press = e -> pressedOnPicture[0] = pictureShown();
        var mouse = robotContext().getMouseRobot();
        clickEntity(card);
        drag(nameOnCard(card), MouseButton.PRIMARY).moveBy(20, 0);
        for (int i = 0; i < 20; i++) moveBy(i % 2 == 0 ? 6 : -4, i % 2 == 0 ? 3 : -2);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(linesOutOfTheScene() >= 32, "a long drag: the still lines' views left the scene graph: " + linesOutOfTheScene());
        interact(() -> canvas().getScene().addEventFilter(MouseEvent.MOUSE_PRESSED, press));
        mouse.releaseNoWait(MouseButton.PRIMARY);
        mouse.moveNoWait(at);
        mouse.pressNoWait(MouseButton.PRIMARY);
        mouse.releaseNoWait(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        interact(() -> canvas().getScene().removeEventFilter(MouseEvent.MOUSE_PRESSED, press));
        return pressedOnPicture[0];
    }

    /**
     * Releases the primary button once the JavaFX thread has laid out {@code frames} more frames, as a hand does a
     * click's press later (the release is sent from that frame, so a loaded machine cannot make the press longer).
     */
    protected void releaseAfterFrames(int frames) {
        var mouse = robotContext().getMouseRobot();
        int[] left = {frames};
        javafx.animation.AnimationTimer timer = new javafx.animation.AnimationTimer() {
            @Override
            public void handle(long now) {
                if (--left[0] > 0) return;
                stop();
                mouse.releaseNoWait(MouseButton.PRIMARY);
            }
        };
        interact(timer::start);
        FxWait.until("the release after " + frames + " frames", () -> left[0] <= 0);
    }
}
