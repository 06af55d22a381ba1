package dev.docshape.app.designer.canvas;

import javafx.geometry.Insets;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * What a card's size depends on besides its texts, read once from a styled card: the fonts and line
 * spacing of its texts and the insets of its parts, as the theme sets them (decision 0385).
 */
record CardMetrics(Style name, Style host, Style fieldNames, Style fieldTypes, Style keptNames, Style keptKinds, Style add,
                   String addText, Insets body, double bodySpacing, Insets header, Insets fields, Insets kept, double scaleX,
                   double scaleY) {

    /** A length rounded up to whole pixels of the screen, as a JavaFX region snaps a child's size. */
    double snapX(double value) {
        return Math.ceil(value * scaleX - 1e-14) / scaleX;
    }

    double snapY(double value) {
        return Math.ceil(value * scaleY - 1e-14) / scaleY;
    }

    /** A text's font and line spacing: what its size depends on besides its words. */
    record Style(Font font, double lineSpacing) {
        static Style of(Text text) {
            return new Style(text.getFont(), text.getLineSpacing());
        }
    }
}
