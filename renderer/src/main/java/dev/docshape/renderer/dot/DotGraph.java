package dev.docshape.renderer.dot;

import dev.docshape.renderer.View;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * DOT text for one view of a model, with the way back from graphviz's names to the model's ids.
 * Nodes and edges get short generated names ({@code e0}, {@code r0}) so that no id, however
 * strange its characters, can break the DOT syntax.
 *
 * @param view     the view drawn
 * @param text     the DOT source
 * @param nodeIds  DOT node name to entity id (entity view) or collection name (document view)
 * @param edgeIds  DOT edge {@code id} attribute to relationship id
 */
public record DotGraph(View view, String text, Map<String, String> nodeIds, Map<String, String> edgeIds) {
    public DotGraph {
        nodeIds = Collections.unmodifiableMap(new LinkedHashMap<>(nodeIds));
        edgeIds = Collections.unmodifiableMap(new LinkedHashMap<>(edgeIds));
    }

    /** The same graph with its ranks from left to right ({@code rankdir=LR}) instead of top-down: wider than tall. */
    public DotGraph across() {
        int end = text.lastIndexOf('}');
        return new DotGraph(view, text.substring(0, end) + "  graph [rankdir=LR];\n" + text.substring(end), nodeIds, edgeIds);
    }
}
