package dev.docshape.app.designer.canvas;

import javafx.geometry.Point2D;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds a place for each relationship's badge and caption where neither covers a card, another
 * relationship's badge, caption or line (decision 0560), or the marks at the ends of its own line. The badge stays on
 * its line; the caption sits beside the badge. Relationships are placed one after another, each
 * taking the first free spot from the middle of its line outwards; when there is none, the spot
 * covering least. Boxes are kept in a grid of cells, so one placement looks only at its neighbours.
 */
final class LabelPlacer {
    /** Where along the line the badge is tried, from the middle outwards. */
    private static final double[] ALONG = {0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82, 0.1, 0.9};
    /** Room kept around the end marks (crow's foot, bar, diamond) and around cards. */
    static final double END_ROOM = EdgeGeometry.DIAMOND_LENGTH + 4;
    private static final double GAP = 3;
    private static final double LOOP_OVERHANG = 10;
    private static final double SIDE_STEP = 16;
    private static final int SIDE_STEPS = 16;
    private static final int LINE_SIDE_STEPS = 2;
    static final double CELL = 160;
    /** A stretch of another line under a label costs as a box of this width over it would: less than covering a label. */
    private static final double LINE_WEIGHT = 1;
    /** A line slants once it runs down (or up) at least this much for each unit along it. */
    private static final double SLANT = 0.2;

    /** An axis-aligned box in canvas units. */
    record Box(double x, double y, double w, double h) {
        double overlap(Box o) {
            double dx = Math.min(x + w, o.x + o.w) - Math.max(x, o.x);
            double dy = Math.min(y + h, o.y + o.h) - Math.max(y, o.y);
            return dx > 0 && dy > 0 ? dx * dy : 0;
        }

        /** Whether the circle of radius {@code r} around {@code p} reaches into this box. */
        boolean reaches(Point2D p, double r) {
            double cx = Math.max(x, Math.min(p.getX(), x + w));
            double cy = Math.max(y, Math.min(p.getY(), y + h));
            double dx = p.getX() - cx;
            double dy = p.getY() - cy;
            return dx * dx + dy * dy < r * r;
        }
    }

    /** What is to be placed for one relationship: its line, and the sizes of its badge and caption. */
    record Request(EdgeGeometry line, double badgeWidth, double badgeHeight, double captionWidth, double captionHeight) {
    }

    /**
     * The chosen boxes: the badge's and the caption's; {@code settled} when they are clear of
     * everything or were chosen by the whole search (a quick placement that covers something is not).
     */
    record Placement(Box badge, Box caption, boolean settled) {
        Placement settled(boolean now) {
            return now == settled ? this : new Placement(badge, caption, now);
        }
    }

    private final BoxCells cells;
    private final LinePieces lines;

    /** Places into {@code cells}, which may hold boxes from earlier frames, and off the {@code lines}. */
    LabelPlacer(BoxCells cells, LinePieces lines) {
        this.cells = cells;
        this.lines = lines;
    }

    /** Adds a box nothing may be placed over (a card). */
    void block(Box box) {
        cells.add(box);
    }

    /** Places one relationship's labels and blocks the boxes they take for the ones placed later. */
    Placement place(Request r) {
        return place(r, true);
    }

    /**
     * Places one relationship's labels; unless {@code thorough} (a frame of a drag, decision 0388)
     * only the spots on the line are tried, not those beside it.
     */
    Placement place(Request r, boolean thorough) {
        Candidate best = new Candidate();
        for (double t : ALONG) {
            if (best.consider(badgeAt(r, t, 0), r)) break;
        }
        // no free spot on the line (cards close together): beside the line's middle, a step further out each time; only
        // a step or two when the spot found only crosses other lines, so the badge stays by its own (decision 0560)
        for (int step = 1; thorough && best.cost > 0 && step <= (best.boxCost > 0 ? SIDE_STEPS : LINE_SIDE_STEPS); step++) {
            if (best.consider(badgeAt(r, 0.5, step * SIDE_STEP), r)) break;
            if (best.consider(badgeAt(r, 0.5, -step * SIDE_STEP), r)) break;
        }
        if (thorough && best.cost > 0) besideTheLine(r, best);
        boolean settled = thorough || best.cost == 0;
        Placement chosen = best.placement == null ? middle(r, settled) : best.placement.settled(settled);
        block(chosen.badge);
        block(chosen.caption);
        return chosen;
    }

    /**
     * Still covering something: the badge beside its line at every spot along it, near either end too, so that it can
     * leave a crossing of other lines that lies at the middle (decision 0569); a step or two when only lines are in the
     * way, further out while a card or a label is.
     */
    private static void besideTheLine(Request r, Candidate best) {
        for (double t : ALONG) {
            for (int step = 1; step <= (best.boxCost > 0 ? SIDE_STEPS : LINE_SIDE_STEPS); step++) {
                if (t != 0.5 && best.consider(badgeAt(r, t, step * SIDE_STEP), r)) return;
                if (t != 0.5 && best.consider(badgeAt(r, t, -step * SIDE_STEP), r)) return;
            }
        }
    }

    /** The best placement seen so far. */
    private final class Candidate {
        Placement placement;
        double cost = Double.POSITIVE_INFINITY;
        /** The part of the cost that is cards and labels covered, not lines. */
        double boxCost = Double.POSITIVE_INFINITY;

        /** Tries the badge at {@code badge} with the caption on each side; true once a free spot is found. */
        boolean consider(Box badge, Request r) {
            if (!r.line.loop && (badge.reaches(r.line.start, END_ROOM) || badge.reaches(r.line.end, END_ROOM))) return false;
            double badgeBoxes = cells.covered(badge, cost);
            double badgeCost = badgeBoxes + LINE_WEIGHT * lines.crossed(badge, r.line);
            if (badgeCost >= cost) return false;
            for (Box caption : captionSpots(badge, r)) {
                double boxes = badgeBoxes + cells.covered(caption, cost - badgeCost);
                double total = badgeCost + boxes - badgeBoxes;
                if (total < cost) total += LINE_WEIGHT * lines.crossed(caption, r.line);
                if (total < cost) {
                    cost = total;
                    boxCost = boxes;
                    placement = new Placement(badge, caption, true);
                    if (total == 0) return true;
                }
            }
            return false;
        }
    }

    /** The last resort when the line is too short to keep the badge off its ends: its middle. */
    private static Placement middle(Request r, boolean settled) {
        Box badge = badgeAt(r, 0.5, 0);
        return new Placement(badge, captionSpots(badge, r).get(0), settled);
    }

    /**
     * The badge centred on the line at {@code t}, moved {@code aside} across it (sideways for a
     * line that runs up or down, up or down for one that runs sideways); on a loop, hung on its
     * outer side so it clears the card.
     */
    private static Box badgeAt(Request r, double t, double aside) {
        Point2D at = r.line.pointAt(t);
        double left = !r.line.loop ? at.getX() - r.badgeWidth / 2
                : r.line.side > 0 ? at.getX() - LOOP_OVERHANG : at.getX() + LOOP_OVERHANG - r.badgeWidth;
        double top = at.getY() - r.badgeHeight / 2;
        if (steep(r)) left += aside;
        else top += aside;
        return new Box(left, top, r.badgeWidth, r.badgeHeight);
    }

    private static boolean steep(Request r) {
        return r.line.loop || Math.abs(r.line.direction.getY()) > Math.abs(r.line.direction.getX());
    }

    /**
     * Above, below, right of and left of the badge, the side away from the line first; then, on a slanting line, above
     * and below it centred where the line runs at the caption's height, which keeps clear of lines running beside it
     * (decision 0560).
     */
    private static List<Box> captionSpots(Box badge, Request r) {
        double cw = r.captionWidth;
        double ch = r.captionHeight;
        double midX = badge.x + badge.w / 2;
        Box above = new Box(midX - cw / 2, badge.y - GAP - ch, cw, ch);
        Box below = new Box(midX - cw / 2, badge.y + badge.h + GAP, cw, ch);
        Box right = new Box(badge.x + badge.w + GAP, badge.y + badge.h / 2 - ch / 2, cw, ch);
        Box left = new Box(badge.x - GAP - cw, badge.y + badge.h / 2 - ch / 2, cw, ch);
        List<Box> spots = new ArrayList<>(10);
        Point2D d = r.line.direction;
        if (r.line.loop && r.line.side < 0) spots.addAll(List.of(left, right, above, below));
        else spots.addAll(steep(r) ? List.of(right, left, above, below) : List.of(above, below, right, left));
        if (!r.line.loop && Math.abs(d.getY()) >= SLANT) {
            // how far the line moves across for each unit it moves down, from the badge's middle to the caption's
            double run = d.getX() / d.getY() * (badge.h / 2 + GAP + ch / 2);
            spots.add(new Box(above.x - run, above.y, cw, ch));
            spots.add(new Box(below.x + run, below.y, cw, ch));
        }
        // above and below, flush with the badge's left or right side: off a line that runs past one end of the caption
        for (Box over : List.of(above, below)) {
            spots.add(new Box(badge.x, over.y, cw, ch));
            spots.add(new Box(badge.x + badge.w - cw, over.y, cw, ch));
        }
        return spots;
    }

    /** True when nothing placed or blocked so far overlaps {@code box}. */
    boolean free(Box box) {
        return cells.covered(box, Double.MIN_VALUE) == 0;
    }
}
