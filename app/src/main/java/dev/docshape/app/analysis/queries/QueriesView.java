package dev.docshape.app.analysis.queries;

import dev.docshape.app.analysis.Ui;
import dev.docshape.storage.query.QueryLanguage;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;


/**
 * The queries panel: which pattern and which language, a line saying how many operations (= round
 * trips) it sends, and the operations as read-only, selectable monospace text that scrolls both
 * ways rather than clipping. Ctrl+C copies the selected text, or all of it when nothing is selected.
 */
public final class QueriesView extends VBox {
    private final TextArea code = new TextArea();

    /**
     * @param copyButton the catalogue's Copy Queries button
     * @param copyAll    runs the Copy Queries command (Ctrl+C with no text selected)
     */
    public QueriesView(QueriesViewModel vm, javafx.scene.control.Button copyButton, Runnable copyAll) {
        setId("queries-panel");
        getStyleClass().addAll("analysis-panel", "queries-panel");

        ComboBox<QueriesViewModel.PatternChoice> pattern = new ComboBox<>(vm.state().patterns());
        pattern.setId("queries-pattern");
        pattern.setTooltip(new Tooltip("The access pattern whose operations are shown (also selected on the Patterns and Trips tabs)"));
        pattern.setMaxWidth(Double.MAX_VALUE);
        pattern.setMinWidth(80);
        javafx.scene.layout.HBox.setHgrow(pattern, Priority.ALWAYS);
        Runnable showSelected = () -> {
            String id = vm.selectedIdProperty().get();
            var choice = vm.state().patterns().stream().filter(c -> c.id().equals(id)).findFirst()
                    .orElse(vm.state().patterns().isEmpty() ? null : vm.state().patterns().get(0));
            if (pattern.getValue() != choice) pattern.setValue(choice);
        };
        vm.selectedIdProperty().addListener((obs, old, now) -> showSelected.run());
        vm.state().patterns().addListener((javafx.collections.ListChangeListener<QueriesViewModel.PatternChoice>) c -> showSelected.run());
        showSelected.run();
        pattern.valueProperty().addListener((obs, old, now) -> {
            if (now != null && !now.id().equals(vm.selectedIdProperty().get())) vm.selectedIdProperty().set(now.id());
        });

        ComboBox<QueryLanguage> language = new ComboBox<>(javafx.collections.FXCollections.observableArrayList(QueryLanguage.values()));
        language.setId("queries-language");
        language.setTooltip(new Tooltip("The language the operations are written in: mongosh, the Node driver, the Java driver or Cosmos DB SQL"));
        language.setCellFactory(l -> new LanguageCell());
        language.setButtonCell(new LanguageCell());
        language.valueProperty().bindBidirectional(vm.languageProperty());
        // the pattern's long name is the one shortened, never the language or the command (decision 0532)
        language.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        copyButton.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);

        Label summary = Ui.summary("queries-summary", vm.state().summary());
        summary.setWrapText(true);

        code.setId("queries-code");
        code.getStyleClass().add("query-code");
        code.setEditable(false);
        code.setWrapText(false);
        code.textProperty().bind(vm.textProperty());
        code.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.C && e.isShortcutDown() && code.getSelection().getLength() == 0) {
                copyAll.run();
                e.consume();
            }
        });
        VBox.setVgrow(code, Priority.ALWAYS);

        getChildren().addAll(Ui.row(pattern, language, copyButton), summary, code);
    }

    public TextArea code() {
        return code;
    }

    private static final class LanguageCell extends ListCell<QueryLanguage> {
        @Override
        protected void updateItem(QueryLanguage item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : item.label());
        }
    }

}
