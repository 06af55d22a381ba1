package dev.docshape.app.designer.canvas;

import javafx.geometry.Bounds;
import javafx.geometry.Insets;

/**
 * The sizes of a relationship's badge and caption computed from their texts, so labels are placed for
 * lines that have no nodes yet (decision 0296). The fonts and the badge's insets are read once from one
 * line styled by the theme, as a card's are (decision 0385).
 */
final class LineLabelSizes {
    /** Room on each side of a caption's text, inside its background. */
    static final double CAPTION_PAD = 3;

    private final CardMetrics.Style caption;
    private final CardMetrics.Style badge;
    private final Insets outer;
    private final Insets face;
    private final double scaleX;
    private final double scaleY;
    private final TextMeasure measure = new TextMeasure();

    LineLabelSizes(CardMetrics.Style caption, CardMetrics.Style badge, Insets outer, Insets face, double scaleX, double scaleY) {
        this.caption = caption;
        this.badge = badge;
        this.outer = outer;
        this.face = face;
        this.scaleX = scaleX;
        this.scaleY = scaleY;
    }

    /** The badge's width and height for a mapping word, as its two nested panes lay it out (each rounds up to whole pixels). */
    double[] badge(String word) {
        Bounds text = measure.of(word, badge);
        double faceW = snapX(face.getLeft() + snapX(text.getWidth()) + face.getRight());
        double faceH = snapY(face.getTop() + snapY(text.getHeight()) + face.getBottom());
        return new double[] {snapX(outer.getLeft() + faceW + outer.getRight()), snapY(outer.getTop() + faceH + outer.getBottom())};
    }

    /** The caption's width (its text and the padding of its background) and height. */
    double[] caption(String text) {
        Bounds b = measure.of(text, caption);
        return new double[] {b.getWidth() + 2 * CAPTION_PAD, b.getHeight()};
    }

    private double snapX(double value) {
        return Math.ceil(value * scaleX - 1e-14) / scaleX;
    }

    private double snapY(double value) {
        return Math.ceil(value * scaleY - 1e-14) / scaleY;
    }
}
