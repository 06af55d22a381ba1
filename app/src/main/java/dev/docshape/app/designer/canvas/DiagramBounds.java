package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;

import java.util.Collection;

/** The smallest box (canvas units) around a set of entities. */
final class DiagramBounds {
    private DiagramBounds() {
    }

    /** Empty bounds when there are no entities. */
    static Bounds of(Collection<EntityViewModel> entities) {
        if (entities.isEmpty()) return new BoundingBox(0, 0, -1, -1);
        double minX = Double.POSITIVE_INFINITY, minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY, maxY = Double.NEGATIVE_INFINITY;
        for (EntityViewModel e : entities) {
            minX = Math.min(minX, e.x().get());
            minY = Math.min(minY, e.y().get());
            maxX = Math.max(maxX, e.x().get() + e.width().get());
            maxY = Math.max(maxY, e.y().get() + e.height().get());
        }
        return new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }

    static boolean intersects(EntityViewModel e, Bounds box) {
        return box.intersects(e.x().get(), e.y().get(), e.width().get(), e.height().get());
    }

    static boolean contains(EntityViewModel e, double x, double y) {
        return x >= e.x().get() && y >= e.y().get()
                && x <= e.x().get() + e.width().get() && y <= e.y().get() + e.height().get();
    }
}
