package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;

import java.util.HashMap;
import java.util.Map;

/**
 * What brings the diagram into view: fitted whole beside the minimap (decision 0548), at a zoom it can be read at with
 * its hub in the middle (decisions 0568, 0576), and fitted again after a design switch when it was whole before (0559).
 */
final class ViewFit {
    /** The room left around the diagram when it is fitted into view. */
    private static final double FIT_MARGIN = 32;

    private final DiagramCanvas canvas;
    private final DiagramViewModel diagram;
    private final Viewport viewport;
    private final DiagramLayers content;
    private final CanvasChrome chrome;
    /** Whether the diagram was in view whole when its design was switched (see {@link #projectChanged}). */
    private boolean keepWhole;
    private boolean fitting;

    ViewFit(DiagramCanvas canvas, DiagramViewModel diagram, Viewport viewport, DiagramLayers content, CanvasChrome chrome) {
        this.canvas = canvas;
        this.diagram = diagram;
        this.viewport = viewport;
        this.content = content;
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
        if (viewport.zoom().get() >= DiagramCanvas.READABLE_ZOOM) return;
        fitting = true;
        try {
            viewport.zoomTo(DiagramCanvas.READABLE_ZOOM, 0, 0);
            canvas.applyCss();
            canvas.layout();
            Bounds extent = content.extent();
            EntityViewModel hub = hub();
            double z = DiagramCanvas.READABLE_ZOOM;
            double w = canvas.viewWidth() / z;
            double h = canvas.viewHeight() / z;
            // the hub in the middle, the view kept over the diagram (with its margin), never past its edges
            double margin = FIT_MARGIN / z;
            double left = within(hub == null ? extent.getMinX() : hub.centerX() - w / 2, extent.getMinX() - margin, extent.getMaxX() + margin - w);
            double top = within(hub == null ? extent.getMinY() : hub.centerY() - h / 2, extent.getMinY() - margin, extent.getMaxY() + margin - h);
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
        Bounds extent = content.extent();
        return extent.isEmpty() || canvas.visibleArea().contains(extent);
    }

    private void fit() {
        canvas.applyCss();
        canvas.layout();
        Bounds fitted = content.extent();
        viewport.fit(fitted, canvas.viewWidth(), canvas.viewHeight(), FIT_MARGIN);
        // labels waiting for a readable zoom are placed at this one, and may lie past the cards (decision 0549)
        canvas.layout();
        Bounds extent = content.extent();
        if (!fitted.equals(extent)) viewport.fit(extent, canvas.viewWidth(), canvas.viewHeight(), FIT_MARGIN);
        if (!chrome.overviewShown() || extent.isEmpty()) return;
        Rectangle2D map = chrome.overviewArea(canvas.getWidth(), canvas.getHeight());
        if (!anyCardUnder(map)) return;
        double beside = fitZoom(extent, map.getMinX(), canvas.viewHeight());
        double above = fitZoom(extent, canvas.viewWidth(), map.getMinY());
        if (beside >= above) viewport.fit(extent, map.getMinX(), canvas.viewHeight(), FIT_MARGIN);
        else viewport.fit(extent, canvas.viewWidth(), map.getMinY(), FIT_MARGIN);
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
