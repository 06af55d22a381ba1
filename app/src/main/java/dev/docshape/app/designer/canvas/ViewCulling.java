package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;

import java.util.Collection;

/**
 * Keeps in the scene graph only the cards and lines in or near the visible part of a large diagram
 * (decision 0387): JavaFX walks every node of the scene graph on every frame (for bounds, and to
 * render), hidden or not, so the others are taken out. A card or a line is made when it first comes
 * into view; a card's size and a line's geometry and label sizes are known before (decisions 0385,
 * 0296), so the label placement and the geometry work on the whole model as before. A small diagram stays whole: its walk costs nothing, and scrolling it styles
 * nothing again.
 */
final class ViewCulling {
    /** How far beyond the view (in view pixels) cards and lines are kept shown, so a short scroll finds them drawn. */
    static final double MARGIN = 160;
    /** How far a line's marks (crow's feet, a self-relationship's loop) reach beyond its two ends, in canvas units. */
    private static final double MARK_REACH = EdgeGeometry.LOOP_REACH + EdgeGeometry.FOOT_LENGTH;
    /** From how many cards on a diagram is culled. */
    static final int CULL_FROM = 100;

    private ViewCulling() {
    }

    /** The part of the diagram (canvas units) whose cards and lines are shown: the view and a margin around it. */
    static Bounds shownArea(Bounds visible, double zoom) {
        double m = MARGIN / zoom;
        return new BoundingBox(visible.getMinX() - m, visible.getMinY() - m, visible.getWidth() + 2 * m, visible.getHeight() + 2 * m);
    }

    /** Shows {@code cards} and {@code lines} when they reach {@code area}, or all of them, and takes the others out. */
    static void show(Bounds area, boolean all, Collection<EntityViewModel> cards, CardViews cardViews, Collection<RelationshipLine> lines,
                     LineViews lineViews) {
        for (EntityViewModel card : cards) cardViews.show(card, all || DiagramBounds.intersects(card, area));
        for (RelationshipLine line : lines) lineViews.show(line, all || line.reaches(area));
    }

    /** Whether the segment from {@code a} to {@code b}, thickened by its marks, crosses {@code area}. */
    static boolean crosses(Point2D a, Point2D b, Bounds area) {
        return SegmentClip.inside(a, b, area.getMinX() - MARK_REACH, area.getMinY() - MARK_REACH,
                area.getMaxX() + MARK_REACH, area.getMaxY() + MARK_REACH) >= 0;
    }
}
