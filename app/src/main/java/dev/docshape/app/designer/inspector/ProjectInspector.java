package dev.docshape.app.designer.inspector;

import dev.docshape.app.ui.Inputs;
import dev.docshape.app.ui.DescriptionArea;
import dev.docshape.app.text.Words;
import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.model.Entity;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** What the inspector shows when nothing is selected: the project's name and description, editable, and its counts. */
final class ProjectInspector extends VBox {
    private final InspectorViewModel vm;
    private final DesignEditor editor;
    private final TextField name;
    private final TextArea description;
    private final Label summary = Note.of("inspector-project-summary");

    ProjectInspector(InspectorViewModel vm) {
        this.vm = vm;
        this.editor = vm.editor();
        getStyleClass().addAll("inspector-section", "project-inspector");
        setId("project-inspector");
        name = Inputs.committing("inspector-project-name", "The project's name (Enter to rename)", this::rename);
        description = DescriptionArea.create("inspector-project-description",
                "What the project is about (leave the box or press Ctrl+Enter to keep it)", 4, this::describe);

        GridPane form = FormGrid.create("inspector-form", 90);
        FormGrid.row(form, "Name", name);
        FormGrid.tallRow(form, "Description", description);
        getChildren().addAll(Heading.of("Project"), form, summary);
    }

    private void rename(String text) {
        Project p = vm.project().getValue();
        if (text.strip().equals(p.name())) return;
        editor.renameProject(text); // refused: the field shows the old name again and the status bar says why
    }

    private void describe(String text) {
        if (!text.stripTrailing().equals(vm.project().getValue().description())) editor.describeProject(text);
    }

    private void showDescription(Project p) {
        if (p != null) DescriptionArea.show(description, p.description());
    }

    /**
     * The active design's partitioning, where it has any: its number of partitions is the design's, shared by every
     * collection it partitions (issue 15); blank when no collection is partitioned.
     */
    private String partitioned(Project p) {
        Partitioning partitioning = p.active().partitioning();
        List<String> keyed = new ArrayList<>();
        partitioning.keys().forEach((entity, key) -> {
            // a key stays with an entity the design embeds everywhere, but partitions nothing there
            if (vm.collectionKeys(entity).isPresent()) keyed.add(p.model().entity(entity).map(Entity::name).orElse(entity) + " by " + key);
        });
        if (keyed.isEmpty()) return "";
        Collections.sort(keyed);
        return " It partitions " + String.join(", ", keyed) + "; "
                + (keyed.size() == 1 ? "that collection spreads" : "each of these collections spreads")
                + " over the design's " + Words.count(partitioning.partitions(), "partition") + ".";
    }

    /** Shows {@code p}, leaving alone a box the user is typing in. */
    void show(Project p) {
        Inputs.show(name, p.name());
        showDescription(p);
        summary.setText(Words.count(p.model().entities().size(), "entity", "entities") + ", "
                + Words.count(p.model().relationships().size(), "relationship") + ", design \"" + p.activeDesign() + "\"."
                + partitioned(p) + "\n\n"
                + "Select an entity or a relationship to edit it. Double-click empty space to add an entity; "
                + "drag from an entity's round handle to another entity to relate them; click a relationship's "
                + "badge to flip it between embedded and referenced.");
    }
}
