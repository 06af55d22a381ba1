package dev.docshape.renderer.engine;

import dev.docshape.renderer.RenderException;

import java.awt.image.BufferedImage;
import java.util.function.Function;

/** Runs DOT text through the current engine (see {@link Engines}), one call at a time. */
public final class GraphvizRunner {

    private GraphvizRunner() {
    }

    /** The layout as graphviz's {@code json0} output (positions in points, y up). */
    public static String json0(String dot) {
        return run(dot, backend -> backend.text(dot, Backend.TextFormat.JSON0));
    }

    /** The drawing as a standalone SVG document (with its XML declaration). */
    public static String svg(String dot) {
        return run(dot, backend -> backend.text(dot, Backend.TextFormat.SVG));
    }

    /**
     * The drawing as an image, {@code scale} pixels per point (1 = the natural size).
     *
     * @param maxPixels refuse, before decoding or drawing, an image with more pixels than this
     */
    public static BufferedImage png(String dot, double scale, long maxPixels) {
        return run(dot, backend -> backend.png(dot, scale, maxPixels));
    }

    private static <T> T run(String dot, Function<Backend, T> work) {
        if (dot == null || dot.isBlank()) throw new IllegalArgumentException("DOT text must not be empty");
        return Engines.call(backend -> {
            try {
                return work.apply(backend);
            } catch (IllegalArgumentException e) {
                throw e;
            } catch (RuntimeException e) {
                throw new RenderException("graphviz (" + backend.info().name() + ") failed: " + Engines.firstLine(e), e);
            }
        });
    }
}
