package dev.docshape.renderer.diagram;

import dev.docshape.renderer.View;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.renderer.dot.DiagramDot;
import dev.docshape.renderer.dot.EdgeLabels;
import dev.docshape.renderer.engine.GraphvizRunner;

import java.awt.image.BufferedImage;
import java.util.Map;

/** Draws a view of a model as DOT text, an SVG document or an image. */
public final class DiagramRenderer {

    /** The largest image drawn, in pixels (about 200 MB of memory at 4 bytes a pixel). */
    static final long MAX_PIXELS = 50_000_000L;
    static final double MAX_SCALE = 10;
    /** Pixels per point of a PNG unless the user says otherwise: three times graphviz's natural size, readable on today's screens. */
    public static final double DEFAULT_PNG_SCALE = 3;

    private DiagramRenderer() {
    }

    /**
     * The DOT text of a drawing. Edge labels get room of their own up to
     * {@value EdgeLabels#RANKED_UP_TO} relationships and float above that, where ranked labels
     * would make layout take tens of seconds.
     */
    public static String dot(DataModel model, Design design, View view) {
        if (model == null) throw new IllegalArgumentException("model must not be null");
        return DiagramDot.build(model, design, view, Map.of(), EdgeLabels.forExport(model.relationships().size())).text();
    }

    public static String svg(DataModel model, Design design, View view) {
        return GraphvizRunner.svg(dot(model, design, view));
    }

    /**
     * The diagram as an image of {@code scale} pixels per point (1 = the natural size, 2 = twice as wide and tall).
     *
     * @throws IllegalArgumentException when the scale is not in (0, 10] or the image would be unreasonably large
     */
    public static BufferedImage png(DataModel model, Design design, View view, double scale) {
        requireScale(scale);
        return GraphvizRunner.png(dot(model, design, view), scale, MAX_PIXELS);
    }

    static void requireScale(double scale) {
        if (!(scale > 0) || scale > MAX_SCALE) {
            throw new IllegalArgumentException("scale must be greater than 0 and at most " + (int) MAX_SCALE + ", was " + scale);
        }
    }
}
