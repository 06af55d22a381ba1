package dev.docshape.app.designer.testing;

import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.canvas.RelationshipView;
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

/**
 * The relationships' labels on the canvas, measured as drawn (scene coordinates): which caption or badge overlaps a
 * card or another caption or badge, which badge covers its line's end marks (decision 0370), and which label lies
 * past the edge of the canvas's view.
 */
public final class LabelOverlaps {
    /** Rounding to whole pixels may leave labels touching by less than this. */
    private static final double TOLERANCE = 1;

    private LabelOverlaps() {
    }

    /** Every overlap on the diagram shown by {@code test}'s designer, each a sentence starting with {@code example}. */
    public static List<String> of(DesignerTestBase test, String example) {
        List<String> problems = new ArrayList<>();
        List<Labelled> cards = new ArrayList<>();
        for (String id : test.vm.diagram().entities().keySet()) {
            EntityView card = test.entityView(id);
            cards.add(new Labelled("card " + id, card.localToScene(card.getLayoutBounds())));
        }
        List<Labelled> labels = labels(test, example, problems);
        for (int i = 0; i < labels.size(); i++) {
            Labelled a = labels.get(i);
            for (Labelled card : cards) {
                if (overlap(a.bounds, card.bounds)) problems.add(example + ": " + a.what + " overlaps " + card.what);
            }
            for (int j = i + 1; j < labels.size(); j++) {
                Labelled b = labels.get(j);
                if (overlap(a.bounds, b.bounds)) problems.add(example + ": " + a.what + " overlaps " + b.what);
            }
        }
        return problems;
    }

    /** Every caption or badge not wholly inside the canvas's view (its area less the scroll bars), in scene coordinates. */
    public static List<String> pastTheEdge(DesignerTestBase test, String example, Bounds view) {
        List<String> problems = new ArrayList<>();
        for (Labelled label : labels(test, example, new ArrayList<>())) {
            Bounds b = label.bounds;
            if (b.getMinX() < view.getMinX() - TOLERANCE || b.getMinY() < view.getMinY() - TOLERANCE
                    || b.getMaxX() > view.getMaxX() + TOLERANCE || b.getMaxY() > view.getMaxY() + TOLERANCE) {
                problems.add(String.format(java.util.Locale.ROOT, "%s: %s at %.0f, %.0f to %.0f, %.0f is cut at the canvas's edge (%.0f, %.0f to %.0f, %.0f)",
                        example, label.what, b.getMinX(), b.getMinY(), b.getMaxX(), b.getMaxY(),
                        view.getMinX(), view.getMinY(), view.getMaxX(), view.getMaxY()));
            }
        }
        return problems;
    }

    private static List<Labelled> labels(DesignerTestBase test, String example, List<String> problems) {
        List<Labelled> labels = new ArrayList<>();
        for (String id : test.vm.diagram().relationships().keySet()) {
            RelationshipView view = test.relationshipView(id);
            if (!view.badge().isVisible()) problems.add(example + ": the badge of " + id + " is not shown (a zoom too small to read, decision 0514)");
            Node caption = view.lookup(".relationship-label-back");
            Bounds badge = view.badge().localToScene(view.badge().getLayoutBounds());
            labels.add(new Labelled("caption of " + id, caption.localToScene(caption.getLayoutBounds())));
            labels.add(new Labelled("badge of " + id, badge));
            Path ends = (Path) view.lookup(".relationship-ends");
            for (Point2D p : points(ends)) {
                if (inside(badge, p)) problems.add(example + ": the badge of " + id + " covers an end mark at " + p);
            }
        }
        return labels;
    }

    private record Labelled(String what, Bounds bounds) {
    }

    private static List<Point2D> points(Path path) {
        List<Point2D> out = new ArrayList<>();
        for (PathElement e : path.getElements()) {
            if (e instanceof MoveTo m) out.add(path.localToScene(m.getX(), m.getY()));
            else if (e instanceof LineTo l) out.add(path.localToScene(l.getX(), l.getY()));
        }
        return out;
    }

    private static boolean inside(Bounds b, Point2D p) {
        return p.getX() > b.getMinX() && p.getX() < b.getMaxX() && p.getY() > b.getMinY() && p.getY() < b.getMaxY();
    }

    private static boolean overlap(Bounds a, Bounds b) {
        Bounds shrunk = new BoundingBox(a.getMinX() + TOLERANCE, a.getMinY() + TOLERANCE,
                a.getWidth() - 2 * TOLERANCE, a.getHeight() - 2 * TOLERANCE);
        return shrunk.intersects(b);
    }
}
