package dev.docshape.app.designer.canvas;

import javafx.geometry.VPos;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;

/**
 * A card drawn simply, at a zoom where its text cannot be read (decision 0514): a box in the card's tint with its name
 * as large as the box allows, or the box alone when even that would be too small to read. It costs two nodes and a
 * few style rules where a full card costs a dozen nodes and its fields' text.
 */
final class CardSketch extends Region {
    /** The smallest line height on the screen, in pixels, at which the name is drawn (about a 7 px font); below it the box is drawn alone. */
    static final double READABLE_PX = 9;
    private static final double PAD = 8;

    private final Text name = new Text();
    private double zoom = 1;

    CardSketch() {
        getStyleClass().add("entity-sketch");
        name.getStyleClass().add("entity-sketch-name");
        name.setTextOrigin(VPos.TOP);
        name.setManaged(false);
        getChildren().add(name);
    }

    void setName(String text) {
        name.setText(text);
        requestLayout();
    }

    void setZoom(double zoom) {
        if (zoom == this.zoom) return;
        this.zoom = zoom;
        requestLayout();
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        var text = name.getLayoutBounds();
        if (text.getWidth() <= 0 || w <= 2 * PAD) {
            name.setVisible(false);
            return;
        }
        // as large as the box allows, and no larger on the screen than the full card's name
        double scale = Math.min(Math.min((w - 2 * PAD) / text.getWidth(), (h - PAD) / text.getHeight()), 1 / zoom);
        boolean readable = text.getHeight() * scale * zoom >= READABLE_PX;
        name.setVisible(readable);
        if (!readable) return;
        name.setScaleX(scale);
        name.setScaleY(scale);
        // scaled about its centre: its centre goes to the box's
        name.relocate(w / 2 - text.getWidth() / 2, h / 2 - text.getHeight() / 2);
    }
}
