package dev.docshape.app.designer.canvas;

import javafx.geometry.Point2D;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The relationships' lines cut into short pieces sorted into the label placer's cells, so that placing a label can
 * tell how much of other lines it would cover (decision 0560), looking only at the pieces near it. A piece is short
 * so that its box, which is what the cells hold, stays close to the line even where the line runs aslant.
 */
final class LinePieces {
    private static final double PIECE = 40;

    private record Piece(EdgeGeometry of, Point2D a, Point2D b) {
    }

    private final BoxCells cells = new BoxCells(LabelPlacer.CELL);
    private final Map<LabelPlacer.Box, Piece> pieces = new IdentityHashMap<>();
    private final Map<Object, EdgeGeometry> drawn = new HashMap<>();
    private final Map<Object, List<LabelPlacer.Box>> boxes = new HashMap<>();

    /** Puts {@code key}'s line in as {@code now} is drawn; false when it was already in as that very geometry. */
    boolean update(Object key, EdgeGeometry now) {
        if (drawn.get(key) == now) return false;
        remove(key);
        List<LabelPlacer.Box> added = new ArrayList<>();
        List<Point2D> corners = now.corners();
        for (int i = 1; i < corners.size(); i++) {
            Point2D from = corners.get(i - 1);
            Point2D to = corners.get(i);
            int n = Math.max(1, (int) Math.ceil(from.distance(to) / PIECE));
            for (int k = 0; k < n; k++) {
                Point2D a = from.add(to.subtract(from).multiply((double) k / n));
                Point2D b = from.add(to.subtract(from).multiply((double) (k + 1) / n));
                LabelPlacer.Box box = new LabelPlacer.Box(Math.min(a.getX(), b.getX()), Math.min(a.getY(), b.getY()),
                        Math.abs(a.getX() - b.getX()), Math.abs(a.getY() - b.getY()));
                cells.add(box);
                pieces.put(box, new Piece(now, a, b));
                added.add(box);
            }
        }
        drawn.put(key, now);
        boxes.put(key, added);
        return true;
    }

    void remove(Object key) {
        drawn.remove(key);
        List<LabelPlacer.Box> gone = boxes.remove(key);
        if (gone == null) return;
        for (LabelPlacer.Box box : gone) {
            cells.remove(box);
            pieces.remove(box);
        }
    }

    /** The boxes of {@code key}'s pieces, empty when it is not in. */
    List<LabelPlacer.Box> boxesOf(Object key) {
        return boxes.getOrDefault(key, List.of());
    }

    /** How long a stretch of lines other than {@code own} lies inside {@code box} (a piece on a cell's edge may count twice). */
    double crossed(LabelPlacer.Box box, EdgeGeometry own) {
        double[] length = {0};
        cells.forEachTouching(box, hit -> {
            Piece p = pieces.get(hit);
            if (p.of != own) length[0] += inside(p.a, p.b, box);
        });
        return length[0];
    }

    /** Whether {@code key}'s line passes through {@code box}. */
    boolean crosses(Object key, LabelPlacer.Box box) {
        for (LabelPlacer.Box piece : boxesOf(key)) {
            Piece p = pieces.get(piece);
            if (inside(p.a, p.b, box) > 0) return true;
        }
        return false;
    }

    /** The length of segment {@code a}-{@code b} inside {@code box}. */
    private static double inside(Point2D a, Point2D b, LabelPlacer.Box box) {
        double fraction = SegmentClip.inside(a, b, box.x(), box.y(), box.x() + box.w(), box.y() + box.h());
        return fraction > 0 ? fraction * a.distance(b) : 0;
    }
}
