package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;

import java.util.HashMap;
import java.util.Map;

/**
 * The box around every card (canvas units) for the scroll bars and the minimap, kept up to date
 * from the cards that move: a drag frame grows it by the moved card instead of walking all cards
 * (decision 0390). Only when a card that lay on the box's edge moves or goes is the box computed
 * again over all cards, since it may have shrunk.
 */
final class DiagramExtent {
    /** Each card's last box: min x, min y, max x, max y. */
    private final Map<String, double[]> boxes = new HashMap<>();
    private double minX;
    private double minY;
    private double maxX;
    private double maxY;
    private boolean stale = true;

    /** A card was added, moved or resized. */
    void moved(EntityViewModel card) {
        double x = card.x().get();
        double y = card.y().get();
        double[] now = {x, y, x + card.width().get(), y + card.height().get()};
        double[] was = boxes.put(card.id(), now);
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

    void removed(String cardId) {
        double[] was = boxes.remove(cardId);
        if (was != null && !stale && onEdge(was)) stale = true;
    }

    /** The box around every card; empty when there is none. */
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
