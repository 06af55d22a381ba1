package dev.docshape.app.designer;

import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;

/**
 * The window's first size (decision 0532): {@link DesignerWindow#WIDTH} x {@link DesignerWindow#HEIGHT}, or, on a
 * screen too small for it, the screen's usable area less room for the window's frame and title bar, so that the
 * menu bar, the toolbar's ends and the status bar are on the screen rather than past its edges.
 */
final class WindowSize {
    /** Room left across a small screen for the frame's two sides. */
    static final double FRAME_ACROSS = 16;
    /** Room left down a small screen for the title bar and the frame's bottom. */
    static final double FRAME_DOWN = 48;

    private WindowSize() {
    }

    /** The scene's size on the primary screen. */
    static Dimension2D onPrimaryScreen() {
        return on(Screen.getPrimary().getVisualBounds());
    }

    /** The scene's size on a screen whose usable area is {@code screen}. */
    static Dimension2D on(Rectangle2D screen) {
        double width = DesignerWindow.WIDTH <= screen.getWidth() ? DesignerWindow.WIDTH : screen.getWidth() - FRAME_ACROSS;
        double height = DesignerWindow.HEIGHT <= screen.getHeight() ? DesignerWindow.HEIGHT : screen.getHeight() - FRAME_DOWN;
        return new Dimension2D(Math.max(DesignerWindow.MIN_WIDTH, width), Math.max(DesignerWindow.MIN_HEIGHT, height));
    }
}
