package dev.docshape.app.analysis.sample;

import dev.docshape.app.analysis.ColumnFit;
import dev.docshape.app.analysis.Ui;
import dev.docshape.app.analysis.preview.JsonTreeView;
import dev.docshape.app.analysis.trips.Figure;
import dev.docshape.storage.measure.PatternMeasure;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.css.PseudoClass;
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

import java.util.function.Function;

/**
 * The sample-data panel: options, Generate with a progress bar and Cancel, each pattern measured
 * against the store beside its estimate (a figure that differs is marked {@code :worse}, the
 * reasons in its tooltip), and the stored documents to browse.
 */
public final class SampleDataView extends VBox {
    private static final PseudoClass WORSE = PseudoClass.getPseudoClass("worse");
    private static final PseudoClass FAILED = PseudoClass.getPseudoClass("failed");

    private final SampleDataViewModel vm;
    private final TableView<PatternMeasure> table = new TableView<>();

    public SampleDataView(SampleDataViewModel vm) {
        this.vm = vm;
        setId("sample-panel");
        getStyleClass().addAll("analysis-panel", "sample-panel");
        TextField scale = new TextField();
        scale.setId("sample-scale");
        scale.setPrefColumnCount(5);
        scale.textProperty().bindBidirectional(vm.scaleProperty());
        scale.setTooltip(new Tooltip("Share of each entity's expected count to generate (0.001 = one in a thousand)"));
        TextField seed = new TextField();
        seed.setId("sample-seed");
        seed.setPrefColumnCount(4);
        seed.textProperty().bindBidirectional(vm.seedProperty());
        seed.setTooltip(new Tooltip("The same seed gives the same data"));
        Button generate = Ui.button("sample-generate", "Generate", "Generate the design's sample data into the store, then measure", vm::generate);
        generate.getStyleClass().add("accent-button");
        Button cancel = Ui.button("sample-cancel", "Cancel", "Stop; the store stays as it was", vm::cancel);
        Button measure = Ui.button("sample-measure", "Measure Again", "Run the patterns against the stored data again", vm::measureAgain);
        generate.disableProperty().bind(vm.runningProperty());
        measure.disableProperty().bind(vm.runningProperty().or(vm.reportProperty().isNull()));
        cancel.disableProperty().bind(vm.runningProperty().not());
        ProgressBar bar = new ProgressBar();
        bar.setId("sample-progress");
        bar.progressProperty().bind(vm.progressProperty());
        bar.visibleProperty().bind(vm.runningProperty());
        bar.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(bar, Priority.ALWAYS);
        Label status = new Label();
        status.setId("sample-status");
        status.getStyleClass().add("sample-status");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        vm.failedProperty().addListener((obs, was, is) -> status.pseudoClassStateChanged(FAILED, is));

        buildTable();
        getChildren().addAll(Ui.row(Ui.heading("SAMPLE DATA"), Ui.spring(), new Label("Scale"), scale, new Label("Seed"), seed),
                Ui.row(generate, cancel, bar), status,
                Ui.row(Ui.heading("MEASURED / ESTIMATED, PER EXECUTION"), Ui.spring(), measure), table,
                new MeasureReasons(vm.measured()), browser());
        VBox.setVgrow(table, Priority.SOMETIMES);
    }

    private void buildTable() {
        table.setId("sample-measured");
        table.setItems(vm.measured());
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
        table.getColumns().add(pair("sample-col-trips", "Trips", p -> (double) p.roundTrips(), p -> (double) p.estRoundTrips(), Figure.Format.COUNT));
        table.getColumns().add(pair("sample-col-docs-read", "Docs read", PatternMeasure::docsRead, PatternMeasure::estDocsRead, Figure.Format.COUNT));
        table.getColumns().add(pair("sample-col-bytes-read", "Read", PatternMeasure::bytesRead, PatternMeasure::estBytesRead, Figure.Format.BYTES));
        table.getColumns().add(pair("sample-col-written", "Written", PatternMeasure::docsWritten, PatternMeasure::estDocsWritten, Figure.Format.COUNT));
        ColumnFit.fillWithFirst(table);
        vm.measured().addListener((javafx.collections.ListChangeListener<PatternMeasure>) c -> fitFigures());
    }

    /** Each figure column as wide as its widest "measured / estimated", so the last one is not cut off. */
    private void fitFigures() {
        for (TableColumn<PatternMeasure, ?> col : table.getColumns()) {
            if (col.getUserData() instanceof Written w) ColumnFit.fit(col, w.header(), vm.measured().stream().map(w.text()));
        }
    }

    /** A figure column's header and its cells' text. */
    private record Written(String header, Function<PatternMeasure, String> text) {
    }

    private TableColumn<PatternMeasure, PatternMeasure> pair(String id, String header, Function<PatternMeasure, Double> measured,
                                                             Function<PatternMeasure, Double> estimated, Figure.Format format) {
        TableColumn<PatternMeasure, PatternMeasure> col = new TableColumn<>();
        col.setGraphic(ColumnFit.header(header, header + " per execution: measured / estimated"));
        col.setId(id);
        col.setSortable(false);
        col.setPrefWidth(format == Figure.Format.BYTES ? 130 : 90);
        // measured over estimated on two lines ("8.5 KiB /" over "10.1 KiB"), so every column fits the
        // narrowest side panel; round trips are short and stay on one line
        String between = id.equals("sample-col-trips") ? " / " : " /\n";
        Function<PatternMeasure, String> written = p -> Figure.write(measured.apply(p), format) + between + Figure.write(estimated.apply(p), format);
        col.setUserData(new Written(header, written));
        col.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        col.setCellFactory(c -> new TableCell<>() {
            {
                getStyleClass().add("figure-cell");
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

    private VBox browser() {
        StoreBrowser b = vm.browser();
        ComboBox<String> collection = new ComboBox<>(b.collections());
        collection.setId("sample-collection");
        collection.valueProperty().bindBidirectional(b.collectionProperty());
        ListView<String> ids = new ListView<>(b.ids());
        ids.setId("sample-ids");
        ids.setPlaceholder(Ui.note("No documents."));
        ids.setCellFactory(l -> new javafx.scene.control.ListCell<>() {
            {
                setTextOverrun(javafx.scene.control.OverrunStyle.LEADING_ELLIPSIS); // ids differ at the end
            }

            @Override
            protected void updateItem(String id, boolean empty) {
                super.updateItem(id, empty);
                setText(empty ? null : id);
            }
        });
        ids.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) b.documentIdProperty().set(now);
        });
        b.documentIdProperty().addListener((obs, old, now) -> {
            if (now != null && !now.equals(ids.getSelectionModel().getSelectedItem())) ids.getSelectionModel().select(now);
        });
        JsonTreeView document = new JsonTreeView();
        document.setId("sample-document");
        document.rootProperty().bind(b.documentProperty());
        SplitPane split = new SplitPane(ids, document);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.3);
        split.getStyleClass().add("pattern-split");
        split.setPrefHeight(220);
        VBox.setVgrow(split, Priority.ALWAYS);
        Label problem = new Label();
        problem.getStyleClass().add("analysis-problem");
        problem.textProperty().bind(b.problemProperty());
        problem.managedProperty().bind(b.problemProperty().isNotEmpty());
        VBox box = new VBox(6, Ui.row(Ui.heading("STORED DOCUMENTS"), Ui.spring(), collection), split, problem);
        VBox.setVgrow(box, Priority.ALWAYS);
        return box;
    }

    public TableView<PatternMeasure> table() {
        return table;
    }
}
