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
 * crow's-foot, bar and diamond marks at its ends, all in canvas units.
 */
final class EdgeGeometry {
    static final double FOOT_LENGTH = 14;
    static final double FOOT_SPREAD = 8;
    static final double BAR_OFFSET = 10;
    static final double DIAMOND_LENGTH = 18;
    static final double DIAMOND_HALF_WIDTH = 6;
    /** How far a self-relationship's loop reaches out to the right of its card. */
    static final double LOOP_REACH = 36;

    final Point2D start;
    final Point2D end;
    final Point2D direction;
    final Point2D normal;
    final boolean loop;

    private EdgeGeometry(Point2D start, Point2D end, boolean loop) {
        this.start = start;
        this.end = end;
        this.loop = loop;
        Point2D d = end.subtract(start);
        double length = d.magnitude();
        this.direction = length < 1e-6 ? new Point2D(1, 0) : d.multiply(1 / length);
        this.normal = new Point2D(-direction.getY(), direction.getX());
    }

    /** The segment between the borders of the two boxes, on the line joining their centres. */
    static EdgeGeometry between(EntityViewModel from, EntityViewModel to) {
        if (from == to) {
            double x = from.x().get() + from.width().get();
            double y = from.y().get() + Math.min(24, from.height().get() / 2);
            return new EdgeGeometry(new Point2D(x, y), new Point2D(x, y + 30), true);
        }
        Point2D a = new Point2D(from.centerX(), from.centerY());
        Point2D b = new Point2D(to.centerX(), to.centerY());
        return new EdgeGeometry(clip(a, b, from), clip(b, a, to), false);
    }

    /** Where the ray from {@code inside} (the box centre) towards {@code target} leaves the box. */
    static Point2D clip(Point2D inside, Point2D target, EntityViewModel box) {
        double dx = target.getX() - inside.getX();
        double dy = target.getY() - inside.getY();
        double hw = box.width().get() / 2;
        double hh = box.height().get() / 2;
        if (Math.abs(dx) < 1e-9 && Math.abs(dy) < 1e-9) return inside;
        double tx = Math.abs(dx) < 1e-9 ? Double.POSITIVE_INFINITY : hw / Math.abs(dx);
        double ty = Math.abs(dy) < 1e-9 ? Double.POSITIVE_INFINITY : hh / Math.abs(dy);
        double t = Math.min(Math.min(tx, ty), 1);
        return new Point2D(inside.getX() + dx * t, inside.getY() + dy * t);
    }

    /** The point a fraction {@code t} along the line (along the outer side of a loop). */
    Point2D pointAt(double t) {
        if (loop) return new Point2D(start.getX() + LOOP_REACH, start.getY() + (end.getY() - start.getY()) * t);
        return new Point2D(start.getX() + (end.getX() - start.getX()) * t, start.getY() + (end.getY() - start.getY()) * t);
    }

    /** The line itself; a self-relationship is a small loop to the right of the box. */
    void line(List<PathElement> out) {
        out.add(new MoveTo(start.getX(), start.getY()));
        if (loop) {
            out.add(new LineTo(start.getX() + LOOP_REACH, start.getY()));
            out.add(new LineTo(end.getX() + LOOP_REACH, end.getY()));
        }
        out.add(new LineTo(end.getX(), end.getY()));
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
