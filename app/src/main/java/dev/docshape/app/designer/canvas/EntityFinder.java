package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Find an entity by name (Ctrl+F): a box over the top of the canvas with a text field and the
 * entities whose names match what is typed so far, names starting with it first. Enter (or a
 * click on a name) picks the highlighted one; the arrows and Tab move through the names; Escape,
 * or the keyboard going elsewhere, closes the box. Also where Connect asks
 * for the other end of a relationship; the box's prompt says which it is for.
 */
final class EntityFinder extends VBox {
    static final int MAX_SHOWN = 8;

    private final ObservableMap<String, EntityViewModel> entities;
    private final TextField query = new TextField();
    private final ListView<EntityViewModel> matches = new ListView<>();
    static final String FIND_PROMPT = "Find entity by name";
    private final Label none = new Label("No entity has that name");
    private Consumer<String> picked = id -> { };
    private Comparator<EntityViewModel> order = BY_NAME;
    static final Comparator<EntityViewModel> BY_NAME = Comparator.comparing(vm -> vm.entity().name(), String.CASE_INSENSITIVE_ORDER);

    EntityFinder(ObservableMap<String, EntityViewModel> entities) {
        this.entities = entities;
        getStyleClass().add("entity-finder");
        setId("entity-finder");
        query.setId("find-field");
        query.setPromptText(FIND_PROMPT);
        matches.setId("find-results");
        matches.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(EntityViewModel item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.entity().name());
            }
        });
        matches.setFocusTraversable(false);
        none.getStyleClass().add("find-none");
        getChildren().addAll(query, matches, none);
        query.textProperty().addListener(obs -> refresh());
        query.addEventFilter(KeyEvent.KEY_PRESSED, this::keyPressed);
        // the box belongs to its field: when the keyboard goes elsewhere (a click on the canvas) it closes, never left open unheard
        query.focusedProperty().addListener((obs, was, is) -> {
            if (!is) setVisible(false);
        });
        matches.setOnMouseClicked(e -> pick());
        setVisible(false);
        setManaged(false);
    }

    /** What runs with the id of the entity picked. */
    void setOnPicked(Consumer<String> action) {
        picked = action;
    }

    /**
     * @param prompt what the box is for, shown in its empty field
     * @param order  how the names that match equally well (all starting with what is typed, or all containing it) follow each other
     */
    void open(String prompt, Comparator<EntityViewModel> order) {
        this.order = order;
        query.setPromptText(prompt);
        setVisible(true);
        query.clear();
        refresh();
        query.requestFocus();
    }

    void close() {
        setVisible(false);
        if (getParent() != null) getParent().requestFocus();
    }

    private void keyPressed(KeyEvent e) {
        KeyCode code = e.getCode();
        if (code == KeyCode.ESCAPE) {
            close();
        } else if (code == KeyCode.ENTER) {
            pick();
        } else if (code == KeyCode.DOWN || code == KeyCode.UP || code == KeyCode.TAB) {
            // Tab and Shift+Tab move through the names, as the arrows do, rather than taking the keyboard out of the box
            int n = matches.getItems().size();
            if (n == 0) {
                e.consume();
                return;
            }
            boolean down = code == KeyCode.DOWN || code == KeyCode.TAB && !e.isShiftDown();
            int at = matches.getSelectionModel().getSelectedIndex() + (down ? 1 : -1);
            matches.getSelectionModel().select(Math.floorMod(at, n));
            matches.scrollTo(matches.getSelectionModel().getSelectedIndex());
        } else {
            return;
        }
        e.consume();
    }

    private void pick() {
        EntityViewModel chosen = matches.getSelectionModel().getSelectedItem();
        if (chosen == null) return;
        close();
        picked.accept(chosen.id());
    }

    private void refresh() {
        String typed = query.getText().strip().toLowerCase(Locale.ROOT);
        List<EntityViewModel> starts = new ArrayList<>();
        List<EntityViewModel> contains = new ArrayList<>();
        for (EntityViewModel vm : entities.values()) {
            String name = vm.entity().name().toLowerCase(Locale.ROOT);
            if (name.startsWith(typed)) starts.add(vm);
            else if (name.contains(typed)) contains.add(vm);
        }
        starts.sort(order);
        contains.sort(order);
        starts.addAll(contains);
        ObservableList<EntityViewModel> shown = FXCollections.observableArrayList(starts);
        matches.setItems(shown);
        matches.setPrefHeight(Math.min(MAX_SHOWN, Math.max(1, shown.size())) * 26 + 4);
        matches.setVisible(!shown.isEmpty());
        matches.setManaged(!shown.isEmpty());
        none.setVisible(shown.isEmpty());
        none.setManaged(shown.isEmpty());
        if (!shown.isEmpty()) matches.getSelectionModel().select(0);
        if (getParent() != null) getParent().requestLayout();
    }
}
