package dev.docshape.app.designer.canvas;

import javafx.scene.control.ScrollBar;

/** The canvas's scroll bars: their range covers the diagram, a margin around it and the view wherever it is. */
final class CanvasScrollBars {
    private static final double SCROLL_PAD = 200;

    private CanvasScrollBars() {
    }

    /** Sets {@code bar} for content from {@code contentMin} to {@code contentMax} and a view of {@code extent} at {@code value} (view pixels). */
    static void set(ScrollBar bar, double contentMin, double contentMax, double value, double extent) {
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
