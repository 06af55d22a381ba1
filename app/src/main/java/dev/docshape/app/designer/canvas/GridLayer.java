package dev.docshape.app.designer.canvas;

import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.PathElement;

import java.util.ArrayList;
import java.util.List;

/**
 * The snapping grid behind the diagram, drawn in screen space for the visible area only. It is
 * kept as a bitmap: a drag frame repaints the areas its moved cards and lines cover, and copying
 * the grid's pixels there costs less than rasterizing its lines in each area again (decision 0389).
 * It is drawn anew only when the view scrolls or zooms.
 */
final class GridLayer extends Path {
    private static final double MIN_SPACING = 10;

    private Drawn drawn;

    /** What the grid was last drawn for. */
    private record Drawn(double zoom, double x, double y, double width, double height, boolean visible) {
    }

    GridLayer() {
        getStyleClass().add("canvas-grid");
        setMouseTransparent(true);
        setManaged(false);
        setCache(true);
    }

    /** Draws the grid for the view, unless it is drawn for it already: redrawing it repaints the whole view. */
    void redraw(Viewport viewport, double width, double height, boolean visible) {
        Drawn now = new Drawn(viewport.zoom().get(), viewport.offsetX().get(), viewport.offsetY().get(), width, height, visible);
        if (now.equals(drawn)) return;
        drawn = now;
        setVisible(visible);
        if (!visible) return;
        double spacing = Viewport.GRID * viewport.zoom().get();
        while (spacing < MIN_SPACING) spacing *= 4;
        List<PathElement> lines = new ArrayList<>();
        double startX = mod(viewport.offsetX().get(), spacing);
        double startY = mod(viewport.offsetY().get(), spacing);
        for (double x = startX; x <= width; x += spacing) {
            double px = Math.round(x) + 0.5;
            lines.add(new MoveTo(px, 0));
            lines.add(new LineTo(px, height));
        }
        for (double y = startY; y <= height; y += spacing) {
            double py = Math.round(y) + 0.5;
            lines.add(new MoveTo(0, py));
            lines.add(new LineTo(width, py));
        }
        getElements().setAll(lines);
    }

    private static double mod(double value, double m) {
        double r = value % m;
        return r < 0 ? r + m : r;
    }
}
