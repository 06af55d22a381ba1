package dev.docshape.app.designer;

import dev.docshape.model.Project;
import dev.docshape.model.Design;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;

import java.util.List;

/** The toolbar's choice of design: which mapping alternative of the model is shown and edited. */
final class DesignPicker extends HBox {
    private final ComboBox<String> designs = new ComboBox<>();
    private boolean updating;

    DesignPicker(MainViewModel vm) {
        getStyleClass().add("design-picker");
        Label label = new Label("Design");
        label.getStyleClass().add("form-label");
        label.setLabelFor(designs);
        designs.setId("design-picker");
        designs.setTooltip(new Tooltip("The design (one way of mapping the model to documents) shown and edited"));
        designs.valueProperty().addListener((obs, old, now) -> {
            if (!updating && now != null) vm.editor().setActiveDesign(now);
        });
        getChildren().addAll(label, designs);
        vm.document().projectProperty().addListener((obs, old, now) -> show(now));
        show(vm.document().project());
    }

    private void show(Project project) {
        List<String> names = project.designs().stream().map(Design::name).toList();
        updating = true;
        try {
            if (!designs.getItems().equals(names)) designs.getItems().setAll(names);
            designs.setValue(project.activeDesign());
        } finally {
            updating = false;
        }
    }
}
