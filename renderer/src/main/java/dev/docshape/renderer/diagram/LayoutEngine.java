package dev.docshape.renderer.diagram;

import dev.docshape.renderer.Layout;
import dev.docshape.renderer.View;
import dev.docshape.renderer.Size;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.renderer.dot.DiagramDot;
import dev.docshape.renderer.dot.DotGraph;
import dev.docshape.renderer.dot.EdgeLabels;
import dev.docshape.renderer.engine.Engines;
import dev.docshape.renderer.engine.GraphvizRunner;
import dev.docshape.renderer.layout.LayoutReader;

import java.util.Map;

/**
 * Automatic layout for the designer's canvas. The same model and design always give the same
 * layout (the DOT text is built in model order and graphviz is deterministic), with no two boxes
 * overlapping. Safe to call from any thread; calls are run one at a time on the graphviz thread,
 * so call it off the UI thread: the first call starts the engine (about a second for V8).
 */
public final class LayoutEngine {
    private LayoutEngine() {
    }

    /** Lays out {@code view} with every box at the size graphviz gives its label. */
    public static Layout layout(DataModel model, Design design, View view) {
        return layout(model, design, view, Map.of());
    }

    /**
     * Lays out {@code view} so that it fits boxes the caller measured.
     *
     * @param nodeSizes sizes in canvas units by entity id (entity view) or collection name
     *                  (document view); boxes not named here get graphviz's own size, and names
     *                  that are not in the model are ignored
     */
    public static Layout layout(DataModel model, Design design, View view, Map<String, Size> nodeSizes) {
        return layout(model, design, view, nodeSizes, false);
    }

    /** As {@link #layout(DataModel, Design, View, Map)}, {@code across} with the ranks from left to right. */
    public static Layout layout(DataModel model, Design design, View view, Map<String, Size> nodeSizes, boolean across) {
        DotGraph down = dot(model, design, view, nodeSizes);
        DotGraph graph = across ? down.across() : down;
        String json = GraphvizRunner.json0(graph.text());
        return LayoutReader.read(json, graph, nodeSizes == null ? Map.of() : nodeSizes, Engines.current().name());
    }

    /**
     * The DOT text layout runs on: edge labels float ({@link EdgeLabels#FLOATING}), so they do not
     * add ranks, which keeps layout of hundreds of relationships within seconds.
     */
    public static DotGraph dot(DataModel model, Design design, View view, Map<String, Size> nodeSizes) {
        return DiagramDot.build(model, design, view, nodeSizes, EdgeLabels.FLOATING);
    }
}
