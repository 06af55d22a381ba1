package dev.docshape.app.analysis;

import javafx.scene.control.TableCell;

import java.util.Objects;
import java.util.function.Function;

/**
 * A table cell of one figure, right-aligned, on at most two lines: the figure, and under it, small
 * and muted, what it is compared with: after a change the figure before it, struck through (the
 * note's pseudo-class {@code :was}); beside a snapshot {@code vs} and the snapshot's figure. Two
 * short lines keep a column as narrow as its widest number, where {@code 984 B → 1008 B} on one
 * line made the tables scroll sideways. The cell carries the pseudo-class {@code :better} or
 * {@code :worse}, which colours the figure.
 *
 * @param <S> the table's row type
 * @param <T> the column's item type
 */
public final class FigureCell<S, T> extends TableCell<S, T> {
    /** Style class of the figure's label. */
    public static final String VALUE = "figure-value";
    /** Style class of the label under the figure. */
    public static final String NOTE = "figure-note";

    /**
     * What a cell shows.
     *
     * @param value     the figure as written
     * @param note      the line under it, or null for none
     * @param was       true when the note is the figure before a change: it is struck through
     * @param direction negative when the figure is better than what it is compared with, positive when worse
     * @param tooltip   the cell's tooltip, or null
     */
    public record Shown(String value, String note, boolean was, int direction, String tooltip) {
        public Shown {
            Objects.requireNonNull(value, "value");
        }

        /** Just the figure. */
        public static Shown plain(String value) {
            return new Shown(value, null, false, 0, null);
        }

        /** The figure now, with the figure before the change under it, struck through. */
        public static Shown moved(String now, String before, int direction, String tooltip) {
            return new Shown(now, Objects.requireNonNull(before, "before"), true, direction, tooltip);
        }

        /** The figure, with what it is compared with under it ({@code vs 1}). */
        public static Shown versus(String value, String other, int direction, String tooltip) {
            return new Shown(value, Objects.requireNonNull(other, "other"), false, direction, tooltip);
        }
    }

    private final Function<T, Shown> show;
    private final FigureLines lines = new FigureLines(this);

    /** @param show what to show for an item (never called with null) */
    public FigureCell(Function<T, Shown> show) {
        this.show = Objects.requireNonNull(show, "show");
    }

    @Override
    protected void updateItem(T item, boolean empty) {
        super.updateItem(item, empty);
        lines.draw(empty || item == null ? null : show.apply(item));
    }
}
