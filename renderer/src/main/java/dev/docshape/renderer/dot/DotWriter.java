package dev.docshape.renderer.dot;

import dev.docshape.renderer.style.Palette;

/** Writes the text of one directed graph: defaults, nodes, edges, in the order they are given. */
public final class DotWriter {
    private static final String FONT = "Helvetica";

    private final StringBuilder out = new StringBuilder(4096);

    /** Starts a digraph with DocShape's shared look: top-down, Helvetica, room between boxes. */
    public DotWriter(String title, EdgeLabels labels) {
        out.append("digraph ").append(DotText.quoted(title)).append(" {\n");
        out.append("  graph ").append(new DotAttributes()
                .put("charset", "UTF-8").put("rankdir", "TB").put("nodesep", "0.5").put("ranksep", labels.rankSeparation())
                .put("bgcolor", Palette.CANVAS)).append(";\n");
        out.append("  node ").append(new DotAttributes().put("fontname", FONT).put("fontsize", "11")).append(";\n");
        out.append("  edge ").append(new DotAttributes().put("fontname", FONT).put("fontsize", "11")).append(";\n");
    }

    public DotWriter comment(String text) {
        out.append("  // ").append(text.replace('\n', ' ')).append('\n');
        return this;
    }

    public DotWriter node(String name, DotAttributes attributes) {
        out.append("  ").append(DotText.quoted(name)).append(' ').append(attributes).append(";\n");
        return this;
    }

    public DotWriter edge(String from, String to, DotAttributes attributes) {
        return edgeFromPort(from, null, to, null, attributes);
    }

    /** An edge from a port of a node ({@code node:port}), as HTML-table cells with PORT have. */
    public DotWriter edgeFromPort(String from, String fromPort, String to, String toPort, DotAttributes attributes) {
        out.append("  ").append(DotText.quoted(from));
        if (fromPort != null) out.append(':').append(DotText.quoted(fromPort));
        out.append(" -> ").append(DotText.quoted(to));
        if (toPort != null) out.append(':').append(DotText.quoted(toPort));
        out.append(' ').append(attributes).append(";\n");
        return this;
    }

    public String finish() {
        return out + "}\n";
    }
}
