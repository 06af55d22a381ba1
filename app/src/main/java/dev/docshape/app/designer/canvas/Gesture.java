package dev.docshape.app.designer.canvas;

import javafx.geometry.Point2D;
import javafx.scene.input.MouseEvent;

/**
 * One mouse gesture on the canvas, from press to release: moving entities, drawing a rubber band,
 * panning, drawing a link. {@link CanvasInteraction} chooses the gesture when the mouse is pressed
 * and hands it every drag and the release; a gesture ends itself on release or on Escape.
 */
abstract class Gesture {
    /** Used when no gesture runs. */
    static final Gesture NONE = new Gesture() {
    };

    /** @param at the pointer in canvas coordinates */
    void dragged(Point2D at, MouseEvent e) {
    }

    void released(Point2D at, MouseEvent e) {
    }

    /** Escape: drop what the gesture drew, change nothing. */
    void cancel() {
    }
}
