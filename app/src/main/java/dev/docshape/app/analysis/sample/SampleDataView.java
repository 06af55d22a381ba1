package dev.docshape.app.analysis.sample;

import dev.docshape.app.analysis.ColumnFit;
import dev.docshape.app.analysis.Ui;
import dev.docshape.app.analysis.preview.JsonTreeView;
import dev.docshape.app.ui.tasks.JobViews;
import dev.docshape.storage.measure.PatternMeasure;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;


/**
 * The sample-data panel: options, Generate with a progress bar and Cancel, each pattern measured
 * against the store beside its estimate (a figure that differs is marked {@code :worse}, the
 * reasons in its tooltip), and the stored documents to browse.
 */
public final class SampleDataView extends VBox {

    private final SampleDataViewModel vm;
    private final TableView<PatternMeasure> table = new TableView<>();

    /** @param generate the catalogue's buttons (decision 0291): Generate Sample Data, Cancel Sample Data, Measure Again */
    public SampleDataView(SampleDataViewModel vm, Button generate, Button cancel, Button measure) {
        this.vm = vm;
        setId("sample-panel");
        getStyleClass().addAll("analysis-panel", "sample-panel");
        TextField scale = new TextField();
        scale.setId("sample-scale");
        scale.setPrefColumnCount(5);
        scale.textProperty().bindBidirectional(vm.state().scale());
        scale.setTooltip(new Tooltip("Share of each entity's expected count to generate (0.001 = one in a thousand)"));
        TextField seed = new TextField();
        seed.setId("sample-seed");
        seed.setPrefColumnCount(4);
        seed.textProperty().bindBidirectional(vm.state().seed());
        seed.setTooltip(new Tooltip("The same seed gives the same data"));
        generate.getStyleClass().add("accent-button");
        for (Button b : new Button[]{generate, cancel, measure}) b.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        ProgressBar bar = JobViews.progressBar("sample-progress", vm.job());
        Label status = JobViews.status("sample-status", vm.job());

        buildTable();
        // a heading on its own line, each row short enough for the narrowest side panel (SidePanelWidth.MIN)
        getChildren().addAll(Ui.heading("SAMPLE DATA"), Ui.row(whole(new Label("Scale")), scale, whole(new Label("Seed")), seed),
                Ui.row(generate, cancel, measure, bar), status,
                Ui.heading("MEASURED / ESTIMATED, PER EXECUTION"), table,
                new MeasureReasons(vm.state().measured()), browser());
        VBox.setVgrow(table, Priority.SOMETIMES);
    }

    private void buildTable() {
        table.setId("sample-measured");
        table.setItems(vm.state().measured());
        table.setPlaceholder(Ui.note("Generate sample data to run the access patterns against it."));
        table.setPrefHeight(200); // room for three patterns of two-line figures
        TableColumn<PatternMeasure, String> name = new TableColumn<>("Pattern");
        name.setSortable(false);
        ColumnFit.nameColumn(name);
        name.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().name()));
        name.setCellFactory(c -> new TableCell<>() {
            // a long name takes a second line rather than being cut (a cell's own text does not wrap in a table row)
            private final Text wrapped = new Text();

            {
                wrapped.getStyleClass().add("pattern-name-text");
                wrapped.wrappingWidthProperty().bind(name.widthProperty().subtract(12));
                wrapped.fillProperty().bind(textFillProperty());
                wrapped.fontProperty().bind(fontProperty());
            }

            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                wrapped.setText(empty || text == null ? "" : text);
                setGraphic(empty ? null : wrapped);
            }
        });
        table.getColumns().add(name);
        table.getColumns().addAll(MeasuredColumns.figures("sample", "Trips", "Docs read", "Read", "Returned", "Written"));
        ColumnFit.fillWithFirst(table);
        vm.state().measured().addListener((javafx.collections.ListChangeListener<PatternMeasure>) c -> fitFigures());
    }

    /** Each figure column as wide as its widest "measured / estimated", so the last one is not cut off. */
    private void fitFigures() {
        for (TableColumn<PatternMeasure, ?> col : table.getColumns()) {
            if (col.getUserData() instanceof MeasuredColumns.Written w) ColumnFit.fit(col, w.header(), vm.state().measured().stream().map(w.text()));
        }
        ColumnFit.refit(table);
    }

    private VBox browser() {
        StoreBrowser.State b = vm.browser().state();
        ComboBox<String> collection = new ComboBox<>(b.collections());
        collection.setId("sample-collection");
        collection.setPromptText("Collection");
        collection.valueProperty().bindBidirectional(b.collection());
        TextField filter = new TextField();
        filter.setId("sample-filter");
        filter.setPromptText("field = value");
        filter.setPrefColumnCount(12);
        filter.setTooltip(new Tooltip("Only the documents whose field has this value (name = Alice), or with any value containing the text"));
        filter.setOnAction(e -> b.filter().set(filter.getText()));
        ListView<StoredDocument> ids = new ListView<>(b.documents());
        ids.setId("sample-ids");
        ids.setPlaceholder(Ui.note("No documents."));
        ids.setCellFactory(l -> new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(StoredDocument row, boolean empty) {
                super.updateItem(row, empty);
                setText(empty || row == null ? null : row.label());
                setTooltip(empty || row == null ? null : new Tooltip(row.id()));
            }
        });
        ids.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) b.documentId().set(now.id());
        });
        b.documentId().addListener((obs, old, now) -> {
            StoredDocument selected = ids.getSelectionModel().getSelectedItem();
            if (now == null || (selected != null && now.equals(selected.id()))) return;
            b.documents().stream().filter(d -> d.id().equals(now)).findFirst().ifPresent(d -> ids.getSelectionModel().select(d));
        });
        JsonTreeView document = new JsonTreeView();
        document.setId("sample-document");
        document.rootProperty().bind(b.document());
        SplitPane split = Ui.split(Orientation.HORIZONTAL, 0.42, ids, document);
        split.setPrefHeight(220);
        VBox.setVgrow(split, Priority.ALWAYS);
        filter.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(filter, Priority.ALWAYS);
        VBox box = new VBox(6, Ui.heading("STORED DOCUMENTS"), Ui.row(collection, filter), split,
                Ui.problem(null, b.problem()));
        VBox.setVgrow(box, Priority.ALWAYS);
        return box;
    }

    /** A label never shortened to "Sc…": the row gives way elsewhere. */
    private static Label whole(Label label) {
        label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        return label;
    }

    public TableView<PatternMeasure> table() {
        return table;
    }
}
