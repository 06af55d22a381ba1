package dev.docshape.app.designer.inspector;

import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.model.Entity;
import dev.docshape.app.ui.OrderChoice;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Field;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

import java.util.Optional;

/**
 * Whether the active design keeps a second copy of the entity's documents in a duplicate collection
 * (docs/counting-rules.md "Duplicate collections"), and the duplicate's own partition key, chosen
 * among the same fields as the collection's key, or whether the copy keeps only the latest documents
 * by an order, a feed (docs/counting-rules.md "Ordering and feeds"). Hidden for an entity without a
 * collection of its own.
 */
final class DuplicateEditor extends VBox {
    private final CheckBox kept = new CheckBox("Also kept in a duplicate collection");
    private final ComboBox<String> key = new ComboBox<>();
    private final GridPane keyRow = FormGrid.create("inspector-form", 90);
    private final OrderChoice feedOrder;
    private final Spinner<Integer> feedKeep = MappingEditor.spinner("inspector-feed-keep", 1, Duplicates.Duplicate.MAX_KEEP,
            "How many documents the feed keeps: the first by its order");
    private final GridPane feedRows = FormGrid.create("inspector-form", 90);
    private final GridPane keepRow = FormGrid.create("inspector-form", 90);
    private final Label note = Note.of("inspector-duplicate-note");
    /** What a new feed keeps until the user says otherwise. */
    private static final int DEFAULT_KEEP = 20;
    private Entity shown;
    private Duplicates.Duplicate shownDuplicate;
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
        FormGrid.row(keyRow, "Copy's key", key);
        feedOrder = new OrderChoice("inspector-feed-order", "every document", order -> {
            if (!updating && shown != null) editor.setFeed(shown.id(), feedKeep.getValue(), order);
        });
        feedKeep.getValueFactory().setValue(DEFAULT_KEEP);
        feedKeep.valueProperty().addListener((obs, old, now) -> {
            Duplicates.Duplicate feed = shownDuplicate;
            if (!updating && now != null && feed != null && feed.isFeed() && now != feed.keep()) editor.setFeed(shown.id(), now, feed.order());
        });
        feedRows.setId("inspector-feed-rows");
        FormGrid.row(feedRows, "Copy keeps", feedOrder);
        keepRow.setId("inspector-feed-keep-row");
        FormGrid.row(keepRow, "Latest", feedKeep);
        getChildren().addAll(kept, keyRow, feedRows, keepRow, note);
    }

    /** Shows the duplicate of {@code entity}'s collection, hidden when {@code keys} is empty (no collection of its own). */
    void show(Entity entity, Optional<CollectionKeys> keys) {
        shown = entity;
        showIf(this, keys.isPresent());
        if (keys.isEmpty()) return;
        CollectionKeys k = keys.get();
        Duplicates.Duplicate duplicate = k.duplicate();
        shownDuplicate = duplicate;
        updating = true;
        try {
            kept.setSelected(k.duplicated());
            showIf(keyRow, k.duplicated());
            showIf(feedRows, k.duplicated());
            if (k.duplicated()) {
                Choices.show(key, k.duplicateKeyChoices(), k.duplicateKey());
                feedOrder.show(entity.fields().stream().map(Field::name).toList(), duplicate.order());
                if (duplicate.isFeed()) feedKeep.getValueFactory().setValue(duplicate.keep());
            }
            showIf(keepRow, duplicate != null && duplicate.isFeed());
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
