package dev.docshape.app.designer.canvas;

import javafx.geometry.Point2D;

/** How much of a segment lies in an axis-aligned box (clipping, Liang-Barsky). */
final class SegmentClip {
    private SegmentClip() {
    }

    /** The fraction of the segment from {@code a} to {@code b} inside the box, 0 when it only touches it; below 0 when it misses it. */
    static double inside(Point2D a, Point2D b, double minX, double minY, double maxX, double maxY) {
        double dx = b.getX() - a.getX(), dy = b.getY() - a.getY();
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {a.getX() - minX, maxX - a.getX(), a.getY() - minY, maxY - a.getY()};
        double from = 0, to = 1;
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) return -1;
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) from = Math.max(from, t);
                else to = Math.min(to, t);
                if (from > to) return -1;
            }
        }
        return to - from;
    }
}
