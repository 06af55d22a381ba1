package dev.docshape.app.designer.inspector;

import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.model.Entity;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

import java.util.Optional;

/**
 * Whether the active design keeps a second copy of the entity's documents in a duplicate collection
 * (docs/counting-rules.md "Duplicate collections"), and the duplicate's own partition key, chosen
 * among the same fields as the collection's key. Hidden for an entity without a collection of its own.
 */
final class DuplicateEditor extends VBox {
    private final CheckBox kept = new CheckBox("Also kept in a duplicate collection");
    private final ComboBox<String> key = new ComboBox<>();
    private final GridPane keyRow = FormGrid.create("inspector-form", 90);
    private final Label note = new Label();
    private Entity shown;
    private boolean updating;

    DuplicateEditor(DesignEditor editor) {
        setId("inspector-duplicate");
        setSpacing(4);
        setPadding(new Insets(8, 0, 0, 0));
        keyRow.setId("inspector-duplicate-key-row");
        kept.setId("inspector-duplicate-kept");
        kept.setTooltip(new Tooltip("Store every document of this collection a second time, in another collection with"
                + " its own partition key: every write writes both, reads go to the copy that serves them in fewer partitions"));
        kept.selectedProperty().addListener((obs, was, is) -> {
            if (updating || shown == null) return;
            if (is) editor.setDuplicate(shown.id(), null);
            else editor.removeDuplicate(shown.id());
        });
        key.setId("inspector-duplicate-key");
        key.setMaxWidth(Double.MAX_VALUE);
        key.setTooltip(new Tooltip("The field whose value decides the partition (MongoDB: shard) of each copy"));
        key.valueProperty().addListener((obs, old, now) -> {
            if (updating || shown == null || now == null || now.equals(old)) return;
            editor.setDuplicate(shown.id(), CollectionKeys.keyOrNull(now));
        });
        note.getStyleClass().add("inspector-note");
        note.setId("inspector-duplicate-note");
        note.setWrapText(true);
        FormGrid.row(keyRow, "Copy's key", key);
        getChildren().addAll(kept, keyRow, note);
    }

    /** Shows the duplicate of {@code entity}'s collection, hidden when {@code keys} is empty (no collection of its own). */
    void show(Entity entity, Optional<CollectionKeys> keys) {
        shown = entity;
        showIf(this, keys.isPresent());
        if (keys.isEmpty()) return;
        CollectionKeys k = keys.get();
        updating = true;
        try {
            kept.setSelected(k.duplicated());
            showIf(keyRow, k.duplicated());
            if (k.duplicated()) Choices.show(key, k.duplicateKeyChoices(), k.duplicateKey());
            note.setText(k.duplicateNote());
            showIf(note, k.duplicated());
        } finally {
            updating = false;
        }
    }

    private static void showIf(Node node, boolean shown) {
        node.setVisible(shown);
        node.setManaged(shown);
    }
}
