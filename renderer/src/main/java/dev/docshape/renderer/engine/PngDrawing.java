package dev.docshape.renderer.engine;

import guru.nidi.graphviz.engine.Graphviz;
import guru.nidi.graphviz.engine.Rasterizer;

import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Set;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns a drawing into pixels, the way that keeps text inside its boxes for each engine. */
final class PngDrawing {
    private static final Pattern FONT_FAMILY = Pattern.compile("font-family=\"[^\"]*\"");
    private static final Pattern GRAPH_OPENING = Pattern.compile("^\\s*(?:strict\\s+)?(?:di)?graph\\b[^{]*\\{");

    private PngDrawing() {
    }

    /**
     * {@code dot -Tpng} itself (cairo), at {@code 72 * scale} dots per inch: its text is measured
     * and drawn with the same fonts.
     */
    static BufferedImage withDot(String dot, double scale, int memory) {
        Matcher opening = GRAPH_OPENING.matcher(dot);
        if (!opening.find()) throw new IllegalArgumentException("not a DOT graph: " + dot.substring(0, Math.min(40, dot.length())));
        String withDpi = dot.substring(0, opening.end())
                + String.format(Locale.ROOT, "\n  graph [dpi=\"%.3f\"];", 72 * scale)
                + dot.substring(opening.end());
        return Graphviz.fromString(withDpi).totalMemory(memory).rasterize(Rasterizer.builtIn("png")).toImage();
    }

    /**
     * The SVG drawn by Java (svgSalamander). The JavaScript build sizes Helvetica text with
     * Helvetica's metrics, and the SVG asks for "Helvetica,sans-Serif", a family list Java cannot
     * resolve (it would fall back to a wide serif font and text would spill out of the boxes):
     * draw with an installed font of Helvetica's widths instead.
     */
    static BufferedImage fromSvg(Graphviz graphviz, String svg) {
        String drawable = FONT_FAMILY.matcher(svg).replaceAll("font-family=\"" + HelveticaLike.FAMILY + "\"");
        return Rasterizer.SALAMANDER.rasterize(graphviz, graphics -> { }, drawable);
    }

    /** The first installed font with Helvetica's metrics, else Java's logical sans-serif font. */
    private static final class HelveticaLike {
        static final String FAMILY = find();

        private static String find() {
            Set<String> installed = Set.of(GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames());
            for (String family : List.of("Helvetica", "Arial", "Liberation Sans", "Nimbus Sans", "Nimbus Sans L")) {
                if (installed.contains(family)) return family;
            }
            return "SansSerif";
        }
    }
}
