package dev.docshape.app.analysis.sample;

import dev.docshape.app.analysis.ColumnFit;
import dev.docshape.app.analysis.trips.Figure;
import dev.docshape.storage.measure.PatternMeasure;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;

import java.util.List;
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

    /** A figure column's header and its cells' text, kept as the column's user data so a view can fit its width. */
    public record Written(String header, Function<PatternMeasure, String> text) {
    }

    /**
     * The figures every table of measured patterns shows, in this order: round trips, documents read, bytes read,
     * bytes returned (only where a header is given for them), documents written, under the headers given; their ids are
     * {@code idPrefix-col-trips}, {@code -docs-read}, {@code -bytes-read}, {@code -bytes-returned}, {@code -written}.
     */
    public static List<TableColumn<PatternMeasure, PatternMeasure>> figures(String idPrefix, String trips, String docsRead,
                                                                          String bytesRead, String bytesReturned, String written) {
        List<TableColumn<PatternMeasure, PatternMeasure>> columns = new java.util.ArrayList<>(List.of(
                pair(idPrefix + "-col-trips", trips, p -> (double) p.roundTrips(), p -> (double) p.estRoundTrips(), Figure.Format.COUNT),
                pair(idPrefix + "-col-docs-read", docsRead, PatternMeasure::docsRead, PatternMeasure::estDocsRead, Figure.Format.COUNT),
                pair(idPrefix + "-col-bytes-read", bytesRead, PatternMeasure::bytesRead, PatternMeasure::estBytesRead, Figure.Format.BYTES)));
        // what the server sends back, less than what it reads where a read names its fields (docs/counting-rules.md):
        // shown only where some read does, and giving way to the other figures in a narrow panel
        if (bytesReturned != null) {
            TableColumn<PatternMeasure, PatternMeasure> returned = pair(idPrefix + "-col-bytes-returned", bytesReturned,
                    PatternMeasure::bytesReturned, PatternMeasure::estBytesReturned, Figure.Format.BYTES);
            ColumnFit.givesWay(returned, () -> returned.getTableView() != null
                    && returned.getTableView().getItems().stream().anyMatch(MeasuredColumns::returnsLess));
            columns.add(returned);
        }
        columns.add(pair(idPrefix + "-col-written", written, PatternMeasure::docsWritten, PatternMeasure::estDocsWritten, Figure.Format.COUNT));
        return columns;
    }

    private static boolean returnsLess(PatternMeasure p) {
        return p.bytesReturned() < p.bytesRead() - 0.5 || p.estBytesReturned() < p.estBytesRead() - 0.5;
    }

    private static TableColumn<PatternMeasure, PatternMeasure> pair(String id, String header, Function<PatternMeasure, Double> measured,
                                                                   Function<PatternMeasure, Double> estimated, Figure.Format format) {
        TableColumn<PatternMeasure, PatternMeasure> col = new TableColumn<>();
        col.setGraphic(ColumnFit.header(header, header + " per execution: measured / estimated"));
        col.setId(id);
        col.setSortable(false);
        col.setPrefWidth(format == Figure.Format.BYTES ? 130 : 90);
        // measured over estimated on two lines ("8.5 KiB /" over "10.1 KiB"), so every column fits the
        // narrowest side panel; round trips are short and stay on one line
        String between = format == Figure.Format.COUNT && header.toLowerCase(java.util.Locale.ROOT).contains("trips") ? " / " : " /\n";
        Function<PatternMeasure, String> written = p -> Figure.write(measured.apply(p), format) + between + Figure.write(estimated.apply(p), format);
        col.setUserData(new Written(header, written));
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
                setText(written.apply(p));
                boolean off = MeasureReasons.differs(measured.apply(p), estimated.apply(p));
                pseudoClassStateChanged(WORSE, off);
                // the reasons are written out under the table (MeasureReasons); the tooltip keeps them at hand, wrapped
                Tooltip reasons = off && !p.notes().isEmpty() ? new Tooltip(String.join("\n", p.notes())) : null;
                if (reasons != null) {
                    reasons.setWrapText(true);
                    reasons.setMaxWidth(420);
                }
                setTooltip(reasons);
            }
        });
        return col;
    }
}
