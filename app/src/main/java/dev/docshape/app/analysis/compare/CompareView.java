package dev.docshape.app.analysis.compare;

import dev.docshape.app.analysis.ColumnFit;
import dev.docshape.app.analysis.Ui;
import dev.docshape.app.analysis.trips.Figure;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The comparison panel: keep the design being edited as a snapshot, pick the snapshot to compare
 * with, switch back to it, and the scorecard: per pattern and for the totals, each metric under
 * the snapshot and under the current design, the better of the two marked {@code :better}.
 */
public final class CompareView extends VBox {
    private static final PseudoClass BETTER = PseudoClass.getPseudoClass("better");
    private static final PseudoClass WORSE = PseudoClass.getPseudoClass("worse");
    private static final PseudoClass TOTALS = PseudoClass.getPseudoClass("totals");

    private final CompareViewModel vm;
    private final TableView<Scorecard.Row> table = new TableView<>();
    private final Label verdict = new Label();

    public CompareView(CompareViewModel vm) {
        this.vm = vm;
        setId("compare-panel");
        getStyleClass().addAll("analysis-panel", "compare-panel");
        Button keep = Ui.button("compare-keep", "Keep as Snapshot…",
                "Keep a copy of the design being edited, to compare with after changing mappings", this::keepSnapshot);
        ComboBox<String> with = new ComboBox<>(vm.snapshots());
        with.setId("compare-with");
        with.valueProperty().bindBidirectional(vm.compareWithProperty());
        with.setMaxWidth(Double.MAX_VALUE);
        Button switchBack = Ui.button("compare-switch", "Switch to It", "Edit the snapshot instead (the current design is kept)",
                () -> vm.switchTo(vm.compareWithProperty().get()));
        switchBack.disableProperty().bind(vm.compareWithProperty().isNull());
        Label current = new Label();
        current.setId("compare-current");
        current.getStyleClass().add("compare-current");
        current.textProperty().bind(vm.currentProperty());
        javafx.scene.layout.HBox.setHgrow(with, Priority.ALWAYS);
        verdict.setId("compare-verdict");
        verdict.getStyleClass().add("analysis-note");
        verdict.setWrapText(true);
        verdict.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        Label problem = new Label();
        problem.getStyleClass().add("analysis-problem");
        problem.textProperty().bind(vm.problemProperty());
        problem.managedProperty().bind(vm.problemProperty().isNotEmpty());

        buildTable();
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(Ui.row(Ui.heading("COMPARE DESIGNS"), Ui.spring(), keep),
                Ui.row(new Label("Snapshot"), with, switchBack),
                Ui.row(new Label("Current design"), current), verdict, table, problem);
        vm.scorecardProperty().addListener((obs, old, now) -> show(now));
        show(vm.scorecardProperty().get());
    }

    private void keepSnapshot() {
        vm.analysis().services().dialogs().askName("Keep as Snapshot", "Name of the snapshot:", vm.suggestedName())
                .ifPresent(vm::keepSnapshot);
    }

    private void buildTable() {
        table.setId("compare-table");
        table.setPlaceholder(Ui.note("Keep the design as a snapshot, change mappings, and the two are compared here."));
        TableColumn<Scorecard.Row, String> name = new TableColumn<>("Pattern");
        name.setId("compare-col-pattern");
        name.setSortable(false);
        name.setMinWidth(120);
        name.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().name()));
        table.getColumns().add(name);
        for (Scorecard.Metric m : Scorecard.Metric.values()) {
            TableColumn<Scorecard.Row, Scorecard.Row> group = new TableColumn<>(m.header());
            group.setSortable(false);
            group.getColumns().add(side(m, true));
            group.getColumns().add(side(m, false));
            table.getColumns().add(group);
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

    private TableColumn<Scorecard.Row, Scorecard.Row> side(Scorecard.Metric m, boolean left) {
        TableColumn<Scorecard.Row, Scorecard.Row> col = new TableColumn<>(left ? "snapshot" : "current");
        col.setId("compare-col-" + m.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-') + (left ? "-left" : "-right"));
        col.setSortable(false);
        col.setUserData(m);
        col.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        col.setCellFactory(c -> new TableCell<>() {
            {
                getStyleClass().add("figure-cell");
            }

            @Override
            protected void updateItem(Scorecard.Row row, boolean empty) {
                super.updateItem(row, empty);
                Double v = empty || row == null ? null : left ? row.left(m) : row.right(m);
                setText(empty || row == null ? null : v == null ? "—" : Figure.write(v, m.format()));
                int verdict = empty || row == null ? 0 : row.verdict(m);
                boolean better = left ? verdict > 0 : verdict < 0;
                boolean worse = left ? verdict < 0 : verdict > 0;
                pseudoClassStateChanged(BETTER, better);
                pseudoClassStateChanged(WORSE, worse);
            }
        });
        return col;
    }

    private void show(Scorecard card) {
        if (card == null) {
            table.getItems().clear();
            verdict.setText(vm.snapshots().isEmpty() ? "The project has one design. Keep it as a snapshot to compare."
                    : "Pick a snapshot to compare with.");
            return;
        }
        table.getItems().setAll(card.rows());
        for (TableColumn<Scorecard.Row, ?> group : table.getColumns()) {
            for (TableColumn<Scorecard.Row, ?> col : group.getColumns()) {
                boolean left = col.getId().endsWith("-left");
                col.setText(left ? card.left() : card.right());
                Scorecard.Metric m = (Scorecard.Metric) col.getUserData();
                ColumnFit.fit(col, col.getText(), card.rows().stream().map(r -> {
                    Double v = left ? r.left(m) : r.right(m);
                    return v == null ? "—" : Figure.write(v, m.format());
                }));
            }
        }
        verdict.setText(verdictOf(card));
    }

    /** "Per second, current vs snapshot: round trips 244 → 122, RU 1,350.2 → 640.0". */
    static String verdictOf(Scorecard card) {
        Scorecard.Row totals = card.row(Scorecard.TOTALS_ID).orElseThrow();
        StringBuilder s = new StringBuilder("Per second, " + card.left() + " → " + card.right() + ": ");
        String[] parts = new String[Scorecard.Metric.values().length];
        for (Scorecard.Metric m : Scorecard.Metric.values()) {
            parts[m.ordinal()] = m.header().toLowerCase(java.util.Locale.ROOT).replace("ru", "RU") + " "
                    + new Figure(totals.right(m), totals.left(m), m.format()).text();
        }
        return s.append(String.join(", ", parts)).toString();
    }

    public TableView<Scorecard.Row> table() {
        return table;
    }
}
