package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.shape.Line;

import java.util.Collection;
import java.util.Set;

/**
 * While a card is dragged: when one of its edges or its centre comes within a few pixels of
 * another card's edge or centre, it snaps there and a guide line shows the two are in line.
 * Snapping to a card wins over snapping to the grid.
 */
final class AlignmentGuides {
    /** How near (screen pixels) an edge must come to snap. */
    static final double REACH = 6;

    private final Collection<EntityViewModel> cards;
    private final Set<String> moving;
    private final Group layer;
    private final Line across = guide("guide-vertical");
    private final Line down = guide("guide-horizontal");

    AlignmentGuides(Collection<EntityViewModel> cards, Set<String> moving, Group layer) {
        this.cards = cards;
        this.moving = moving;
        this.layer = layer;
        layer.getChildren().addAll(across, down);
    }

    private static Line guide(String id) {
        Line line = new Line();
        line.getStyleClass().add("alignment-guide");
        line.setId(id);
        line.setMouseTransparent(true);
        line.setVisible(false);
        return line;
    }

    /**
     * The top-left corner for {@code card} dragged to {@code x}, {@code y} (already snapped to
     * the grid if that is on): moved onto the nearest other card's edge or centre within reach,
     * each way on its own, with the guides drawn.
     */
    Point2D snap(EntityViewModel card, double x, double y, double zoom) {
        double w = card.width().get();
        double h = card.height().get();
        double reach = REACH / zoom;
        Match bestX = new Match(reach);
        Match bestY = new Match(reach);
        for (EntityViewModel other : cards) {
            if (moving.contains(other.id())) continue;
            double ox = other.x().get();
            double oy = other.y().get();
            double ow = other.width().get();
            double oh = other.height().get();
            for (double mine : new double[] {0, w / 2, w}) {
                for (double theirs : new double[] {ox, ox + ow / 2, ox + ow}) bestX.consider(theirs - (x + mine), theirs, other);
            }
            for (double mine : new double[] {0, h / 2, h}) {
                for (double theirs : new double[] {oy, oy + oh / 2, oy + oh}) bestY.consider(theirs - (y + mine), theirs, other);
            }
        }
        double nx = bestX.other == null ? x : x + bestX.shift;
        double ny = bestY.other == null ? y : y + bestY.shift;
        show(across, bestX.other, true, bestX.at, ny, h);
        show(down, bestY.other, false, bestY.at, nx, w);
        return new Point2D(nx, ny);
    }

    /** Draws the guide through both cards: vertical at {@code at} across, or horizontal at {@code at} down. */
    private static void show(Line line, EntityViewModel other, boolean vertical, double at, double mineStart, double mineSize) {
        line.setVisible(other != null);
        if (other == null) return;
        double theirStart = vertical ? other.y().get() : other.x().get();
        double theirSize = vertical ? other.height().get() : other.width().get();
        double from = Math.min(mineStart, theirStart) - 12;
        double to = Math.max(mineStart + mineSize, theirStart + theirSize) + 12;
        if (vertical) {
            line.setStartX(at);
            line.setEndX(at);
            line.setStartY(from);
            line.setEndY(to);
        } else {
            line.setStartY(at);
            line.setEndY(at);
            line.setStartX(from);
            line.setEndX(to);
        }
    }

    void dispose() {
        layer.getChildren().removeAll(across, down);
    }

    /** The nearest line-up found so far one way. */
    private static final class Match {
        double shift;
        double distance;
        double at;
        EntityViewModel other;

        Match(double reach) {
            distance = reach;
        }

        void consider(double needed, double line, EntityViewModel card) {
            if (Math.abs(needed) <= distance && (other == null || Math.abs(needed) < distance)) {
                distance = Math.abs(needed);
                shift = needed;
                at = line;
                other = card;
            }
        }
    }
}
