package dev.docshape.app.designer.inspector;

import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.app.text.NumberInput;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.app.ui.Inputs;
import dev.docshape.model.Entity;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.PartitionKeys;
import dev.docshape.model.projection.ProjectionSession;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The partition (shard) key of an entity's own collection in the active design, chosen among the
 * top-level fields of its documents, and the design's number of partitions. Hidden for an entity
 * without a collection of its own.
 */
final class PartitionEditor extends VBox {
    /** The choice that stops partitioning the collection. */
    static final String NONE = "none (one partition)";

    private final DesignEditor editor;
    private final Consumer<String> problems;
    private final ProjectionSession projections;
    private final ComboBox<String> key = new ComboBox<>();
    private final TextField partitions;
    private final Label note = new Label();
    private Entity shown;
    private Partitioning current = Partitioning.NONE;
    private boolean updating;

    /** {@code projections} is shared with the other editors of the inspector, so a change is projected once. */
    PartitionEditor(DesignEditor editor, Consumer<String> problems, ProjectionSession projections) {
        this.editor = editor;
        this.problems = problems;
        this.projections = projections;
        setId("inspector-partitioning");
        key.setId("inspector-partition-key");
        key.setMaxWidth(Double.MAX_VALUE);
        key.setTooltip(new Tooltip("The field whose value decides the partition (MongoDB: shard) of each document."
                + " Reads and writes that do not give its value go to every partition"));
        key.valueProperty().addListener((obs, old, now) -> {
            if (updating || shown == null || now == null || now.equals(old)) return;
            editor.setPartitionKey(shown.id(), NONE.equals(now) ? null : now);
        });
        partitions = Inputs.committing("inspector-partitions",
                "Physical partitions (shards) of every partitioned collection of this design", this::commitPartitions);
        note.getStyleClass().add("inspector-note");
        note.setId("inspector-partition-note");
        note.setWrapText(true);
        GridPane form = FormGrid.create("inspector-form", 90);
        FormGrid.row(form, "Partition key", key);
        FormGrid.row(form, "Partitions", partitions);
        getChildren().addAll(form, note);
    }

    private void commitPartitions(String text) {
        if (updating || shown == null) return;
        NumberInput.whole(text).ifPresentOrElse(value -> {
            if (value < 1 || value > Partitioning.MAX_PARTITIONS) {
                problems.accept("Partitions: give a whole number from 1 to " + Partitioning.MAX_PARTITIONS + ", not " + value);
            } else if (value != current.partitions()) {
                editor.setPartitions((int) value);
            }
        }, () -> problems.accept("Partitions: '" + text + "' is not a whole number"));
    }

    /** Shows the key of {@code entity}'s collection in the project's active design. */
    void show(Project project, Entity entity) {
        shown = entity;
        current = project.active().partitioning();
        Optional<CollectionShape> own = projections.project(project.model(), project.active()).entityCollection(entity.id());
        setVisible(own.isPresent());
        setManaged(own.isPresent());
        if (own.isEmpty()) return;
        updating = true;
        try {
            List<String> candidates = PartitionKeys.candidates(own.get());
            String chosen = current.keyOf(entity.id());
            boolean stale = chosen != null && !candidates.contains(chosen);
            showKeys(key, candidates, chosen);
            Inputs.show(partitions, Integer.toString(current.partitions()));
            note.setText(noteFor(chosen, stale, current.partitions()));
        } finally {
            updating = false;
        }
    }

    /**
     * Offers {@link #NONE} and the candidate key fields in {@code box}, plus the chosen key when it is
     * no longer a candidate, and selects the chosen one.
     */
    static void showKeys(ComboBox<String> box, List<String> candidates, String chosen) {
        List<String> choices = new ArrayList<>(candidates.size() + 2);
        choices.add(NONE);
        choices.addAll(candidates);
        if (chosen != null && !candidates.contains(chosen)) choices.add(chosen);
        if (!box.getItems().equals(choices)) box.getItems().setAll(choices);
        box.setValue(chosen == null ? NONE : chosen);
    }

    private static String noteFor(String chosen, boolean stale, int partitions) {
        if (chosen == null) return "One partition: no request fans out.";
        if (stale) return "'" + chosen + "' is no longer a field of these documents: every request fans out to all "
                + partitions + " partitions.";
        return "Reads and writes that do not give the " + chosen + " fan out to all " + partitions + " partitions.";
    }
}
