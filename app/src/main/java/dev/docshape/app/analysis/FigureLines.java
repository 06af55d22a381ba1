package dev.docshape.app.analysis;

import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * What a cell of one figure draws (see {@link FigureCell}): the figure, the line under it, the cell's
 * {@code :better} or {@code :worse} and its tooltip. The lines are made once and stay: taking them out and putting
 * them back on every update made JavaFX style them anew each time.
 */
final class FigureLines {
    private static final PseudoClass BETTER = PseudoClass.getPseudoClass("better");
    private static final PseudoClass WORSE = PseudoClass.getPseudoClass("worse");
    private static final PseudoClass WAS = PseudoClass.getPseudoClass("was");

    private final TableCell<?, ?> cell;
    private final Label value = new Label();
    private final Label note = new Label();
    private final VBox lines = new VBox(0, value, note);
    private final Tooltip tooltip = new Tooltip();

    FigureLines(TableCell<?, ?> cell) {
        this.cell = cell;
        cell.getStyleClass().add("figure-cell");
        value.getStyleClass().add(FigureCell.VALUE);
        note.getStyleClass().add(FigureCell.NOTE);
        value.setMinWidth(Region.USE_PREF_SIZE);
        note.setMinWidth(Region.USE_PREF_SIZE);
        note.managedProperty().bind(note.visibleProperty());
        lines.setAlignment(Pos.CENTER_RIGHT);
        lines.setFillWidth(false);
        cell.setText(null);
        cell.setGraphic(lines);
    }

    /**
     * From now on the line under the figure takes its room also while it is empty: the cell is as high with one line as
     * with two, and a figure that gains or loses its struck-through line changes no height (decision 0485).
     */
    void keepRoomForTwoLines() {
        note.managedProperty().unbind();
        note.setManaged(true);
    }

    /** The two lines, the cell's graphic. */
    VBox box() {
        return lines;
    }

    /**
     * Draws {@code s}, or nothing for null.
     *
     * @return true when the cell has a line more or less than before (its height changed)
     */
    boolean draw(FigureCell.Shown s) {
        boolean twoLines = note.isVisible();
        cell.pseudoClassStateChanged(BETTER, s != null && s.direction() < 0);
        cell.pseudoClassStateChanged(WORSE, s != null && s.direction() > 0);
        lines.setVisible(s != null);
        if (s == null) {
            value.setText(null);
            note.setText(null);
            note.setVisible(false);
            cell.setTooltip(null);
            return twoLines;
        }
        value.setText(s.value());
        note.setText(s.note());
        note.setVisible(s.note() != null);
        note.pseudoClassStateChanged(WAS, s.was());
        tooltip.setText(s.tooltip());
        cell.setTooltip(s.tooltip() == null ? null : tooltip);
        return twoLines != note.isVisible();
    }
}
