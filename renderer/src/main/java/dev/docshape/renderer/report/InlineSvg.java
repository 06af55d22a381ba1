package dev.docshape.renderer.report;

import java.util.regex.Pattern;

/**
 * A standalone SVG document made fit to sit inside an HTML page: no XML declaration, document type
 * or comments, no namespace URLs (an inline {@code <svg>} needs none); the page's CSS scales it down to fit.
 */
final class InlineSvg {
    private static final Pattern PROLOGUE = Pattern.compile("(?s)\\A.*?(?=<svg[\\s>])");
    private static final Pattern COMMENT = Pattern.compile("(?s)<!--.*?-->");
    private static final Pattern NAMESPACE = Pattern.compile("\\s+xmlns(:\\w+)?=\"[^\"]*\"");

    private InlineSvg() {
    }

    static String of(String svgDocument) {
        String svg = PROLOGUE.matcher(svgDocument).replaceFirst("");
        svg = COMMENT.matcher(svg).replaceAll("");
        int openingEnd = svg.indexOf('>') + 1;
        // only the <svg> tag's own attributes: names in the drawing's text stay as they are
        return (NAMESPACE.matcher(svg.substring(0, openingEnd)).replaceAll("") + svg.substring(openingEnd)).strip();
    }
}
