package dev.docshape.app.analysis;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.beans.value.WeakChangeListener;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.layout.Region;

import java.util.Objects;
import java.util.function.Function;

/**
 * A {@link FigureCell} for rows that stay in the table while their figures change (decision 0454): the cell's item is
 * the row, and the cell follows the row's figure itself. A new figure redraws this cell alone: its lines lay
 * themselves out (they are not managed by the cell, decision 0473), and the cell is two lines high whether the line
 * under the figure shows or not (decision 0485), so no new figure asks the table for a layout. A {@code TableCell}
 * whose value changes asks its row for a layout, and any row asking sends the table through its full layout, every
 * visible row indexed again.
 *
 * @param <S> the table's row type, the column's item type too (the column's cell value is the row itself)
 * @param <T> the figure's type
 */
public final class FollowingFigureCell<S, T> extends TableCell<S, S> {
    private final Function<S, ObservableValue<T>> figureOf;
    private final Function<T, FigureCell.Shown> show;
    private final FigureLines lines = new FigureLines(this);
    private final ChangeListener<T> redraw = (obs, old, now) -> draw(now);
    private final WeakChangeListener<T> weakRedraw = new WeakChangeListener<>(redraw);
    private ObservableValue<T> followed;

    /**
     * @param figureOf the figure of a row, as it changes
     * @param show     what to show for a figure (never called with null)
     */
    public FollowingFigureCell(Function<S, ObservableValue<T>> figureOf, Function<T, FigureCell.Shown> show) {
        this.figureOf = Objects.requireNonNull(figureOf, "figureOf");
        this.show = Objects.requireNonNull(show, "show");
        lines.keepRoomForTwoLines();
    }

    @Override
    protected void updateItem(S row, boolean empty) {
        super.updateItem(row, empty);
        ObservableValue<T> figure = empty || row == null ? null : figureOf.apply(row);
        if (figure == followed) return;
        if (followed != null) followed.removeListener(weakRedraw);
        followed = figure;
        if (figure != null) figure.addListener(weakRedraw);
        draw(figure == null ? null : figure.getValue());
    }

    private void draw(T figure) {
        lines.draw(figure == null ? null : show.apply(figure));
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new LinesSkin();
    }

    /**
     * The cell's graphic, its lines, and nothing else, not managed by the cell: the labels' layout requests stop at
     * them. The cell is as wide as its column (as a table cell's own skin makes it); its height is that of its lines.
     */
    private final class LinesSkin extends SkinBase<FollowingFigureCell<S, T>> {
        private final Region box = lines.box();
        private final ObservableValue<Number> columnWidth = tableColumnProperty().flatMap(TableColumn::widthProperty);
        private final javafx.util.Subscription followingWidth;

        LinesSkin() {
            super(FollowingFigureCell.this);
            box.setManaged(false);
            getChildren().setAll(box);
            followingWidth = columnWidth.subscribe(w -> requestLayout());
        }

        @Override
        public void dispose() {
            followingWidth.unsubscribe();
            super.dispose();
        }

        @Override
        protected double computePrefHeight(double width, double top, double right, double bottom, double left) {
            return top + box.prefHeight(-1) + bottom;
        }

        @Override
        protected double computePrefWidth(double height, double top, double right, double bottom, double left) {
            Number width = columnWidth.getValue();
            return width == null ? left + box.prefWidth(-1) + right : snapSizeX(width.doubleValue());
        }

        @Override
        protected void layoutChildren(double x, double y, double width, double height) {
            box.resizeRelocate(x, y, width, height);
        }
    }
}
