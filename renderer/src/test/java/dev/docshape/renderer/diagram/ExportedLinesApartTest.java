package dev.docshape.renderer.diagram;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.renderer.EdgeRoute;
import dev.docshape.renderer.Layout;
import dev.docshape.renderer.Point;
import dev.docshape.renderer.TestModels;
import dev.docshape.renderer.View;
import dev.docshape.renderer.dot.DiagramDot;
import dev.docshape.renderer.dot.DotGraph;
import dev.docshape.renderer.dot.EdgeLabels;
import dev.docshape.renderer.engine.Engines;
import dev.docshape.renderer.engine.GraphvizRunner;
import dev.docshape.renderer.layout.LayoutReader;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exported diagram (the DOT text an SVG, PNG or DOT export writes, laid out by graphviz) draws several relationships
 * between the same two entities apart, as the canvas does (decision 0560): the issue tracker's assignee, reporter and
 * watchers edges between its issue and user are three curves, no two within 4 points of each other over more than 20.
 */
class ExportedLinesApartTest {
    private static final double CLOSE = 4;
    private static final double STRETCH = 20;

    @Test
    void theIssueTrackersThreeUserIssueEdgesAreDrawnApartInEveryDesign() {
        Project tracker = TestModels.workload("issue-tracker.docshape", "relational");
        List<String> between = tracker.model().relationships().stream()
                .filter(r -> ends(r).equals("issue|user")).map(Relationship::id).toList();
        assertEquals(3, between.size(), "assignee, reporter and watchers: " + between);
        List<String> problems = new ArrayList<>();
        for (Design design : tracker.designs()) {
            Layout layout = exported(tracker.withActiveDesign(design.name()));
            for (int i = 0; i < between.size(); i++) {
                for (int j = i + 1; j < between.size(); j++) {
                    double run = closeStretch(curve(layout, between.get(i)), curve(layout, between.get(j)));
                    if (run > STRETCH) problems.add(design.name() + ": " + between.get(i) + " on " + between.get(j) + " for " + run);
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /** The export's DOT (labels ranked, as an SVG or PNG of this size has them), laid out by the engine exports use. */
    private static Layout exported(Project project) {
        var model = project.model();
        Design design = project.design(project.activeDesign()).orElseThrow();
        DotGraph graph = DiagramDot.build(model, design, View.ENTITY, Map.of(), EdgeLabels.forExport(model.relationships().size()));
        return LayoutReader.read(GraphvizRunner.json0(graph.text()), graph, Map.of(), Engines.current().name());
    }

    private static String ends(Relationship r) {
        return r.parent().compareTo(r.child()) < 0 ? r.parent() + "|" + r.child() : r.child() + "|" + r.parent();
    }

    /** The edge's Bezier curve sampled at 40 points a segment. */
    private static List<Point> curve(Layout layout, String id) {
        EdgeRoute route = layout.edge(id).orElseThrow();
        List<Point> p = route.points();
        assertTrue(p.size() >= 4 && (p.size() - 1) % 3 == 0, id + ": " + p.size() + " control points");
        List<Point> out = new ArrayList<>();
        for (int s = 0; s + 3 < p.size(); s += 3) {
            for (int k = 0; k <= 40; k++) {
                double t = k / 40.0;
                double a = (1 - t) * (1 - t) * (1 - t), b = 3 * (1 - t) * (1 - t) * t, c = 3 * (1 - t) * t * t, d = t * t * t;
                out.add(new Point(a * p.get(s).x() + b * p.get(s + 1).x() + c * p.get(s + 2).x() + d * p.get(s + 3).x(),
                        a * p.get(s).y() + b * p.get(s + 1).y() + c * p.get(s + 2).y() + d * p.get(s + 3).y()));
            }
        }
        return out;
    }

    /** The longest stretch of {@code a} (points along it) whose samples all lie within {@link #CLOSE} of a sample of {@code b}. */
    private static double closeStretch(List<Point> a, List<Point> b) {
        double longest = 0;
        double run = 0;
        for (int i = 0; i < a.size(); i++) {
            boolean close = false;
            for (Point q : b) close |= Math.hypot(q.x() - a.get(i).x(), q.y() - a.get(i).y()) < CLOSE;
            run = close && i > 0 ? run + Math.hypot(a.get(i).x() - a.get(i - 1).x(), a.get(i).y() - a.get(i - 1).y()) : 0;
            longest = Math.max(longest, run);
        }
        return longest;
    }
}
