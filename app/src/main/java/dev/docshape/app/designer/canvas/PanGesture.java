package dev.docshape.app.designer.canvas;

import javafx.geometry.Point2D;
import javafx.scene.input.MouseEvent;

/** Dragging empty space moves the view; a press and release without moving clears the selection. */
final class PanGesture extends Gesture {
    private final DiagramCanvas canvas;
    private final Viewport viewport;
    private final Runnable onClick;
    private final Point2D pressed;
    private Point2D last;

    /** @param pressed where the mouse went down, in the canvas node's own coordinates */
    PanGesture(DiagramCanvas canvas, Viewport viewport, Point2D pressed, Runnable onClick) {
        this.canvas = canvas;
        this.viewport = viewport;
        this.onClick = onClick;
        this.pressed = pressed;
        this.last = pressed;
        canvas.getStyleClass().add("panning");
    }

    @Override
    void dragged(Point2D at, MouseEvent e) {
        viewport.panBy(e.getX() - last.getX(), e.getY() - last.getY());
        last = new Point2D(e.getX(), e.getY());
    }

    @Override
    void released(Point2D at, MouseEvent e) {
        canvas.getStyleClass().remove("panning");
        if (pressed.distance(e.getX(), e.getY()) < CanvasInteraction.DRAG_THRESHOLD) onClick.run();
    }

    @Override
    void cancel() {
        canvas.getStyleClass().remove("panning");
    }
}
