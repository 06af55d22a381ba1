package dev.docshape.renderer.engine;

import dev.docshape.renderer.RenderException;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The width and height an SVG document declares on its root element, in pixels. */
record SvgSize(int width, int height) {
    private static final Pattern ROOT = Pattern.compile(
            "<svg[^>]*?\\swidth=\"([0-9.]+)(?:px|pt)?\"[^>]*?\\sheight=\"([0-9.]+)(?:px|pt)?\"");

    static SvgSize of(String svg) {
        Matcher m = ROOT.matcher(svg);
        if (!m.find()) throw new RenderException("graphviz returned an SVG document without a size");
        return new SvgSize((int) Math.round(Double.parseDouble(m.group(1))), (int) Math.round(Double.parseDouble(m.group(2))));
    }
}
