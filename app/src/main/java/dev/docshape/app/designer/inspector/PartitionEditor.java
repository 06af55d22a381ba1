package dev.docshape.app.designer.inspector;

import dev.docshape.app.ui.Visibility;
import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.app.text.NumberInput;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.app.ui.Inputs;
import dev.docshape.model.Entity;
import dev.docshape.model.Partitioning;
import javafx.geometry.Insets;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * The partition (shard) key of an entity's own collection in the active design, chosen among the
 * top-level fields of its documents, and, once it has one, the design's number of partitions, worded as the design's:
 * a collection without a key is one partition (issue 15). Hidden for an entity without a collection of its own.
 */
final class PartitionEditor extends VBox {
    private final DesignEditor editor;
    private final Consumer<String> problems;
    private final ComboBox<String> key = new ComboBox<>();
    private final TextField partitions;
    /** The design's number of partitions, shown only for a partitioned collection (issue 15). */
    private final GridPane partitionsRow = FormGrid.create("inspector-form", 90);
    private final Label note = Note.of("inspector-partition-note");
    private Entity shown;
    private int currentPartitions = Partitioning.NONE.partitions();
    private boolean updating;

    PartitionEditor(DesignEditor editor, Consumer<String> problems) {
        this.editor = editor;
        this.problems = problems;
        setId("inspector-partitioning");
        key.setId("inspector-partition-key");
        key.setMaxWidth(Double.MAX_VALUE);
        key.setTooltip(new Tooltip("The field whose value decides the partition (MongoDB: shard) of each document."
                + " Reads and writes that do not give its value go to every partition"));
        key.valueProperty().addListener((obs, old, now) -> {
            if (updating || shown == null || now == null || now.equals(old)) return;
            editor.setPartitionKey(shown.id(), CollectionKeys.keyOrNull(now));
        });
        partitions = Inputs.committing("inspector-partitions", "The design's number of physical partitions (MongoDB: shards):"
                + " each of its partitioned collections spreads over it, not this one alone", this::commitPartitions);
        GridPane form = FormGrid.create("inspector-form", 90);
        FormGrid.row(form, "Partition key", key);
        partitionsRow.setId("inspector-partitions-row");
        partitionsRow.setPadding(new Insets(6, 0, 0, 0)); // the form's gap between rows
        FormGrid.row(partitionsRow, "Partitions", partitions);
        getChildren().addAll(form, partitionsRow, note);
    }

    private void commitPartitions(String text) {
        if (updating || shown == null) return;
        NumberInput.whole(text).ifPresentOrElse(value -> {
            if (value < 1 || value > Partitioning.MAX_PARTITIONS) {
                problems.accept("Partitions: give a whole number from 1 to " + Partitioning.MAX_PARTITIONS + ", not " + value);
            } else if (value != currentPartitions) {
                editor.setPartitions((int) value);
            }
        }, () -> problems.accept("Partitions: '" + text + "' is not a whole number"));
    }

    /** Shows the key of {@code entity}'s collection, hidden when {@code keys} is empty (no collection of its own). */
    void show(Entity entity, Optional<CollectionKeys> keys) {
        shown = entity;
        Visibility.showIf(this, keys.isPresent());
        if (keys.isEmpty()) return;
        CollectionKeys k = keys.get();
        currentPartitions = k.partitions();
        updating = true;
        try {
            Choices.show(key, k.keyChoices(), k.key());
            Inputs.show(partitions, Integer.toString(k.partitions()));
            Visibility.showIf(partitionsRow, k.partitioned());
            note.setText(k.partitionNote());
        } finally {
            updating = false;
        }
    }
}
