package dev.docshape.renderer.engine;

import dev.docshape.renderer.RenderException;
import guru.nidi.graphviz.engine.Format;
import guru.nidi.graphviz.engine.Graphviz;
import guru.nidi.graphviz.engine.GraphvizEngine;
import guru.nidi.graphviz.engine.GraphvizV8Engine;
import guru.nidi.graphviz.engine.Rasterizer;

import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Graphviz compiled to JavaScript (viz.js 2.1.3), run by the V8 engine of the j2v8 jar through
 * graphviz-java, whose engine is a static shared object: this backend installs it there.
 */
final class V8Backend implements Backend {
    private static final String J2V8_VERSION = "4.6.0";
    private static final String VIZ_JS_VERSION = "2.1.3";
    private static final String PROBE = "digraph probe { a -> b }";
    /** viz.js starts with 16 MB, which a few hundred HTML-table boxes outgrow. */
    private static final int MEMORY_BYTES = 256 * 1024 * 1024;
    private static final Pattern FONT_FAMILY = Pattern.compile("font-family=\"[^\"]*\"");

    private static final EngineInfo INFO =
            new EngineInfo(EngineKind.V8, "V8 (j2v8 " + J2V8_VERSION + ", viz.js " + VIZ_JS_VERSION + ")");

    private V8Backend() {
    }

    /** Makes V8 graphviz-java's engine, proving it lays out a tiny graph (about a second). */
    static V8Backend start() {
        String platform = System.getProperty("os.name") + " " + System.getProperty("os.arch");
        try {
            GraphvizEngine engine = new GraphvizV8Engine(CacheFolder.of("j2v8-" + J2V8_VERSION).toString());
            Graphviz.useEngine(engine);
            String probe = Graphviz.fromString(PROBE).render(Format.JSON0).toString();
            if (!probe.contains("\"objects\"")) throw new RenderException("V8 returned no layout for a two-node graph");
            return new V8Backend();
        } catch (java.io.IOException e) {
            throw new RenderException("cannot create the cache folder for the V8 engine's native library: " + e.getMessage(), e);
        } catch (LinkageError | RuntimeException e) {
            Graphviz.releaseEngine();
            throw new RenderException("the bundled V8 engine does not run on " + platform + " (" + Engines.firstLine(e) + ")", e);
        }
    }

    @Override
    public EngineInfo info() {
        return INFO;
    }

    @Override
    public String text(String dot, TextFormat format) {
        return graphviz(dot).render(format == TextFormat.JSON0 ? Format.JSON0 : Format.SVG_STANDALONE).toString();
    }

    /**
     * The SVG drawn by Java (svgSalamander). viz.js sizes Helvetica text with Helvetica's metrics,
     * and the SVG asks for "Helvetica,sans-Serif", a family list Java cannot resolve (it would fall
     * back to a wide serif font and text would spill out of the boxes): draw with an installed font
     * of Helvetica's widths instead.
     */
    @Override
    public BufferedImage png(String dot, double scale, long maxPixels) {
        Graphviz graphviz = graphviz(dot).scale(scale);
        String svg = graphviz.render(Format.SVG).toString();
        SvgSize size = SvgSize.of(svg);
        Backend.checkPixels(size.width(), size.height(), scale, maxPixels);
        String drawable = FONT_FAMILY.matcher(svg).replaceAll("font-family=\"" + HelveticaLike.FAMILY + "\"");
        return Rasterizer.SALAMANDER.rasterize(graphviz, graphics -> { }, drawable);
    }

    @Override
    public void close() {
        Graphviz.releaseEngine();
    }

    private static Graphviz graphviz(String dot) {
        return Graphviz.fromString(dot).totalMemory(MEMORY_BYTES);
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
