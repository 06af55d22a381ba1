package dev.docshape.app.analysis.patterns;

import dev.docshape.model.Numbers;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.app.analysis.Forms;
import dev.docshape.app.analysis.Ui;
import dev.docshape.model.Entity;
import dev.docshape.model.pattern.AccessPattern;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.geometry.Orientation;
import javafx.scene.layout.VBox;

import java.util.Locale;

/**
 * The access-pattern panel: the application's reads and writes in a list (add, delete), and the
 * form of the one selected below it.
 */
public final class PatternsView extends VBox {
    private final PatternsViewModel vm;
    private final ListView<AccessPattern> list;
    private final PatternEditorView editor;
    /** Where the divider between the list and a pattern's editor first sits, down the panel. */
    private static final double EDITOR_DIVIDER = 0.3;
    private double divider = EDITOR_DIVIDER;
    /** The list keeps room for about two patterns however far its editor is pulled up. */
    private static final double LIST_MIN = 110;

    /** @param addRead the catalogue's buttons (decision 0291): Add Read, Add Write, Delete Pattern */
    public PatternsView(PatternsViewModel vm, Button addRead, Button addWrite, Button delete) {
        this.vm = vm;
        setId("patterns-panel");
        getStyleClass().addAll("analysis-panel", "patterns-panel");

        list = new ListView<>(vm.state().patterns());
        list.setId("pattern-list");
        list.getStyleClass().add("pattern-list");
        list.setPlaceholder(Ui.note("No access patterns yet. Add the reads and writes the application makes."));
        list.setCellFactory(l -> new PatternCell());
        list.setMinHeight(LIST_MIN);
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) vm.selectedIdProperty().set(now.id());
        });
        vm.selectedIdProperty().addListener((obs, old, now) -> reselect());
        vm.state().patterns().addListener((javafx.collections.ListChangeListener<AccessPattern>) c -> reselect());

        editor = new PatternEditorView(vm);
        ScrollPane editorScroll = new ScrollPane(editor);
        editorScroll.setFitToWidth(true);
        editorScroll.getStyleClass().add("pattern-editor-scroll");
        Label empty = Ui.note("Select a pattern to edit it.");
        SplitPane split = Ui.split(Orientation.VERTICAL, EDITOR_DIVIDER, list, editorScroll);
        vm.selectedProperty().addListener((obs, old, now) -> showSelected(split, editorScroll, empty));
        showSelected(split, editorScroll, empty);
        // a pattern just added is named next: the cursor goes to its name, once the panel is in the window
        vm.namingProperty().subscribe(id -> {
            if (id != null) javafx.application.Platform.runLater(this::editAddedName);
        });
        getChildren().addAll(Ui.row(Ui.heading("ACCESS PATTERNS"), Ui.spring(), addRead, addWrite, delete), split, empty,
                Ui.problem("pattern-problem", vm.state().problem()));
    }

    /**
     * With no pattern selected the list has the panel to itself, the hint under it, so that a small window shows
     * most patterns rather than three above an empty editor (decision 0532); a selected pattern's editor comes back
     * under the list where its divider last was.
     */
    private void showSelected(SplitPane split, ScrollPane editorScroll, Label empty) {
        AccessPattern p = vm.selectedProperty().get();
        boolean editing = split.getItems().contains(editorScroll);
        if (p == null) {
            if (editing) {
                divider = split.getDividerPositions()[0];
                split.getItems().setAll(list);
            }
        } else {
            editor.show(p);
            if (!editing) {
                split.getItems().setAll(list, editorScroll);
                // laid out at once, so that the divider is set after the split has sized its new item, which would
                // otherwise move the divider by the editor's size on the next pulse (or not, as the pulses fall)
                if (split.getScene() != null) {
                    split.applyCss();
                    split.layout();
                }
                split.setDividerPositions(divider);
            }
        }
        empty.setVisible(p == null);
        empty.setManaged(p == null);
    }

    private void editAddedName() {
        String id = vm.namingProperty().get();
        AccessPattern p = vm.selectedProperty().get();
        if (id == null || getScene() == null || p == null || !p.id().equals(id)) return;
        vm.namingProperty().set(null);
        editor.editName();
    }

    private void reselect() {
        String id = vm.selectedIdProperty().get();
        AccessPattern current = list.getSelectionModel().getSelectedItem();
        if (id == null) {
            list.getSelectionModel().clearSelection();
        } else if (current == null || !current.id().equals(id)) {
            vm.state().patterns().stream().filter(p -> p.id().equals(id)).findFirst().ifPresent(p -> {
                list.getSelectionModel().select(p);
                list.scrollTo(p);
            });
        } else if (!current.equals(vm.selectedProperty().get())) {
            list.getSelectionModel().select(vm.selectedProperty().get());
        }
    }

    public ListView<AccessPattern> list() {
        return list;
    }

    private final class PatternCell extends ListCell<AccessPattern> {
        private final Label name = new Label();
        private final Label details = new Label();
        private final VBox box = new VBox(1, name, details);

        PatternCell() {
            // as wide as the list, never wider: a long name wraps rather than scrolling the whole list sideways
            setPrefWidth(0);
            name.setWrapText(true);
            name.getStyleClass().add("pattern-name");
            details.getStyleClass().add("pattern-details");
        }

        @Override
        protected void updateItem(AccessPattern p, boolean empty) {
            super.updateItem(p, empty);
            setText(null);
            if (empty || p == null) {
                setGraphic(null);
                return;
            }
            name.setText(p.name());
            String entity = vm.project().model().entity(p.entity()).map(Entity::name).orElse(p.entity());
            details.setText(PatternChanges.kindOf(p).name().toLowerCase(Locale.ROOT) + " · " + entity + " · "
                    + Numbers.plain(p.frequency()) + "/s");
            setGraphic(box);
        }
    }
}
