package dev.docshape.app.ui;

import javafx.geometry.Dimension2D;
import javafx.stage.Window;

/**
 * The size of a window opened over the designer window (a tool window, the import wizard): the size it asks for, but
 * within its owner less {@link #MARGIN} each way, as the owner is within the screen (decisions 0532, 0539).
 */
public final class OwnedSize {
    /** Room left around a window opened over its owner. */
    public static final double MARGIN = 80;

    private OwnedSize() {
    }

    /** {@code width} x {@code height}, made to fit inside {@code owner} (none: as asked). */
    public static Dimension2D within(Window owner, double width, double height) {
        if (owner == null) return new Dimension2D(width, height);
        return new Dimension2D(Math.min(width, owner.getWidth() - MARGIN), Math.min(height, owner.getHeight() - MARGIN));
    }
}
