package dev.docshape.app.analysis.trips;

import dev.docshape.app.analysis.ColumnFit;
import dev.docshape.app.analysis.FigureCell;
import dev.docshape.app.analysis.FollowingFigureCell;
import dev.docshape.app.analysis.ProfileSwitch;
import dev.docshape.app.analysis.Ui;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The round-trip panel: the profile switch, the table (one row per pattern and the workload
 * totals; a figure the last change moved shows the new figure with the old one struck through
 * under it, coloured by the pseudo-class {@code :better} or {@code :worse}) and a bar chart of round trips or request units per pattern.
 */
public final class RoundTripsView extends VBox {
    private static final PseudoClass TOTALS = PseudoClass.getPseudoClass("totals");

    private final RoundTripsViewModel vm;
    private final TableView<LiveTripRow> table = new TableView<>(null);

    public RoundTripsView(RoundTripsViewModel vm) {
        this.vm = vm;
        setId("trips-panel");
        getStyleClass().addAll("analysis-panel", "trips-panel");
        Label summary = Ui.summary("trips-summary", vm.state().summary());
        summary.setMinWidth(0);
        HBox header = Ui.row(new ProfileSwitch(vm.profileProperty(), "trips-profile"), Ui.spring());
        buildTable();
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(header, summary, table, legend(), chart());
    }

    private javafx.beans.binding.BooleanBinding billsRequestUnits;

    private void buildTable() {
        table.setId("trips-table");
        table.getStyleClass().add("trips-table");
        table.setItems(vm.state().rows());
        javafx.scene.control.Hyperlink open = new javafx.scene.control.Hyperlink("Open the Patterns tab");
        open.setId("trips-open-patterns");
        open.setFocusTraversable(false);
        open.setOnAction(e -> vm.openPatterns());
        javafx.scene.layout.VBox empty = new javafx.scene.layout.VBox(4, Ui.note("No access patterns yet. Round trips are counted "
                + "for what the application reads and writes: add its reads and writes on the Patterns tab."), open);
        empty.setId("trips-empty");
        empty.setAlignment(javafx.geometry.Pos.CENTER);
        empty.setMaxWidth(360);
        ((javafx.scene.control.Label) empty.getChildren().get(0)).setWrapText(true);
        table.setPlaceholder(empty);
        TableColumn<LiveTripRow, LiveTripRow.Heading> name = new TableColumn<>("Pattern");
        name.setId("trips-col-pattern");
        name.setSortable(false);
        ColumnFit.nameColumn(name);
        // each cell follows its row's property: a new analysis redraws the cells whose figure it moved, nothing else
        name.setCellValueFactory(c -> c.getValue().headingProperty());
        name.setCellFactory(c -> new NameCell());
        table.getColumns().add(name);
        for (TripRow.Column column : TripRow.Column.values()) {
            TableColumn<LiveTripRow, LiveTripRow> col = new TableColumn<>();
            col.setId(column.nodeId());
            col.setSortable(false);
            col.setReorderable(false);
            col.setUserData(column);
            // the cell's value is the row, which stays; the cell follows the figure itself (decision 0473)
            col.setCellValueFactory(c -> c.getValue().itself());
            col.setCellFactory(c -> new FollowingFigureCell<>(r -> r.figureProperty(column), f -> shown(column, f)));
            col.setGraphic(guideLink(column));
            if (column == TripRow.Column.RU) col.visibleProperty().bind(billsRequestUnits());
            if (column == TripRow.Column.PARTITIONS) col.visibleProperty().bind(vm.state().partitioned());
            table.getColumns().add(col);
        }
        ColumnFit.fillWithFirst(table);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) vm.patternSelected(now.id());
        });
        // the widths follow the figures that changed (decision 0473), fitted once per analysis shown
        TripColumnWidths widths = new TripColumnWidths(vm.state().rows());
        vm.shownRevisionProperty().addListener((obs, old, now) -> widths.fit(table.getColumns()));
        widths.fit(table.getColumns());
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(LiveTripRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(TOTALS, !empty && row != null && row.isTotals());
            }
        });
    }

    /** A column's heading that opens the Guide at the section explaining its figure (the tooltip says so). */
    private Label guideLink(TripRow.Column column) {
        Label heading = ColumnFit.header(column.header(), column.tooltip());
        heading.getStyleClass().add("guide-link");
        heading.setCursor(javafx.scene.Cursor.HAND);
        heading.setOnMouseClicked(e -> {
            if (e.getButton() == javafx.scene.input.MouseButton.PRIMARY) vm.explain(column);
        });
        return heading;
    }

    /**
     * Says what the struck-through figures are, while the table shows some. Its line is kept while it is hidden: a line
     * that came with the first moved figure took its height from the table, whose rows in view then moved up (decision 0501).
     */
    private Label legend() {
        Label legend = new Label("Struck through under a figure: its value before the last change.");
        legend.setId("trips-legend");
        legend.getStyleClass().add("analysis-subtle");
        legend.setMinWidth(0);
        Runnable update = () -> legend.setVisible(vm.state().rows().stream().anyMatch(r -> r.row().moved()));
        vm.shownRevisionProperty().addListener((obs, old, now) -> update.run());
        update.run();
        return legend;
    }

    private VBox chart() {
        ToggleGroup group = new ToggleGroup();
        HBox metrics = new HBox();
        metrics.getStyleClass().add("segmented");
        for (ChartMetric m : ChartMetric.values()) {
            ToggleButton b = Ui.toggle("trips-chart-" + m.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'), m.label(), group);
            b.setUserData(m);
            b.setSelected(vm.metricProperty().get() == m);
            if (m.column() == TripRow.Column.RU) {
                b.visibleProperty().bind(billsRequestUnits());
                b.managedProperty().bind(b.visibleProperty());
            }
            metrics.getChildren().add(b);
        }
        // request units are Cosmos DB's charge: under MongoDB the chart shows round trips
        billsRequestUnits().addListener((obs, was, bills) -> {
            if (!bills && vm.metricProperty().get().column() == TripRow.Column.RU) group.selectToggle(group.getToggles().get(0));
        });
        if (!billsRequestUnits().get() && vm.metricProperty().get().column() == TripRow.Column.RU) {
            group.selectToggle(group.getToggles().get(0));
        }
        metrics.getChildren().get(0).getStyleClass().add("first");
        metrics.getChildren().get(metrics.getChildren().size() - 1).getStyleClass().add("last");
        group.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) group.selectToggle(old);
            else vm.metricProperty().set((ChartMetric) now.getUserData());
        });
        BarList bars = new BarList(vm.state().bars(), v -> vm.metricProperty().get() == ChartMetric.ROUND_TRIPS
                ? Figure.write(v, Figure.Format.COUNT) : Figure.write(v, Figure.Format.UNITS));
        bars.setId("trips-chart");
        Label note = new Label();
        note.getStyleClass().add("analysis-subtle");
        note.textProperty().bind(vm.state().chartNote());
        note.managedProperty().bind(note.textProperty().isNotEmpty());
        ScrollPane scroll = new ScrollPane(bars);
        scroll.setFitToWidth(true);
        scroll.setPrefViewportHeight(150);
        scroll.getStyleClass().add("bar-scroll");
        VBox box = new VBox(6, Ui.row(Ui.heading("Per pattern"), Ui.spring(), metrics), scroll, note);
        box.getStyleClass().add("chart-box");
        return box;
    }

    /** True while the profile is one that charges request units (docs/counting-rules.md#request-units). */
    private javafx.beans.binding.BooleanBinding billsRequestUnits() {
        if (billsRequestUnits == null) {
            billsRequestUnits = javafx.beans.binding.Bindings.createBooleanBinding(
                    () -> vm.profileProperty().get() != null && vm.profileProperty().get().billsRequestUnits(), vm.profileProperty());
        }
        return billsRequestUnits;
    }

    /** A figure on one line, or when the last change moved it, the new figure with the old one struck through under it. */
    private static FigureCell.Shown shown(TripRow.Column column, Figure f) {
        if (!f.moved()) return FigureCell.Shown.plain(f.shown());
        return FigureCell.Shown.moved(f.shown(), f.before(), f.direction(),
                column.header() + " was " + f.before() + ", now " + f.shown() + " (" + column.tooltip() + ")");
    }

    public TableView<LiveTripRow> table() {
        return table;
    }

    private static final class NameCell extends TableCell<LiveTripRow, LiveTripRow.Heading> {
        private final Label name = new Label();
        private final Label kind = new Label();
        private final VBox box = new VBox(0, name, kind);
        private final Tooltip tooltip = new Tooltip();

        NameCell() {
            name.getStyleClass().add("trips-name");
            kind.getStyleClass().add("trips-kind");
            name.setMinWidth(0);
            kind.setMinWidth(0);
            box.setMinWidth(0);
            setTooltip(tooltip);
            // the graphic stays and is hidden when empty: putting it back on every update restyled it each time
            setGraphic(box);
        }

        @Override
        protected void updateItem(LiveTripRow.Heading row, boolean empty) {
            super.updateItem(row, empty);
            setText(null);
            boolean shown = !empty && row != null;
            box.setVisible(shown);
            name.setText(shown ? row.name() : null);
            kind.setText(!shown ? null : row.totals() ? "by frequency"
                    : row.kind() + " · " + Figure.write(row.frequency(), Figure.Format.COUNT) + "/s");
            tooltip.setText(shown ? row.name() + "\n" + kind.getText() : null);
        }
    }
}
