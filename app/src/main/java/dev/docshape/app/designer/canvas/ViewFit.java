package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.layout.Region;

import java.util.HashMap;
import java.util.Map;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * What brings the diagram into view: fitted whole beside the minimap (decision 0548), at a zoom it can be read at with
 * its hub in the middle (decisions 0568, 0576), and fitted again after a design switch when it was whole before (0559).
 */
final class ViewFit {
    /** The smallest zoom at which a card's field names (12.5 px) are about 9 px on the screen: read without effort. */
    static final double READABLE_ZOOM = 0.72;
    /** The room left around the diagram when it is fitted into view. */
    private static final double FIT_MARGIN = 32;

    private final Region canvas;
    private final DoubleSupplier viewWidth;
    private final DoubleSupplier viewHeight;
    private final Supplier<Bounds> extent;
    private final DiagramViewModel diagram;
    private final Viewport viewport;
    private final CanvasChrome chrome;
    /** Whether the diagram was in view whole when its design was switched (see {@link #projectChanged}). */
    private boolean keepWhole;
    private boolean fitting;

    /**
     * @param canvas     the region the diagram is drawn in (laid out before a fit)
     * @param viewWidth  its drawing area's width, without the scroll bar; {@code viewHeight} likewise
     * @param extent     the box around every card and label, in canvas units
     */
    ViewFit(Region canvas, DoubleSupplier viewWidth, DoubleSupplier viewHeight, Supplier<Bounds> extent,
            DiagramViewModel diagram, Viewport viewport, CanvasChrome chrome) {
        this.canvas = canvas;
        this.viewWidth = viewWidth;
        this.viewHeight = viewHeight;
        this.extent = extent;
        this.diagram = diagram;
        this.viewport = viewport;
        this.chrome = chrome;
    }

    /** The view was zoomed or panned: by the user, unless a fit is under way. */
    void viewMoved() {
        if (!fitting) keepWhole = false;
    }

    /** See {@link DiagramCanvas#projectChanged}. */
    void projectChanged(boolean designSwitched) {
        keepWhole = designSwitched && showsWhole();
    }

    /** After the diagram changed: fitted again if it was whole after a design switch and no longer is. */
    void refreshed() {
        if (keepWhole && !showsWhole()) {
            keepWhole = false;
            fitToWindow();
        }
    }

    /** See {@link DiagramCanvas#fitToWindow}. */
    void fitToWindow() {
        fitting = true;
        try {
            fit();
        } finally {
            fitting = false;
        }
    }

    /** See {@link DiagramCanvas#fitReadable}. */
    void fitReadable() {
        fitToWindow();
        if (viewport.zoom().get() >= READABLE_ZOOM) return;
        fitting = true;
        try {
            viewport.zoomTo(READABLE_ZOOM, 0, 0);
            canvas.applyCss();
            canvas.layout();
            Bounds whole = extent.get();
            EntityViewModel hub = hub();
            double z = READABLE_ZOOM;
            double w = viewWidth.getAsDouble() / z;
            double h = viewHeight.getAsDouble() / z;
            // the hub in the middle, the view kept over the diagram (with its margin), never past its edges
            double margin = FIT_MARGIN / z;
            double left = within(hub == null ? whole.getMinX() : hub.centerX() - w / 2, whole.getMinX() - margin, whole.getMaxX() + margin - w);
            double top = within(hub == null ? whole.getMinY() : hub.centerY() - h / 2, whole.getMinY() - margin, whole.getMaxY() + margin - h);
            viewport.offsetX().set(-left * z);
            viewport.offsetY().set(-top * z);
        } finally {
            fitting = false;
        }
    }

    /** {@code value} moved into {@code [low, high]}; {@code low} when the range is empty. */
    private static double within(double value, double low, double high) {
        return Math.max(low, Math.min(high, value));
    }

    /** The entity with most relationships, the first in the model's order among equals; null without relationships. */
    private EntityViewModel hub() {
        Map<String, Integer> ends = new HashMap<>();
        for (RelationshipViewModel r : diagram.relationships().values()) {
            ends.merge(r.relationship().parent(), 1, Integer::sum);
            ends.merge(r.relationship().child(), 1, Integer::sum);
        }
        EntityViewModel hub = null;
        int most = 0;
        for (EntityViewModel vm : diagram.entities().values()) {
            int n = ends.getOrDefault(vm.id(), 0);
            if (n > most) {
                most = n;
                hub = vm;
            }
        }
        return hub;
    }

    /** Whether every card and label of the diagram is inside the view. */
    private boolean showsWhole() {
        Bounds whole = extent.get();
        return whole.isEmpty() || visibleArea().contains(whole);
    }

    /** See {@link DiagramCanvas#visibleArea}. */
    Bounds visibleArea() {
        Point2D a = viewport.toCanvas(0, 0);
        Point2D b = viewport.toCanvas(viewWidth.getAsDouble(), viewHeight.getAsDouble());
        return new BoundingBox(a.getX(), a.getY(), b.getX() - a.getX(), b.getY() - a.getY());
    }

    private void fit() {
        canvas.applyCss();
        canvas.layout();
        Bounds fitted = extent.get();
        viewport.fit(fitted, viewWidth.getAsDouble(), viewHeight.getAsDouble(), FIT_MARGIN);
        // labels waiting for a readable zoom are placed at this one, and may lie past the cards (decision 0549)
        canvas.layout();
        Bounds laidOut = extent.get();
        if (!fitted.equals(laidOut)) viewport.fit(laidOut, viewWidth.getAsDouble(), viewHeight.getAsDouble(), FIT_MARGIN);
        if (!chrome.overviewShown() || laidOut.isEmpty()) return;
        Rectangle2D map = chrome.overviewArea(canvas.getWidth(), canvas.getHeight());
        if (!anyCardUnder(map)) return;
        double beside = fitZoom(laidOut, map.getMinX(), viewHeight.getAsDouble());
        double above = fitZoom(laidOut, viewWidth.getAsDouble(), map.getMinY());
        if (beside >= above) viewport.fit(laidOut, map.getMinX(), viewHeight.getAsDouble(), FIT_MARGIN);
        else viewport.fit(laidOut, viewWidth.getAsDouble(), map.getMinY(), FIT_MARGIN);
    }

    private static double fitZoom(Bounds extent, double w, double h) {
        return Math.min((w - 2 * FIT_MARGIN) / extent.getWidth(), (h - 2 * FIT_MARGIN) / extent.getHeight());
    }

    /** Whether a card, as the view shows it now, overlaps {@code area} of the canvas. */
    private boolean anyCardUnder(Rectangle2D area) {
        double z = viewport.zoom().get();
        double dx = viewport.offsetX().get();
        double dy = viewport.offsetY().get();
        for (EntityViewModel vm : diagram.entities().values()) {
            if (area.intersects(vm.x().get() * z + dx, vm.y().get() * z + dy, vm.width().get() * z, vm.height().get() * z)) return true;
        }
        return false;
    }
}
