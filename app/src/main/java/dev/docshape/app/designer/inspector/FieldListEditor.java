package dev.docshape.app.designer.inspector;

import dev.docshape.app.ui.ChoiceTexts;
import dev.docshape.app.ui.Inputs;
import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Locale;

/**
 * The inspector's list of an entity's fields: a name box, a type list and how often the field
 * changes (empty: as often as its entity) per field, buttons to move a field up or down or remove
 * it, and one to add a field.
 */
final class FieldListEditor extends VBox {
    private final DesignEditor editor;
    private final VBox rows = new VBox();
    private final Button add = new Button("Add field");
    private String entityId;
    private boolean updating;
    /** The field just added, whose Enter goes on to the next new field (quick entry); -1 for none. */
    private int freshIndex = -1;

    FieldListEditor(DesignEditor editor) {
        this.editor = editor;
        getStyleClass().add("field-list");
        rows.getStyleClass().add("field-list-rows");
        add.setId("inspector-add-field");
        add.getStyleClass().add("add-field-button");
        add.setTooltip(new Tooltip("Add a field to this entity (Ctrl+Shift+E)"));
        add.setOnAction(e -> addAndFocus());
        getChildren().addAll(rows, add);
    }

    void show(Entity entity) {
        boolean sameEntity = entity.id().equals(entityId);
        if (!sameEntity) freshIndex = -1;
        entityId = entity.id();
        List<Field> fields = entity.fields();
        updating = true;
        try {
            if (!sameEntity || rows.getChildren().size() != fields.size()) {
                rows.getChildren().clear();
                for (int i = 0; i < fields.size(); i++) rows.getChildren().add(new Row(i));
            }
            for (int i = 0; i < fields.size(); i++) ((Row) rows.getChildren().get(i)).show(fields.get(i), fields.size());
        } finally {
            updating = false;
        }
    }

    /** Focuses the name box of the last field (after Add field), its text selected for typing over. */
    void focusLast() {
        if (rows.getChildren().isEmpty()) return;
        TextField last = ((Row) rows.getChildren().get(rows.getChildren().size() - 1)).name;
        last.requestFocus();
        last.selectAll();
    }

    private void addAndFocus() {
        int before = rows.getChildren().size();
        editor.fields().addField(entityId);
        if (rows.getChildren().size() == before + 1) {
            freshIndex = before;
            focusLast();
        }
    }

    private final class Row extends HBox {
        private final int index;
        private final TextField name;
        private final ComboBox<FieldType> type = new ComboBox<>();
        private final TextField rate;
        private Double shownRate;
        private final Button up = small("▲", "Move this field up");
        private final Button down = small("▼", "Move this field down");
        private final Button remove = small("✕", "Remove this field");

        Row(int index) {
            this.index = index;
            getStyleClass().add("field-editor-row");
            boolean[] enter = {false};
            name = Inputs.committing("inspector-field-name-" + index,
                    "Field name, or name and type (email: string, total decimal); after Add field, Enter adds the next one", text -> {
                        boolean next = enter[0];
                        enter[0] = false;
                        if (!updating && !text.isBlank()) editor.fields().enterField(entityId, index, text);
                        if (next && index == freshIndex && index == rows.getChildren().size() - 1) addAndFocus();
                    });
            name.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
                enter[0] = e.getCode() == KeyCode.ENTER;
                // Escape on a field just added takes it back (the editor checks that nothing else changed since)
                if (e.getCode() == KeyCode.ESCAPE) editor.fields().discardNewField(entityId, index);
            });
            name.setPrefColumnCount(8);
            HBox.setHgrow(name, Priority.ALWAYS);
            type.setId("inspector-field-type-" + index);
            type.getItems().setAll(FieldType.values());
            ChoiceTexts.install(type, t -> t.name().toLowerCase(Locale.ROOT).replace('_', ' '));
            type.setTooltip(new Tooltip("Field type"));
            type.setPrefWidth(110);
            type.valueProperty().addListener((obs, old, now) -> {
                if (!updating && now != null) editor.fields().retypeField(entityId, index, now);
            });
            rate = Inputs.committing("inspector-field-rate-" + index,
                    "How often this field changes, per day; empty: as often as its entity", text -> {
                        if (updating) return;
                        String typed = text.strip();
                        boolean same = typed.isEmpty() ? shownRate == null : shownRate != null && typed.equals(FormGrid.plain(shownRate));
                        if (!same) editor.fields().setFieldUpdatesPerDay(entityId, index, typed);
                    });
            rate.setPromptText("/day");
            rate.setPrefColumnCount(3);
            up.setId("inspector-field-up-" + index);
            down.setId("inspector-field-down-" + index);
            remove.setId("inspector-field-remove-" + index);
            up.setOnAction(e -> editor.fields().moveField(entityId, index, -1));
            down.setOnAction(e -> editor.fields().moveField(entityId, index, +1));
            remove.setOnAction(e -> editor.fields().removeField(entityId, index));
            getChildren().addAll(name, type, rate, up, down, remove);
        }

        void show(Field field, int count) {
            Inputs.show(name, field.name());
            type.setValue(field.type());
            shownRate = field.updatesPerDay();
            Inputs.show(rate, shownRate == null ? "" : FormGrid.plain(shownRate));
            up.setDisable(index == 0);
            down.setDisable(index == count - 1);
        }

        private Button small(String text, String tip) {
            Button b = new Button(text);
            b.getStyleClass().add("small-button");
            b.setTooltip(new Tooltip(tip));
            return b;
        }
    }
}
