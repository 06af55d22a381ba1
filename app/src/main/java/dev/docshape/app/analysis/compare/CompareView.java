package dev.docshape.app.analysis.compare;

import dev.docshape.app.analysis.ColumnFit;
import dev.docshape.app.analysis.FigureCell;
import dev.docshape.app.analysis.Ui;
import dev.docshape.app.analysis.trips.Figure;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The comparison panel: keep the design being edited as a snapshot, pick the snapshot to compare
 * with, switch back to it, and the scorecard: per pattern and for the totals, each metric under
 * the current design (and under it, where they differ, the snapshot's), coloured {@code :better}
 * or {@code :worse} than the snapshot.
 */
public final class CompareView extends VBox {
    private static final PseudoClass TOTALS = PseudoClass.getPseudoClass("totals");

    private final CompareViewModel vm;
    private final TableView<Scorecard.Row> table = new TableView<>();
    private final Label verdict = new Label();

    /**
     * @param keep       the catalogue's buttons (decision 0291): Keep Design as Snapshot…, Switch to Snapshot
     * @param commands   buttons of commands about the two designs (the migration script), shown beside "Keep as Snapshot…"
     */
    public CompareView(CompareViewModel vm, Button keep, Button switchBack, Button... commands) {
        this.vm = vm;
        setId("compare-panel");
        getStyleClass().addAll("analysis-panel", "compare-panel");
        ComboBox<String> with = new ComboBox<>(vm.state().snapshots());
        with.setId("compare-with");
        with.valueProperty().bindBidirectional(vm.compareWithProperty());
        with.setMaxWidth(Double.MAX_VALUE);
        Label current = new Label();
        current.setId("compare-current");
        current.getStyleClass().add("compare-current");
        current.textProperty().bind(vm.state().current());
        javafx.scene.layout.HBox.setHgrow(with, Priority.ALWAYS);
        verdict.setId("compare-verdict");
        verdict.getStyleClass().add("analysis-note");
        verdict.setWrapText(true);
        verdict.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        Label problem = Ui.problem(null, vm.state().problem());

        Label legend = new Label("Each figure is the current design's; under it, \"vs\" the snapshot's where the two differ.");
        legend.setId("compare-legend");
        legend.getStyleClass().add("analysis-subtle");
        legend.setWrapText(true);
        legend.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        legend.visibleProperty().bind(vm.state().scorecard().isNotNull());
        legend.managedProperty().bind(legend.visibleProperty());

        buildTable();
        VBox.setVgrow(table, Priority.ALWAYS);
        javafx.scene.layout.HBox heading = Ui.row(Ui.heading("COMPARE DESIGNS"), Ui.spring(), keep);
        heading.getChildren().addAll(commands);
        getChildren().addAll(heading,
                Ui.row(new Label("Snapshot"), with, switchBack),
                Ui.row(new Label("Current design"), current), verdict, legend, table, problem);
        vm.state().scorecard().addListener((obs, old, now) -> show(now));
        show(vm.state().scorecard().get());
    }

    private void buildTable() {
        table.setId("compare-table");
        table.setPlaceholder(Ui.note("Keep the design as a snapshot, change mappings, and the two are compared here."));
        TableColumn<Scorecard.Row, String> name = new TableColumn<>("Pattern");
        name.setId("compare-col-pattern");
        name.setSortable(false);
        ColumnFit.nameColumn(name);
        name.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().name()));
        name.setCellFactory(c -> new Ui.TextCell<>());
        table.getColumns().add(name);
        for (Scorecard.Metric m : Scorecard.Metric.values()) {
            TableColumn<Scorecard.Row, Scorecard.Row> col = new TableColumn<>();
            col.setId(columnId(m));
            col.setSortable(false);
            col.setReorderable(false);
            col.setUserData(m);
            col.setGraphic(ColumnFit.header(m.label(), null));
            col.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
            col.setCellFactory(c -> new FigureCell<>(row -> shown(row, m)));
            table.getColumns().add(col);
        }
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(Scorecard.Row row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(TOTALS, !empty && row != null && row.totals());
            }
        });
        ColumnFit.fillWithFirst(table);
    }

    /** The id of a metric's column, for tests and CSS: {@code compare-col-round-trips}. */
    public static String columnId(Scorecard.Metric m) {
        return "compare-col-" + m.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** The current design's figure; under it "vs" and the snapshot's, where the two differ as written. */
    private FigureCell.Shown shown(Scorecard.Row row, Scorecard.Metric m) {
        String current = written(row.right(m), m);
        String snapshot = written(row.left(m), m);
        if (current.equals(snapshot)) return FigureCell.Shown.plain(current);
        Scorecard card = vm.state().scorecard().get();
        String tooltip = card == null ? null : m.label() + ": " + snapshot + " under " + card.left() + ", " + current + " under " + card.right();
        return FigureCell.Shown.versus(current, vs(snapshot), row.verdict(m), tooltip);
    }

    private static String written(Double v, Scorecard.Metric m) {
        return v == null ? "—" : Figure.write(v, m.format());
    }

    private static String vs(String snapshot) {
        return "vs " + snapshot;
    }

    private void show(Scorecard card) {
        if (card == null) {
            table.getItems().clear();
            verdict.setText(vm.state().snapshots().isEmpty() ? "The project has one design. Keep it as a snapshot to compare."
                    : "Pick a snapshot to compare with.");
            return;
        }
        table.getItems().setAll(card.rows());
        // request units are Cosmos DB's charge: shown only under that profile (docs/counting-rules.md#request-units)
        boolean ru = vm.analysis().profileProperty().get() == null || vm.analysis().profileProperty().get().billsRequestUnits();
        for (TableColumn<Scorecard.Row, ?> col : table.getColumns()) {
            if (col.getUserData() == Scorecard.Metric.RU) col.setVisible(ru);
            if (col.getUserData() instanceof Scorecard.Metric m) {
                ColumnFit.fit(col, m.label(), card.rows().stream().map(r -> written(r.right(m), m)),
                        card.rows().stream().filter(r -> !written(r.right(m), m).equals(written(r.left(m), m)))
                                .map(r -> vs(written(r.left(m), m))));
            }
        }
        verdict.setText(verdictOf(card, ru));
    }

    /** "Per second, current vs snapshot: round trips 244 → 122, RU 1,350.2 → 640.0". */
    static String verdictOf(Scorecard card) {
        return verdictOf(card, true);
    }

    /** The verdict line; without request units when the profile bills none (MongoDB). */
    static String verdictOf(Scorecard card, boolean requestUnits) {
        Scorecard.Row totals = card.row(Scorecard.TOTALS_ID).orElseThrow();
        StringBuilder s = new StringBuilder("Per second, " + card.left() + " → " + card.right() + ": ");
        java.util.List<String> parts = new java.util.ArrayList<>();
        for (Scorecard.Metric m : Scorecard.Metric.values()) {
            if (m == Scorecard.Metric.RU && !requestUnits) continue;
            parts.add(m.label().toLowerCase(java.util.Locale.ROOT).replace("ru", "RU") + " "
                    + new Figure(totals.right(m), totals.left(m), m.format()).text());
        }
        return s.append(String.join(", ", parts)).toString();
    }

    public TableView<Scorecard.Row> table() {
        return table;
    }
}
