package dev.docshape.app.designer.canvas;

import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.control.ScrollBar;
import javafx.scene.layout.Region;

/**
 * The canvas's scroll bars and the corner between them: their range covers the diagram, a margin
 * around it and the view wherever it is; moving a bar pans the view.
 */
final class CanvasScrollBars {
    private static final double SCROLL_PAD = 200;

    private final Viewport viewport;
    private final ScrollBar hbar = new ScrollBar();
    private final ScrollBar vbar = new ScrollBar();
    private final Region corner = new Region();
    private boolean syncing;

    CanvasScrollBars(Viewport viewport) {
        this.viewport = viewport;
        hbar.setOrientation(Orientation.HORIZONTAL);
        vbar.setOrientation(Orientation.VERTICAL);
        hbar.setId("canvas-hbar");
        vbar.setId("canvas-vbar");
        corner.getStyleClass().add("canvas-corner");
        hbar.valueProperty().addListener(obs -> scrolled());
        vbar.valueProperty().addListener(obs -> scrolled());
    }

    ScrollBar horizontal() {
        return hbar;
    }

    ScrollBar vertical() {
        return vbar;
    }

    Region corner() {
        return corner;
    }

    /** The width the vertical bar takes from the view. */
    double barWidth() {
        return vbar.prefWidth(-1);
    }

    /** The height the horizontal bar takes from the view. */
    double barHeight() {
        return hbar.prefHeight(-1);
    }

    /** Sets both bars for the diagram's box {@code content} (canvas units) and a view of {@code width} by {@code height} pixels. */
    void update(Bounds content, double width, double height) {
        syncing = true;
        try {
            double z = viewport.zoom().get();
            set(hbar, content.isEmpty() ? 0 : content.getMinX() * z, content.isEmpty() ? 0 : content.getMaxX() * z,
                    -viewport.offsetX().get(), width);
            set(vbar, content.isEmpty() ? 0 : content.getMinY() * z, content.isEmpty() ? 0 : content.getMaxY() * z,
                    -viewport.offsetY().get(), height);
        } finally {
            syncing = false;
        }
    }

    /** Places the bars along the right and bottom edges of a canvas of {@code width} by {@code height}. */
    void layout(double width, double height) {
        double bw = barWidth();
        double bh = barHeight();
        hbar.resizeRelocate(0, height - bh, width - bw, bh);
        vbar.resizeRelocate(width - bw, 0, bw, height - bh);
        corner.resizeRelocate(width - bw, height - bh, bw, bh);
    }

    private void scrolled() {
        if (syncing) return;
        viewport.offsetX().set(-hbar.getValue());
        viewport.offsetY().set(-vbar.getValue());
    }

    /** Sets {@code bar} for content from {@code contentMin} to {@code contentMax} and a view of {@code extent} at {@code value} (view pixels). */
    private static void set(ScrollBar bar, double contentMin, double contentMax, double value, double extent) {
        double min = Math.min(contentMin - SCROLL_PAD, value);
        double max = Math.max(contentMax + SCROLL_PAD - extent, value);
        bar.setMin(min);
        bar.setMax(Math.max(min, max));
        bar.setVisibleAmount(Math.max(1, extent * (max - min) / Math.max(1, max - min + extent)));
        bar.setUnitIncrement(Viewport.GRID * 2);
        bar.setBlockIncrement(extent * 0.8);
        bar.setValue(value);
    }
}
