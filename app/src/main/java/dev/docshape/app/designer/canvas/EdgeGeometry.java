package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.Point2D;
import javafx.scene.shape.ClosePath;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.PathElement;

import java.util.List;

/**
 * The geometry of a relationship line: where it leaves and enters the two entity boxes, and the
 * crow's-foot, bar and diamond marks at its ends, all in canvas units. Several relationships between
 * the same two cards each take a lane of their own (decision 0560): lines parallel to the one between
 * the centres, spread evenly about it; several loops on one card hang on its right and left sides in turn, stacked
 * down each to stay on the card (decision 0569).
 */
final class EdgeGeometry {
    static final double FOOT_LENGTH = 14;
    static final double FOOT_SPREAD = 8;
    static final double BAR_OFFSET = 10;
    static final double DIAMOND_LENGTH = 18;
    static final double DIAMOND_HALF_WIDTH = 6;
    /** How far a self-relationship's loop reaches out to the right of its card. */
    static final double LOOP_REACH = 36;
    /** The height of a loop, and the room between two loops stacked on one card. */
    static final double LOOP_HEIGHT = 30;
    static final double LOOP_SPACING = 60;
    /** The least room between two loops stacked on a card too short for {@link #LOOP_SPACING}: a badge's height apart. */
    static final double LOOP_GAP = 8;
    /**
     * Lanes between two cards, measured across the lines: far enough apart for a badge and its caption set above or
     * below it to clear the next line; a steep line needs more, its caption being wider than it is tall.
     */
    static final double LANE_GAP_FLAT = 50;
    static final double LANE_GAP_STEEP = 100;
    /** What is kept of a card's border beyond the outermost lanes, so the end marks stay on the card. */
    static final double LANE_MARGIN = 12;

    final Point2D start;
    final Point2D end;
    final Point2D direction;
    final Point2D normal;
    final boolean loop;
    /** The side of its card a loop hangs on: 1 right, -1 left (0 for a line between two cards). */
    final int side;

    private EdgeGeometry(Point2D start, Point2D end, boolean loop, int side) {
        this.start = start;
        this.end = end;
        this.loop = loop;
        this.side = side;
        Point2D d = end.subtract(start);
        double length = d.magnitude();
        this.direction = length < 1e-6 ? new Point2D(1, 0) : d.multiply(1 / length);
        this.normal = new Point2D(-direction.getY(), direction.getX());
    }

    /** The segment between the borders of the two boxes, on the line joining their centres. */
    static EdgeGeometry between(EntityViewModel from, EntityViewModel to) {
        return between(from, to, 0, 1);
    }

    /**
     * The segment between the borders of the two boxes in lane {@code lane} of {@code lanes}: parallel to the line
     * joining their centres, the lanes side by side and centred on it. Lanes are counted from the same side whichever way
     * a relationship runs (from the card that comes first by {@link #ordered}), so those each way share one set of lanes.
     */
    static EdgeGeometry between(EntityViewModel from, EntityViewModel to, int lane, int lanes) {
        if (from == to) return loop(from, lane, lanes);
        Point2D a = new Point2D(from.centerX(), from.centerY());
        Point2D b = new Point2D(to.centerX(), to.centerY());
        if (lanes > 1) {
            Point2D across = across(from, to);
            double gap = laneGap(across, from, to, lanes);
            Point2D shift = across.multiply((lane - (lanes - 1) / 2.0) * gap);
            a = a.add(shift);
            b = b.add(shift);
        }
        return new EdgeGeometry(clip(a, b, from), clip(b, a, to), false, 0);
    }

    /**
     * Loop {@code lane} of the {@code lanes} on one card: the even lanes down its right side, the odd ones down its left,
     * {@link #LOOP_SPACING} apart or closer to stay on a short card, never closer than {@link #LOOP_GAP} (decision 0569).
     */
    private static EdgeGeometry loop(EntityViewModel card, int lane, int lanes) {
        int side = lane % 2 == 0 ? 1 : -1;
        int onSide = side > 0 ? (lanes + 1) / 2 : lanes / 2;
        double height = card.height().get();
        double first = Math.min(24, height / 2);
        double room = height - first - LOOP_HEIGHT - LOOP_GAP;
        double spacing = onSide < 2 ? 0 : Math.max(LOOP_HEIGHT + LOOP_GAP, Math.min(LOOP_SPACING, room / (onSide - 1)));
        double x = card.x().get() + (side > 0 ? card.width().get() : 0);
        double y = card.y().get() + first + (lane / 2) * spacing;
        return new EdgeGeometry(new Point2D(x, y), new Point2D(x, y + LOOP_HEIGHT), true, side);
    }

    /** The unit vector across the line between the two cards' centres, the same whichever card the line starts from. */
    private static Point2D across(EntityViewModel from, EntityViewModel to) {
        boolean forward = ordered(from, to);
        EntityViewModel first = forward ? from : to;
        EntityViewModel second = forward ? to : from;
        Point2D d = new Point2D(second.centerX() - first.centerX(), second.centerY() - first.centerY());
        double length = d.magnitude();
        if (length < 1e-6) return new Point2D(0, 1);
        return new Point2D(-d.getY() / length, d.getX() / length);
    }

    /** Whether {@code a} is the card lanes are counted from. */
    static boolean ordered(EntityViewModel a, EntityViewModel b) {
        return a.id().compareTo(b.id()) <= 0;
    }

    /** The room between two lanes: by the line's slope, and no wider than both cards can hold with a margin each side. */
    private static double laneGap(Point2D across, EntityViewModel from, EntityViewModel to, int lanes) {
        double steepness = Math.abs(across.getX());
        double wanted = LANE_GAP_FLAT + (LANE_GAP_STEEP - LANE_GAP_FLAT) * steepness;
        double room = Math.min(halfReach(across, from), halfReach(across, to)) - LANE_MARGIN;
        return Math.max(0, Math.min(wanted, 2 * room / (lanes - 1)));
    }

    /** How far from the card's centre a point can move along {@code across} and stay on the card. */
    private static double halfReach(Point2D across, EntityViewModel card) {
        double hw = card.width().get() / 2;
        double hh = card.height().get() / 2;
        double ax = Math.abs(across.getX());
        double ay = Math.abs(across.getY());
        return Math.min(ax < 1e-9 ? Double.POSITIVE_INFINITY : hw / ax, ay < 1e-9 ? Double.POSITIVE_INFINITY : hh / ay);
    }

    /** Where the ray from {@code inside} (a point in the box: its centre, or off it in a lane) towards {@code target} leaves the box. */
    static Point2D clip(Point2D inside, Point2D target, EntityViewModel box) {
        double dx = target.getX() - inside.getX();
        double dy = target.getY() - inside.getY();
        if (Math.abs(dx) < 1e-9 && Math.abs(dy) < 1e-9) return inside;
        double left = box.x().get();
        double top = box.y().get();
        double toSide = dx > 0 ? left + box.width().get() - inside.getX() : inside.getX() - left;
        double toEdge = dy > 0 ? top + box.height().get() - inside.getY() : inside.getY() - top;
        double tx = Math.abs(dx) < 1e-9 ? Double.POSITIVE_INFINITY : Math.max(0, toSide) / Math.abs(dx);
        double ty = Math.abs(dy) < 1e-9 ? Double.POSITIVE_INFINITY : Math.max(0, toEdge) / Math.abs(dy);
        double t = Math.min(Math.min(tx, ty), 1);
        return new Point2D(inside.getX() + dx * t, inside.getY() + dy * t);
    }

    /** The point a fraction {@code t} along the line (along the outer side of a loop). */
    Point2D pointAt(double t) {
        if (loop) return new Point2D(start.getX() + side * LOOP_REACH, start.getY() + (end.getY() - start.getY()) * t);
        return new Point2D(start.getX() + (end.getX() - start.getX()) * t, start.getY() + (end.getY() - start.getY()) * t);
    }

    /** The corners of the line, first to last; a self-relationship is a small loop beside the box. */
    List<Point2D> corners() {
        if (!loop) return List.of(start, end);
        double reach = side * LOOP_REACH;
        return List.of(start, new Point2D(start.getX() + reach, start.getY()), new Point2D(end.getX() + reach, end.getY()), end);
    }

    /** The line itself. */
    void line(List<PathElement> out) {
        List<Point2D> corners = corners();
        out.add(new MoveTo(start.getX(), start.getY()));
        for (int i = 1; i < corners.size(); i++) out.add(new LineTo(corners.get(i).getX(), corners.get(i).getY()));
    }

    /** A crow's foot ("many") whose toes touch the box at {@code tip}; {@code inward} points into the box. */
    static void crowsFoot(Point2D tip, Point2D inward, List<PathElement> out) {
        Point2D n = new Point2D(-inward.getY(), inward.getX());
        Point2D heel = tip.subtract(inward.multiply(FOOT_LENGTH));
        for (int side = -1; side <= 1; side++) {
            Point2D toe = tip.add(n.multiply(side * FOOT_SPREAD));
            out.add(new MoveTo(heel.getX(), heel.getY()));
            out.add(new LineTo(toe.getX(), toe.getY()));
        }
    }

    /** A bar across the line ("one"), {@code offset} before the box. */
    static void bar(Point2D tip, Point2D inward, double offset, List<PathElement> out) {
        Point2D n = new Point2D(-inward.getY(), inward.getX());
        Point2D at = tip.subtract(inward.multiply(offset));
        Point2D a = at.add(n.multiply(FOOT_SPREAD));
        Point2D b = at.subtract(n.multiply(FOOT_SPREAD));
        out.add(new MoveTo(a.getX(), a.getY()));
        out.add(new LineTo(b.getX(), b.getY()));
    }

    /** A filled diamond at the parent ("lives inside"), pointing out of the box at {@code tip}. */
    static void diamond(Point2D tip, Point2D outward, List<PathElement> out) {
        Point2D n = new Point2D(-outward.getY(), outward.getX());
        Point2D mid = tip.add(outward.multiply(DIAMOND_LENGTH / 2));
        Point2D far = tip.add(outward.multiply(DIAMOND_LENGTH));
        Point2D left = mid.add(n.multiply(DIAMOND_HALF_WIDTH));
        Point2D right = mid.subtract(n.multiply(DIAMOND_HALF_WIDTH));
        out.add(new MoveTo(tip.getX(), tip.getY()));
        out.add(new LineTo(left.getX(), left.getY()));
        out.add(new LineTo(far.getX(), far.getY()));
        out.add(new LineTo(right.getX(), right.getY()));
        out.add(new ClosePath());
    }
}
