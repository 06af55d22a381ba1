package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;

import java.util.Comparator;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * What the canvas shows around the diagram: the grid behind it, and over it the scroll bars, the minimap and the box
 * that finds an entity by name. Laid out over the canvas and brought up to date with the view and the diagram.
 */
final class CanvasChrome {
    private static final double FINDER_WIDTH = 300;

    private final Viewport viewport;
    private final GridLayer grid = new GridLayer();
    private final CanvasScrollBars bars;
    private final Minimap minimap;
    private final EntityFinder finder;
    private final javafx.beans.property.BooleanProperty mapHidden = new javafx.beans.property.SimpleBooleanProperty();

    /** {@code centreOn}: scrolls the view so that a canvas point is in its middle (a click on the minimap). */
    CanvasChrome(DiagramViewModel diagram, Viewport viewport, BiConsumer<Double, Double> centreOn) {
        this.viewport = viewport;
        bars = new CanvasScrollBars(viewport);
        minimap = new Minimap(diagram.entities(), centreOn);
        minimap.visibleProperty().bind(viewport.minimapVisible().and(mapHidden.not()));
        finder = new EntityFinder(diagram.entities());
    }

    /** The node drawn behind the diagram. */
    Node behind() {
        return grid;
    }

    /** The nodes drawn over the diagram. */
    List<Node> over() {
        return List.of(bars.horizontal(), bars.vertical(), bars.corner(), minimap, finder);
    }

    double barWidth() {
        return bars.barWidth();
    }

    double barHeight() {
        return bars.barHeight();
    }

    /** Places the bars, the minimap and the finder in a canvas of {@code w} by {@code h}. */
    void layout(double w, double h) {
        double bw = bars.barWidth();
        double bh = bars.barHeight();
        bars.layout(w, h);
        Rectangle2D map = overviewArea(w, h);
        minimap.resizeRelocate(map.getMinX(), map.getMinY(), map.getWidth(), map.getHeight());
        double fw = Math.min(FINDER_WIDTH, Math.max(0, w - bw - 24));
        finder.resizeRelocate(w - bw - fw - 12, 12, fw, finder.prefHeight(fw));
    }

    /** Where the minimap is in a canvas of {@code w} by {@code h}: its bottom right corner, clear of the scroll bars. */
    Rectangle2D overviewArea(double w, double h) {
        double bw = bars.barWidth();
        double bh = bars.barHeight();
        double mw = Minimap.widthIn(w - bw, h - bh);
        double mh = mw * Minimap.HEIGHT / Minimap.WIDTH;
        return new Rectangle2D(w - bw - mw - 12, h - bh - mh - 12, mw, mh);
    }

    /** Hides the minimap while the diagram is hidden, or lets it show again. */
    void hideMap(boolean hidden) {
        mapHidden.set(hidden);
    }

    /** Whether the minimap is shown over the diagram. */
    boolean overviewShown() {
        return minimap.isVisible();
    }

    /**
     * Brings the grid, the scroll bars and the minimap up to date: {@code content} is the diagram's extent and
     * {@code visible} the part of it in view (canvas units), in a drawing area of {@code w} by {@code h}.
     */
    void update(Bounds content, Bounds visible, double w, double h) {
        grid.redraw(viewport, w, h, viewport.snapToGrid().get());
        bars.update(content, w, h);
        if (!content.isEmpty()) minimap.update(content, visible);
        else minimap.update(visible, visible);
    }

    /**
     * Opens the box that finds an entity by name, saying {@code prompt}, the names in {@code order}; the id of the one
     * picked goes to {@code picked}.
     */
    void find(String prompt, Comparator<EntityViewModel> order, Consumer<String> picked) {
        finder.setOnPicked(picked);
        finder.open(prompt, order);
    }
}
