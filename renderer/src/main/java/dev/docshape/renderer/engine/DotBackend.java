package dev.docshape.renderer.engine;

import dev.docshape.renderer.RenderException;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Locale;

/** The native {@code dot} of an installed Graphviz, run through pipes. */
final class DotBackend implements Backend {
    private static final String PROBE = "digraph probe { a -> b }";

    private final DotProcess dot;
    private final EngineInfo info;

    private DotBackend(DotExecutable.Installed installed) {
        this.dot = new DotProcess(installed.path());
        this.info = new EngineInfo(EngineKind.DOT, "dot (" + installed.version() + ", " + installed.path() + ")");
    }

    /** Starts with the {@code dot} on the PATH, proving it lays out a tiny graph. */
    static DotBackend start() {
        DotExecutable.Installed installed = DotExecutable.find()
                .orElseThrow(() -> new RenderException("Graphviz (dot) is not installed or not on the PATH"));
        DotBackend backend = new DotBackend(installed);
        try {
            if (!backend.text(PROBE, TextFormat.JSON0).contains("\"objects\"")) {
                throw new RenderException("dot returned no layout for a two-node graph");
            }
        } catch (RenderException e) {
            throw new RenderException("the dot engine could not start (" + e.getMessage() + ")", e);
        }
        return backend;
    }

    @Override
    public EngineInfo info() {
        return info;
    }

    @Override
    public String text(String dotText, TextFormat format) {
        String type = format == TextFormat.JSON0 ? "json0" : "svg";
        return new String(dot.run(dotText, type), StandardCharsets.UTF_8);
    }

    /** {@code dot -Tpng} (cairo) at {@code 72 * scale} dots per inch: text measured and drawn with the same fonts. */
    @Override
    public BufferedImage png(String dotText, double scale, long maxPixels) {
        byte[] png = dot.run(dotText, "png", String.format(Locale.ROOT, "-Gdpi=%.3f", 72 * scale));
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(png))) {
            Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
            if (!readers.hasNext()) throw new RenderException("dot wrote no PNG image");
            ImageReader reader = readers.next();
            try {
                reader.setInput(in);
                Backend.checkPixels(reader.getWidth(0), reader.getHeight(0), scale, maxPixels);
                return reader.read(0);
            } finally {
                reader.dispose();
            }
        } catch (IOException e) {
            throw new RenderException("could not read the PNG image dot wrote: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        // every call is its own process: nothing held
    }
}
