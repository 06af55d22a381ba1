package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.Point2D;

import java.util.Collection;

/**
 * Where a new card goes: the free spot nearest a point (the middle of the view), searched ring by
 * ring on the grid, with room around it so it does not touch a card either.
 */
final class FreeSpace {
    /** The size a new card is expected to take (a name and one field) plus room around it. */
    static final double NEW_CARD_WIDTH = 190;
    static final double NEW_CARD_HEIGHT = 100;
    private static final double ROOM = 24;
    private static final int RINGS = 60;

    private FreeSpace() {
    }

    /** The top-left corner of the free box of {@code w} by {@code h} whose centre is nearest {@code centre}. */
    static Point2D near(Collection<EntityViewModel> cards, Point2D centre, double w, double h) {
        double step = Viewport.GRID;
        double x0 = Math.round((centre.getX() - w / 2) / step) * step;
        double y0 = Math.round((centre.getY() - h / 2) / step) * step;
        for (int ring = 0; ring <= RINGS; ring++) {
            Point2D best = null;
            double bestDistance = Double.POSITIVE_INFINITY;
            for (int i = -ring; i <= ring; i++) {
                for (int j = -ring; j <= ring; j++) {
                    if (Math.max(Math.abs(i), Math.abs(j)) != ring) continue;
                    double x = x0 + i * step;
                    double y = y0 + j * step;
                    double distance = (double) i * i + (double) j * j;
                    if (distance < bestDistance && free(cards, x, y, w, h)) {
                        best = new Point2D(x, y);
                        bestDistance = distance;
                    }
                }
            }
            if (best != null) return best;
        }
        return new Point2D(x0, y0);
    }

    private static boolean free(Collection<EntityViewModel> cards, double x, double y, double w, double h) {
        for (EntityViewModel c : cards) {
            if (x < c.x().get() + c.width().get() + ROOM && c.x().get() < x + w + ROOM
                    && y < c.y().get() + c.height().get() + ROOM && c.y().get() < y + h + ROOM) {
                return false;
            }
        }
        return true;
    }
}
