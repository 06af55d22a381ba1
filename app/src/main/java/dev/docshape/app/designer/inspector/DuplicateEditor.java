package dev.docshape.app.designer.inspector;

import dev.docshape.app.ui.Visibility;
import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.model.Entity;
import dev.docshape.app.ui.OrderChoice;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Field;
import javafx.geometry.Insets;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

import java.util.Optional;

/**
 * The copies the active design keeps of the entity's documents (decision 0324), each added and removed
 * on its own: a duplicate collection of every document (docs/counting-rules.md "Duplicate collections")
 * with its own partition key, chosen among the same fields as the collection's key, and a feed of only
 * the latest documents by an order (docs/counting-rules.md "Ordering and feeds"). Hidden for an entity
 * without a collection of its own.
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
    private final ComboBox<CollectionKeys.FeedParent> feedParent;
    private final GridPane parentRow = FormGrid.create("inspector-form", 90);
    private final Label note = Note.of("inspector-duplicate-note");
    private final Label feedNote = Note.of("inspector-feed-note");
    /** What a new feed keeps until the user says otherwise. */
    private static final int DEFAULT_KEEP = 20;
    private Entity shown;
    private Duplicates.Duplicate shownFeed;
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
        // choosing an order declares the feed, "no feed" removes it: the duplicate above stays either way
        feedOrder = new OrderChoice("inspector-feed-order", "no feed", order -> {
            if (!updating && shown != null && (order != null || shownFeed != null)) editor.setFeed(shown.id(), feedKeep.getValue(), order);
        });
        feedKeep.getValueFactory().setValue(DEFAULT_KEEP);
        feedKeep.valueProperty().addListener((obs, old, now) -> {
            Duplicates.Duplicate feed = shownFeed;
            if (!updating && now != null && feed != null && now != feed.keep()) editor.setFeed(shown.id(), now, feed.order());
        });
        feedRows.setId("inspector-feed-rows");
        FormGrid.row(feedRows, "Feed of", feedOrder);
        keepRow.setId("inspector-feed-keep-row");
        FormGrid.row(keepRow, "Latest", feedKeep);
        feedParent = Choices.of("inspector-feed-parent", "Keep the latest of all documents, or of each parent's (a user's latest posts)",
                new CollectionKeys.FeedParent[0], CollectionKeys.FeedParent::label, () -> updating || shown == null,
                chosen -> editor.setFeedParent(shown.id(), chosen.relationship()));
        parentRow.setId("inspector-feed-parent-row");
        FormGrid.row(parentRow, "Of", feedParent);
        getChildren().addAll(kept, keyRow, note, feedRows, keepRow, parentRow, feedNote);
    }

    /** Shows the copies of {@code entity}'s collection, hidden when {@code keys} is empty (no collection of its own). */
    void show(Entity entity, Optional<CollectionKeys> keys) {
        shown = entity;
        Visibility.showIf(this, keys.isPresent());
        if (keys.isEmpty()) return;
        CollectionKeys k = keys.get();
        Duplicates.Duplicate feed = k.feed();
        shownFeed = feed;
        updating = true;
        try {
            kept.setSelected(k.duplicated());
            Visibility.showIf(keyRow, k.duplicated());
            if (k.duplicated()) Choices.show(key, k.duplicateKeyChoices(), k.duplicateKey());
            note.setText(k.duplicateNote());
            Visibility.showIf(note, k.duplicated());
            feedOrder.show(entity.fields().stream().map(Field::name).toList(), feed == null ? null : feed.order());
            if (feed != null) feedKeep.getValueFactory().setValue(feed.keep());
            Visibility.showIf(keepRow, feed != null);
            Choices.show(feedParent, k.feedParentChoices(), k.feedParent());
            Visibility.showIf(parentRow, feed != null && k.feedParentChoices().size() > 1);
            feedNote.setText(k.feedNote());
            Visibility.showIf(feedNote, feed != null);
        } finally {
            updating = false;
        }
    }
}
