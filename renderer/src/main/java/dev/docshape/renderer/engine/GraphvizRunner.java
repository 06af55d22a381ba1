package dev.docshape.renderer.engine;

import dev.docshape.renderer.RenderException;
import guru.nidi.graphviz.engine.Format;
import guru.nidi.graphviz.engine.Graphviz;

import java.awt.image.BufferedImage;
import java.util.Locale;

/** Runs DOT text through the current engine (see {@link Engines}) on the graphviz thread. */
public final class GraphvizRunner {

    /**
     * Memory for the JavaScript build of graphviz (ignored by {@code dot}). viz.js starts with
     * 16 MB, which a few hundred boxes with HTML labels outgrow.
     */
    private static final int V8_MEMORY_BYTES = 256 * 1024 * 1024;

    private GraphvizRunner() {
    }

    /** The layout as graphviz's {@code json0} output (positions in points, y up). */
    public static String json0(String dot) {
        return text(dot, Format.JSON0);
    }

    /** The drawing as a standalone SVG document (with its XML declaration), sized in pixels. */
    public static String svg(String dot) {
        return text(dot, Format.SVG_STANDALONE);
    }

    /**
     * The drawing as an image, {@code scale} pixels per point (1 = the natural size).
     *
     * @param maxPixels refuse, before drawing, an image with more pixels than this
     */
    public static BufferedImage png(String dot, double scale, long maxPixels) {
        return Engines.call(() -> {
            try {
                Graphviz graphviz = prepared(dot).scale(scale);
                String svg = graphviz.render(Format.SVG).toString();
                SvgSize size = SvgSize.of(svg);
                if ((double) size.width() * size.height() > maxPixels) {
                    throw new IllegalArgumentException(String.format(Locale.ROOT,
                            "the image would be %d x %d pixels at scale %s; use a smaller scale or SVG",
                            size.width(), size.height(), scale));
                }
                return Engines.current().kind() == EngineKind.DOT
                        ? PngDrawing.withDot(dot, scale, V8_MEMORY_BYTES)
                        : PngDrawing.fromSvg(graphviz, svg);
            } catch (IllegalArgumentException e) {
                throw e;
            } catch (RuntimeException e) {
                throw failure(e);
            }
        });
    }

    private static String text(String dot, Format format) {
        return Engines.call(() -> {
            try {
                return prepared(dot).render(format).toString();
            } catch (RuntimeException e) {
                throw failure(e);
            }
        });
    }

    private static Graphviz prepared(String dot) {
        if (dot == null || dot.isBlank()) throw new IllegalArgumentException("DOT text must not be empty");
        return Graphviz.fromString(dot).totalMemory(V8_MEMORY_BYTES);
    }

    private static RenderException failure(RuntimeException e) {
        if (e instanceof RenderException known) return known;
        return new RenderException("graphviz (" + Engines.nameInUse() + ") failed: " + Engines.firstLine(e), e);
    }
}
