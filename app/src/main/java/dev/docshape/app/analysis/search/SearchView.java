package dev.docshape.app.analysis.search;

import dev.docshape.app.analysis.ColumnFit;
import dev.docshape.app.analysis.Forms;
import dev.docshape.app.analysis.Ui;
import dev.docshape.app.text.SearchWords;
import dev.docshape.app.ui.ChoiceTexts;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.app.ui.tasks.JobViews;
import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.search.Objective;
import javafx.beans.property.ReadOnlyStringWrapper;

import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;

import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The Find Better Designs panel: what to minimise and the constraints, Search with a progress bar
 * and Cancel, the designs found (best score first, as they are found), and below the selected
 * one's changes with why each pays and its cost per pattern; Add as Design and Compare.
 */
public final class SearchView extends VBox {

    private final SearchViewModel vm;
    private final TableView<FoundDesign> table = new TableView<>();
    /** About six rows of relationships to keep as they are; more scroll. */
    private static final double PINS_MAX_HEIGHT = 150;
    private final VBox pins = new VBox();

    /** @param search the catalogue's buttons (decision 0291): Search, Cancel Search, Add Found Design…, Compare Found Design */
    public SearchView(SearchViewModel vm, Button search, Button cancel, Button add, Button compare) {
        this.vm = vm;
        setId("search-panel");
        getStyleClass().addAll("analysis-panel", "search-panel");
        search.getStyleClass().add("accent-button");
        ProgressBar bar = JobViews.progressBar("search-progress", vm.job());
        Label status = JobViews.status("search-status", vm.job());

        buildTable();
        SearchDetails details = new SearchDetails(vm);
        SplitPane split = Ui.split(Orientation.VERTICAL, 0.4, table, Ui.detailScroll(details));

        getChildren().addAll(Ui.row(Ui.heading("FIND BETTER DESIGNS"), Ui.spring(), search, cancel), options(),
                Ui.row(bar), status, split, Ui.row(Ui.spring(), add, compare));
        vm.analysis().source().projectProperty().addListener((obs, old, now) -> {
            if (old == null || old.model() != now.model()) showPins(now.model());
        });
        showPins(vm.analysis().project().model());
    }

    private GridPane options() {
        SearchForm form = vm.form();
        GridPane grid = FormGrid.create("search-options", 96);
        ComboBox<Objective.Metric> metric = new ComboBox<>();
        metric.setId("search-metric");
        // request units are Cosmos DB's charge: not offered under MongoDB (docs/counting-rules.md#request-units)
        metric.getItems().setAll(SearchForm.metrics(vm.analysis().profileProperty().get()));
        vm.analysis().profileProperty().addListener((obs, old, now) -> {
            Objective.Metric chosen = form.metric().get();
            metric.getItems().setAll(SearchForm.metrics(now));
            form.metric().set(chosen);
        });
        metric.valueProperty().bindBidirectional(form.metric());
        ChoiceTexts.install(metric, SearchSentences::metricName);
        metric.setMaxWidth(Double.MAX_VALUE);
        FormGrid.row(grid, "Minimise", metric);
        TextField reads = field("search-read-weight", 3, "Weight of the reads' cost in the score (0 ignores reads)");
        reads.textProperty().bindBidirectional(form.readWeight());
        TextField writes = field("search-write-weight", 3, "Weight of the writes' cost in the score (0 ignores writes)");
        writes.textProperty().bindBidirectional(form.writeWeight());
        FormGrid.row(grid, "Weights", Ui.row(new Label("reads ×"), reads, new Label("writes ×"), writes));
        TextField most = field("search-max-collections", 3, "At most this many collections; blank for no limit");
        most.setPromptText("any");
        most.textProperty().bindBidirectional(form.maxCollections());
        TextField budget = field("search-budget", 3, "Stop after this many seconds at the most");
        budget.textProperty().bindBidirectional(form.budget());
        TextField seed = field("search-seed", 3, "The same seed and budget give the same designs");
        seed.textProperty().bindBidirectional(form.seed());
        FormGrid.row(grid, "Collections", Ui.row(new Label("at most"), most));
        FormGrid.row(grid, "Time budget", Ui.row(budget, new Label("seconds, seed"), seed));
        TextField designs = field("search-max-designs", 5,
                "Stop after this many designs priced: the same seed and number give the same designs on any machine");
        designs.setPromptText("any");
        designs.textProperty().bindBidirectional(form.maxDesigns());
        FormGrid.row(grid, "Stop after", Ui.row(designs, new Label("designs (blank: at the time budget)")));
        pins.setId("search-pins");
        // a model of hundreds of relationships must not push the designs found out of the window
        ScrollPane pinScroll = Ui.detailScroll(pins);
        pinScroll.setId("search-pins-scroll");
        pinScroll.setMaxHeight(PINS_MAX_HEIGHT);
        FormGrid.tallRow(grid, "Keep as is", pinScroll);
        return grid;
    }

    private static TextField field(String id, int columns, String tooltip) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(columns);
        f.setTooltip(new Tooltip(tooltip));
        return f;
    }

    /** One tick per relationship: a ticked one keeps its mapping. */
    private void showPins(DataModel model) {
        Map<String, String> names = SearchWords.subjectNames(model);
        List<String> ids = model.relationships().stream().map(Relationship::id).toList();
        vm.form().pinned().retainAll(ids);
        FlowPane ticks = Forms.ticks("search-pin-", ids, id -> names.getOrDefault(id, id), List.copyOf(vm.form().pinned()),
                (id, on) -> {
                    if (on) vm.form().pinned().add(id);
                    else vm.form().pinned().remove(id);
                });
        pins.getChildren().setAll(ids.isEmpty() ? Ui.note("No relationships.") : ticks);
    }

    private void buildTable() {
        table.setId("search-table");
        table.setItems(vm.state().found());
        Label empty = Ui.note("");
        empty.setId("search-empty");
        empty.textProperty().bind(vm.emptyNoteProperty());
        table.setPlaceholder(empty);
        TableColumn<FoundDesign, String> name = column("search-col-design", "Design", this::label);
        name.setCellFactory(c -> new Ui.TextCell<>());
        table.getColumns().add(name);
        table.getColumns().add(column("search-col-reads", "Reads", f -> SearchSentences.number(f.figures().readCost())));
        table.getColumns().add(column("search-col-writes", "Writes", f -> SearchSentences.number(f.figures().writeCost())));
        table.getColumns().add(column("search-col-storage", "Storage", f -> SearchSentences.bytes(f.figures().storageBytes())));
        table.getColumns().add(column("search-col-score", "Score", f -> SearchSentences.number(f.figures().score())));
        ColumnFit.nameColumn(table.getColumns().get(0));
        ColumnFit.fillWithFirst(table);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) vm.selectedProperty().set(now);
        });
        vm.selectedProperty().addListener((obs, old, now) -> {
            if (now != table.getSelectionModel().getSelectedItem()) table.getSelectionModel().select(now);
        });
        vm.state().found().addListener((javafx.collections.ListChangeListener<FoundDesign>) c -> fitColumns());
    }

    /**
     * "1 · Author.books → embedded", "2 · Author.books → subset, and 2 more": the same before and after the explanation,
     * which adds only why each change pays (decision 0502).
     */
    private String label(FoundDesign f) {
        List<dev.docshape.model.search.DesignChange> changes = f.changes();
        if (changes.isEmpty()) return Integer.toString(f.rank());
        dev.docshape.model.search.DesignChange first = changes.get(0);
        String subject = SearchWords.subjectNames(vm.analysis().project().model()).getOrDefault(first.subject(), first.subject());
        return f.rank() + " · " + subject + " → " + first.to() + (changes.size() == 1 ? "" : ", and " + (changes.size() - 1) + " more");
    }

    private TableColumn<FoundDesign, String> column(String id, String header, Function<FoundDesign, String> text) {
        TableColumn<FoundDesign, String> c = new TableColumn<>(header);
        c.setId(id);
        c.setSortable(false);
        c.setReorderable(false);
        c.setUserData(text);
        c.setCellValueFactory(d -> new ReadOnlyStringWrapper(text.apply(d.getValue())));
        return c;
    }

    @SuppressWarnings("unchecked")
    private void fitColumns() {
        for (TableColumn<FoundDesign, ?> c : table.getColumns().subList(1, table.getColumns().size())) {
            Function<FoundDesign, String> text = (Function<FoundDesign, String>) c.getUserData();
            ColumnFit.fit(c, c.getText(), Stream.concat(vm.state().found().stream().map(text), Stream.of(c.getText())));
        }
    }

    public TableView<FoundDesign> table() {
        return table;
    }
}
