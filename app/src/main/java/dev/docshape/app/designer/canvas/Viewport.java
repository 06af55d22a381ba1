package dev.docshape.app.designer.canvas;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;

/**
 * Where the canvas looks: a zoom factor and the screen position of the canvas origin. A canvas
 * point {@code p} is drawn at {@code offset + zoom * p} inside the canvas region.
 */
public final class Viewport {
    public static final double MIN_ZOOM = 0.1;
    public static final double MAX_ZOOM = 4.0;
    public static final double ZOOM_STEP = 1.2;
    public static final double GRID = 20;

    private final ReadOnlyDoubleWrapper zoom = new ReadOnlyDoubleWrapper(this, "zoom", 1);
    private final DoubleProperty offsetX = new SimpleDoubleProperty(this, "offsetX", 40);
    private final DoubleProperty offsetY = new SimpleDoubleProperty(this, "offsetY", 40);
    private final BooleanProperty snapToGrid = new SimpleBooleanProperty(this, "snapToGrid", true);
    private final BooleanProperty minimapVisible = new SimpleBooleanProperty(this, "minimapVisible", true);

    public ReadOnlyDoubleProperty zoom() {
        return zoom.getReadOnlyProperty();
    }

    public DoubleProperty offsetX() {
        return offsetX;
    }

    public DoubleProperty offsetY() {
        return offsetY;
    }

    public BooleanProperty snapToGrid() {
        return snapToGrid;
    }

    public BooleanProperty minimapVisible() {
        return minimapVisible;
    }

    /** Sets the zoom, keeping the canvas point under ({@code screenX}, {@code screenY}) in place. */
    public void zoomTo(double newZoom, double screenX, double screenY) {
        double clamped = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, newZoom));
        Point2D anchor = toCanvas(screenX, screenY);
        zoom.set(clamped);
        offsetX.set(screenX - anchor.getX() * clamped);
        offsetY.set(screenY - anchor.getY() * clamped);
    }

    public void zoomBy(double factor, double screenX, double screenY) {
        zoomTo(zoom.get() * factor, screenX, screenY);
    }

    public void panBy(double dx, double dy) {
        offsetX.set(offsetX.get() + dx);
        offsetY.set(offsetY.get() + dy);
    }

    /** Zooms and pans so that {@code content} (canvas units) fills a view of the given size. */
    public void fit(Bounds content, double viewWidth, double viewHeight, double margin) {
        if (content == null || content.isEmpty() || viewWidth <= 2 * margin || viewHeight <= 2 * margin) return;
        double z = Math.min((viewWidth - 2 * margin) / content.getWidth(), (viewHeight - 2 * margin) / content.getHeight());
        z = Math.max(MIN_ZOOM, Math.min(1, z));
        zoom.set(z);
        offsetX.set((viewWidth - content.getWidth() * z) / 2 - content.getMinX() * z);
        offsetY.set((viewHeight - content.getHeight() * z) / 2 - content.getMinY() * z);
    }

    /** Centres the canvas point ({@code x}, {@code y}) in a view of the given size. */
    public void centerOn(double x, double y, double viewWidth, double viewHeight) {
        offsetX.set(viewWidth / 2 - x * zoom.get());
        offsetY.set(viewHeight / 2 - y * zoom.get());
    }

    public Point2D toCanvas(double screenX, double screenY) {
        double z = zoom.get();
        return new Point2D((screenX - offsetX.get()) / z, (screenY - offsetY.get()) / z);
    }

    /** Rounds a canvas coordinate to the grid when snapping is on. */
    public double snap(double value) {
        return snapToGrid.get() ? Math.round(value / GRID) * GRID : value;
    }
}
