package dev.docshape.app.analysis.sample;

import dev.docshape.app.analysis.trips.Figure;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.PatternMeasure;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;

import java.util.function.Function;

/**
 * A column of "measured / estimated" figures, for every table of measured access patterns (the
 * Samples tab, Run on MongoDB): marked {@code :worse} when the two differ by more than the
 * measurement's tolerance, the reasons in the cell's tooltip.
 */
public final class MeasuredColumns {
    private static final PseudoClass WORSE = PseudoClass.getPseudoClass("worse");

    private MeasuredColumns() {
    }

    public static TableColumn<PatternMeasure, PatternMeasure> pair(String id, String header, Function<PatternMeasure, Double> measured,
                                                                   Function<PatternMeasure, Double> estimated, Figure.Format format) {
        TableColumn<PatternMeasure, PatternMeasure> col = new TableColumn<>(header);
        col.setId(id);
        col.setSortable(false);
        col.setPrefWidth(format == Figure.Format.BYTES ? 130 : 90);
        col.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        col.setCellFactory(c -> new TableCell<>() {
            {
                getStyleClass().addAll("figure-cell", "measured-cell");
            }

            @Override
            protected void updateItem(PatternMeasure p, boolean empty) {
                super.updateItem(p, empty);
                if (empty || p == null) {
                    setText(null);
                    setTooltip(null);
                    pseudoClassStateChanged(WORSE, false);
                    return;
                }
                String m = Figure.write(measured.apply(p), format);
                String e = Figure.write(estimated.apply(p), format);
                setText(m + " / " + e);
                boolean off = differs(measured.apply(p), estimated.apply(p));
                pseudoClassStateChanged(WORSE, off);
                setTooltip(off && !p.notes().isEmpty() ? new Tooltip(String.join("\n", p.notes())) : null);
            }
        });
        return col;
    }

    private static boolean differs(double measured, double estimated) {
        double scale = Math.max(Math.abs(measured), Math.abs(estimated));
        return scale > 0 && Math.abs(measured - estimated) / scale > MeasureReport.TOLERANCE;
    }
}
