package dev.docshape.app.designer.testing;

import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.canvas.RelationshipView;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.PathElement;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The relationships' lines on the canvas, measured as drawn (scene coordinates): which two lines lie on one another
 * along a stretch, so that they read as one (decision 0560), and which caption or badge lies over a line other than
 * its own.
 */
public final class LineOverlaps {
    /** Two lines closer than this (px) at a point are drawn on one another there. */
    static final double CLOSE = 4;
    /** A stretch longer than this (px) of one line on another reads as one line. */
    static final double STRETCH = 20;
    /** Rounding to whole pixels may leave a label touching a line by less than this. */
    private static final double TOLERANCE = 1;

    private LineOverlaps() {
    }

    /** Every pair of lines drawn on one another along a stretch, each a sentence starting with {@code example}. */
    public static List<String> of(DesignerTestBase test, String example) {
        List<Drawn> lines = lines(test);
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            for (int j = i + 1; j < lines.size(); j++) {
                double run = longestRunClose(lines.get(i).points, lines.get(j).points);
                if (run > STRETCH) {
                    problems.add(String.format(Locale.ROOT, "%s: the lines of %s and %s lie on one another for %.0f px",
                            example, lines.get(i).id, lines.get(j).id, run));
                }
            }
        }
        return problems;
    }

    /** Every caption or badge that lies over a line other than its own. */
    public static List<String> labelsOverOtherLines(DesignerTestBase test, String example) {
        List<Drawn> lines = lines(test);
        List<String> problems = new ArrayList<>();
        for (Drawn owner : lines) {
            RelationshipView view = test.relationshipView(owner.id);
            Node caption = view.lookup(".relationship-label-back");
            List<Bounds> boxes = List.of(caption.localToScene(caption.getLayoutBounds()), view.badge().localToScene(view.badge().getLayoutBounds()));
            for (int k = 0; k < boxes.size(); k++) {
                for (Drawn other : lines) {
                    if (other != owner && crosses(other.points, boxes.get(k))) {
                        problems.add(example + ": the " + (k == 0 ? "caption" : "badge") + " of " + owner.id + " lies over the line of " + other.id);
                    }
                }
            }
        }
        return problems;
    }

    /** Every line that runs over a card other than the two it joins (decision 0569). */
    public static List<String> linesOverCards(DesignerTestBase test, String example) {
        Map<String, Bounds> cards = new TreeMap<>();
        for (String id : test.vm.diagram().entities().keySet()) {
            EntityView card = test.entityView(id);
            cards.put(id, card.localToScene(card.getLayoutBounds()));
        }
        List<String> problems = new ArrayList<>();
        for (Drawn line : lines(test)) {
            RelationshipViewModel r = test.vm.diagram().relationship(line.id);
            cards.forEach((id, card) -> {
                if (!id.equals(r.parent().id()) && !id.equals(r.child().id()) && crosses(line.points, card)) {
                    problems.add(example + ": the line of " + line.id + " runs over the card " + id);
                }
            });
        }
        return problems;
    }

    private record Drawn(String id, List<Point2D> points) {
    }

    private static List<Drawn> lines(DesignerTestBase test) {
        List<Drawn> lines = new ArrayList<>();
        for (String id : test.vm.diagram().relationships().keySet()) {
            Path line = (Path) test.relationshipView(id).lookup(".relationship-line");
            List<Point2D> points = new ArrayList<>();
            for (PathElement e : line.getElements()) {
                if (e instanceof MoveTo m) points.add(line.localToScene(m.getX(), m.getY()));
                else if (e instanceof LineTo l) points.add(line.localToScene(l.getX(), l.getY()));
            }
            lines.add(new Drawn(id, points));
        }
        return lines;
    }

    /** The longest stretch (px along {@code a}) over which {@code a} stays within {@link #CLOSE} of {@code b}. */
    static double longestRunClose(List<Point2D> a, List<Point2D> b) {
        double longest = 0;
        double run = 0;
        for (int s = 1; s < a.size(); s++) {
            Point2D p = a.get(s - 1);
            Point2D q = a.get(s);
            double length = p.distance(q);
            int steps = Math.max(1, (int) Math.ceil(length));
            for (int i = 0; i <= steps; i++) {
                Point2D at = p.add(q.subtract(p).multiply((double) i / steps));
                if (distance(at, b) < CLOSE) {
                    if (i > 0) run += length / steps;
                    longest = Math.max(longest, run);
                } else {
                    run = 0;
                }
            }
        }
        return longest;
    }

    private static double distance(Point2D p, List<Point2D> polyline) {
        double best = Double.POSITIVE_INFINITY;
        for (int s = 1; s < polyline.size(); s++) best = Math.min(best, segmentDistance(p, polyline.get(s - 1), polyline.get(s)));
        return best;
    }

    private static double segmentDistance(Point2D p, Point2D a, Point2D b) {
        Point2D ab = b.subtract(a);
        double len2 = ab.dotProduct(ab);
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, p.subtract(a).dotProduct(ab) / len2));
        return p.distance(a.add(ab.multiply(t)));
    }

    /** Whether the polyline passes through the box (shrunk by the rounding tolerance), looked at every half pixel. */
    private static boolean crosses(List<Point2D> polyline, Bounds box) {
        Bounds shrunk = new BoundingBox(box.getMinX() + TOLERANCE, box.getMinY() + TOLERANCE,
                box.getWidth() - 2 * TOLERANCE, box.getHeight() - 2 * TOLERANCE);
        for (int s = 1; s < polyline.size(); s++) {
            Point2D p = polyline.get(s - 1);
            Point2D q = polyline.get(s);
            int steps = Math.max(1, (int) Math.ceil(2 * p.distance(q)));
            for (int i = 0; i <= steps; i++) {
                if (shrunk.contains(p.add(q.subtract(p).multiply((double) i / steps)))) return true;
            }
        }
        return false;
    }
}
