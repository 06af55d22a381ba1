package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;

import java.util.HashMap;
import java.util.Map;

/**
 * The box around every card, note and relationship's labels (canvas units) for fitting, the scroll bars and the
 * minimap, so that a label placed beyond the outermost card can still be scrolled to (decision 0549). It is kept up
 * to date from what moves: a drag frame grows it by the moved card instead of walking all cards (decision 0390). Only
 * when a box that lay on its edge moves or goes is it computed again over all, since it may have shrunk.
 */
final class DiagramExtent {
    /** Each card's (by its id) or line's labels' last box: min x, min y, max x, max y. */
    private final Map<Object, double[]> boxes = new HashMap<>();
    private double minX;
    private double minY;
    private double maxX;
    private double maxY;
    private boolean stale = true;

    /** A card was added, moved or resized. */
    void moved(EntityViewModel card) {
        placed(card.id(), card.x().get(), card.y().get(), card.width().get(), card.height().get());
    }

    /** Something else the canvas shows, {@code key} (a line's labels), now takes this box. */
    void placed(Object key, double x, double y, double width, double height) {
        double[] now = {x, y, x + width, y + height};
        double[] was = boxes.put(key, now);
        if (stale) return;
        if (was != null && onEdge(was)) {
            stale = true;
            return;
        }
        minX = Math.min(minX, now[0]);
        minY = Math.min(minY, now[1]);
        maxX = Math.max(maxX, now[2]);
        maxY = Math.max(maxY, now[3]);
    }

    /** A card (by its id) or a line's labels went. */
    void removed(Object key) {
        double[] was = boxes.remove(key);
        if (was != null && !stale && onEdge(was)) stale = true;
    }

    /** The box around every card and label; empty when there is none. */
    Bounds bounds() {
        if (boxes.isEmpty()) return new BoundingBox(0, 0, -1, -1);
        if (stale) recompute();
        return new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }

    private boolean onEdge(double[] box) {
        return box[0] <= minX || box[1] <= minY || box[2] >= maxX || box[3] >= maxY;
    }

    private void recompute() {
        minX = Double.POSITIVE_INFINITY;
        minY = Double.POSITIVE_INFINITY;
        maxX = Double.NEGATIVE_INFINITY;
        maxY = Double.NEGATIVE_INFINITY;
        for (double[] b : boxes.values()) {
            minX = Math.min(minX, b[0]);
            minY = Math.min(minY, b[1]);
            maxX = Math.max(maxX, b[2]);
            maxY = Math.max(maxY, b[3]);
        }
        stale = false;
    }
}
