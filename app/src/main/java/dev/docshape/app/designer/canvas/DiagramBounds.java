package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.Bounds;

/** Whether an entity's box (canvas units) meets a box or a point. */
final class DiagramBounds {
    private DiagramBounds() {
    }

    static boolean intersects(EntityViewModel e, Bounds box) {
        return box.intersects(e.x().get(), e.y().get(), e.width().get(), e.height().get());
    }

    static boolean contains(EntityViewModel e, double x, double y) {
        return x >= e.x().get() && y >= e.y().get()
                && x <= e.x().get() + e.width().get() && y <= e.y().get() + e.height().get();
    }
}
