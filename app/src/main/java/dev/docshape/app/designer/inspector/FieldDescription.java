package dev.docshape.app.designer.inspector;

import dev.docshape.app.designer.diagram.FieldRef;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.app.designer.document.FieldEditor;
import dev.docshape.app.ui.DescriptionArea;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;

/**
 * The selected field's description (decision 0566): one box under the entity's field list, for the field last clicked
 * on its card or whose row has the keyboard, rather than a box in every row, which made the rows too tall to work in
 * (decision 0556). Shown only while a field of the entity is selected, so that it takes no room from the entity's own
 * boxes otherwise. One undo step per edit, named after the field ("Describe Issue.status").
 */
final class FieldDescription extends VBox {
    private static final String TIP = "What the selected field holds, in words (a column's comment); exported as the schemas'"
            + " description. Leave the box or Ctrl+Enter to set it; empty: none";
    private final SelectionModel selection;
    private final Label title = new Label();
    private final TextArea box;
    private Entity entity;
    /** The field the box shows, by name, so that a commit reaches it wherever the selection has gone; null for none. */
    private String fieldName;
    private String shown = "";

    FieldDescription(FieldEditor editor, SelectionModel selection) {
        this.selection = selection;
        getStyleClass().add("field-description");
        title.getStyleClass().add("form-label");
        box = DescriptionArea.create("inspector-field-description", TIP, 2, text -> {
            if (entity != null && fieldName != null && !text.strip().equals(shown)) editor.describeField(entity.id(), fieldName, text);
        });
        title.setLabelFor(box);
        getChildren().addAll(title, box);
        managedProperty().bind(visibleProperty());
        selection.fieldProperty().addListener((obs, old, now) -> show());
    }

    /** Shows the selected field of {@code shownEntity}, as the model now holds it. */
    void show(Entity shownEntity) {
        entity = shownEntity;
        show();
    }

    private void show() {
        FieldRef ref = selection.fieldProperty().get();
        Field field = entity != null && ref != null && ref.entityId().equals(entity.id()) && ref.index() < entity.fields().size()
                ? entity.fields().get(ref.index()) : null;
        fieldName = field == null ? null : field.name();
        shown = field == null || field.description() == null ? "" : field.description();
        setVisible(field != null);
        if (field == null) return;
        title.setText("Description of " + field.name());
        box.setPromptText("What " + field.name() + " holds, in words");
        DescriptionArea.show(box, shown);
    }
}
