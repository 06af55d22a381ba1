package dev.docshape.app.designer.canvas;

import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

/**
 * Recognises a double-click from two primary clicks close in time and place, besides the
 * platform's own click count (which some platforms, like the headless one tests run on, never
 * raise above one).
 */
final class DoubleClick {
    /** The longest pause between the two clicks; the system property lets slow test machines allow more. */
    private static final long MAX_NANOS = Long.getLong("docshape.doubleClickMillis", 500) * 1_000_000L;
    private static final double MAX_DISTANCE = 5;

    private long lastTime;
    private double lastX = Double.NaN;
    private double lastY = Double.NaN;

    /** True when {@code e} (a MOUSE_CLICKED) completes a double-click. */
    boolean test(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY || !e.isStillSincePress()) {
            lastX = Double.NaN;
            return false;
        }
        long now = System.nanoTime();
        boolean close = !Double.isNaN(lastX) && now - lastTime < MAX_NANOS
                && Math.hypot(e.getScreenX() - lastX, e.getScreenY() - lastY) <= MAX_DISTANCE;
        if (e.getClickCount() >= 2 || close) {
            lastX = Double.NaN;
            return true;
        }
        lastTime = now;
        lastX = e.getScreenX();
        lastY = e.getScreenY();
        return false;
    }
}
