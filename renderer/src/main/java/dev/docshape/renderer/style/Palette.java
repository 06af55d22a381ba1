package dev.docshape.renderer.style;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The colours of DocShape's diagrams, the same in the designer's canvas (light theme) and in the
 * exported SVG and PNG: the canvas's theme file {@code light.css} defines each as a {@code -ds-*}
 * variable with the value here ({@link #cssVariables()}; a test of the app keeps the two equal).
 */
public final class Palette {
    public static final String CANVAS = "#fbfbfc";
    public static final String SURFACE = "#ffffff";
    public static final String BORDER = "#d5d9df";
    public static final String BORDER_STRONG = "#b4bac3";
    public static final String FG = "#1f2328";
    public static final String FG_MUTED = "#5b636e";
    public static final String FG_SUBTLE = "#8a929c";
    /** The header of an entity that belongs to no collection group. */
    public static final String ENTITY_HEADER = "#f0f2f5";
    /** Lines, diamonds and badges of relationships whose children live inside the parent. */
    public static final String EMBEDDED = "#0f7b6c";
    public static final String EMBEDDED_SOFT = "#d6f2ec";
    /** Lines and badges of every other mapping (the children in documents of their own). */
    public static final String REFERENCED = "#6a55c8";
    public static final String REFERENCED_SOFT = "#ebe7fb";

    /** A colour group: a collection's owner and the entities embedded in it share one. */
    public record Tint(String soft, String strong) {
    }

    /** The colour groups, {@code tint-0} to {@code tint-7}. */
    public static final List<Tint> TINTS = List.of(
            new Tint("#dceafe", "#5b8fd8"),
            new Tint("#d9f4e3", "#3f9a62"),
            new Tint("#fcefc7", "#b8891a"),
            new Tint("#fbe2ef", "#c2528c"),
            new Tint("#ebe5fd", "#7f63d6"),
            new Tint("#d4f4f8", "#2e98aa"),
            new Tint("#ffe8d4", "#cc7a33"),
            new Tint("#e1e6fd", "#5566cc"));

    private Palette() {
    }

    /** The line and badge colour of a relationship: {@link #EMBEDDED} or {@link #REFERENCED}. */
    public static String line(boolean embedded) {
        return embedded ? EMBEDDED : REFERENCED;
    }

    /** The badge's fill: the soft form of {@link #line}. */
    public static String badgeFill(boolean embedded) {
        return embedded ? EMBEDDED_SOFT : REFERENCED_SOFT;
    }

    /** Every colour under the name of the canvas theme's variable for it ({@code -ds-embedded}). */
    public static Map<String, String> cssVariables() {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("-ds-canvas", CANVAS);
        v.put("-ds-surface", SURFACE);
        v.put("-ds-border", BORDER);
        v.put("-ds-border-strong", BORDER_STRONG);
        v.put("-ds-fg", FG);
        v.put("-ds-fg-muted", FG_MUTED);
        v.put("-ds-fg-subtle", FG_SUBTLE);
        v.put("-ds-entity-header", ENTITY_HEADER);
        v.put("-ds-embedded", EMBEDDED);
        v.put("-ds-embedded-soft", EMBEDDED_SOFT);
        v.put("-ds-referenced", REFERENCED);
        v.put("-ds-referenced-soft", REFERENCED_SOFT);
        for (int i = 0; i < TINTS.size(); i++) {
            v.put("-ds-tint-" + i, TINTS.get(i).soft());
            v.put("-ds-tint-" + i + "-strong", TINTS.get(i).strong());
        }
        return v;
    }
}
