package dev.docshape.renderer.engine;

import java.awt.image.BufferedImage;

/** One way to run graphviz: the native dot, or viz.js in V8. Used on the graphviz thread only. */
interface Backend {

    /** What graphviz produces as text. */
    enum TextFormat { JSON0, SVG }

    EngineInfo info();

    /** The layout ({@code json0}) or the drawing (a standalone SVG document) of {@code dot}. */
    String text(String dot, TextFormat format);

    /**
     * The drawing in pixels, {@code scale} pixels per point.
     *
     * @throws IllegalArgumentException before drawing, when the image would have more than {@code maxPixels}
     */
    BufferedImage png(String dot, double scale, long maxPixels);

    /** Frees what the backend holds (the V8 runtime). */
    void close();

    static void checkPixels(long width, long height, double scale, long maxPixels) {
        if ((double) width * height > maxPixels) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT,
                    "the image would be %d x %d pixels at scale %s; use a smaller scale or SVG", width, height, scale));
        }
    }
}
