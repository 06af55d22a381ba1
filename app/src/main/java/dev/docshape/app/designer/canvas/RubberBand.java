package dev.docshape.app.designer.canvas;

import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.shape.Rectangle;

/** The selection rectangle drawn while Shift-dragging over empty space (canvas units). */
final class RubberBand {
    private final Group layer;
    private final Point2D origin;
    private final boolean adds;
    private final Rectangle rect = new Rectangle();

    RubberBand(Group layer, Point2D origin, boolean adds) {
        this.layer = layer;
        this.origin = origin;
        this.adds = adds;
        rect.getStyleClass().add("rubber-band");
        rect.setId("rubber-band");
        rect.setMouseTransparent(true);
        rect.setX(origin.getX());
        rect.setY(origin.getY());
        layer.getChildren().add(rect);
    }

    void extendTo(Point2D p) {
        rect.setX(Math.min(origin.getX(), p.getX()));
        rect.setY(Math.min(origin.getY(), p.getY()));
        rect.setWidth(Math.abs(p.getX() - origin.getX()));
        rect.setHeight(Math.abs(p.getY() - origin.getY()));
    }

    Bounds bounds() {
        return new BoundingBox(rect.getX(), rect.getY(), rect.getWidth(), rect.getHeight());
    }

    /** True when the entities inside are added to the selection rather than replacing it. */
    boolean adds() {
        return adds;
    }

    void dispose() {
        layer.getChildren().remove(rect);
    }
}
