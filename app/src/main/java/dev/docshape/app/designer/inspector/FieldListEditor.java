package dev.docshape.app.designer.inspector;

import dev.docshape.model.Numbers;
import dev.docshape.model.Labels;
import dev.docshape.app.ui.ChoiceTexts;
import dev.docshape.app.ui.Inputs;
import dev.docshape.app.designer.actions.ActionViews;
import dev.docshape.app.designer.diagram.FieldRef;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.app.designer.document.FieldEditor;
import dev.docshape.app.ui.FocusKeeper;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.List;

import static dev.docshape.app.designer.actions.DesignerAction.ADD_FIELD;
import static dev.docshape.app.designer.actions.DesignerAction.MOVE_FIELD_DOWN;
import static dev.docshape.app.designer.actions.DesignerAction.MOVE_FIELD_UP;
import static dev.docshape.app.designer.actions.DesignerAction.REMOVE_FIELD;

/**
 * The inspector's list of an entity's fields: a name box, a type list and how often the field
 * changes (empty: as often as its entity) per field, buttons to move a field up or down or remove
 * it, under them the field's share and the values it keeps ({@link FieldDetails}), and one button to add a field. The buttons, and a row's context menu, are the catalogue's commands
 * (decision 0293): a row's act on that row, and a focused row is the focused field, which the
 * menu bar and the shortcuts act on; the keyboard follows a field that moves.
 */
final class FieldListEditor extends VBox {
    /** A "values" box that takes no count for its field's type: read-only, greyed, its tooltip saying why. */
    static final PseudoClass FIXED = PseudoClass.getPseudoClass("fixed");
    private static final String VALUES_TIP = "How many distinct values this field takes (a status of 3), so an order by it ties; empty: not declared";
    private final FieldEditor editor;
    private final SelectionModel selection;
    private final ActionViews actions;
    private final VBox rows = new VBox();
    private String entityId;
    private boolean updating;
    /** The field just added, whose Enter goes on to the next new field (quick entry); -1 for none. */
    private int freshIndex = -1;

    FieldListEditor(FieldEditor editor, SelectionModel selection, ActionViews actions) {
        this.editor = editor;
        this.selection = selection;
        this.actions = actions;
        getStyleClass().add("field-list");
        rows.getStyleClass().add("field-list-rows");
        Button add = actions.panelButton(ADD_FIELD);
        add.getStyleClass().setAll("button", "add-field-button");
        getChildren().addAll(rows, add);
        selection.fieldProperty().addListener((obs, old, now) -> follow(now));
    }

    void show(Entity entity) {
        boolean sameEntity = entity.id().equals(entityId);
        if (!sameEntity) freshIndex = -1;
        entityId = entity.id();
        List<Field> fields = entity.fields();
        updating = true;
        try {
            int focused = -1;
            if (!sameEntity || rows.getChildren().size() != fields.size()) {
                focused = sameEntity ? focusedRow() : -1;
                rows.getChildren().clear();
                for (int i = 0; i < fields.size(); i++) rows.getChildren().add(new Row(i));
            }
            for (int i = 0; i < fields.size(); i++) row(i).show(fields.get(i));
            // a removed field's row takes the keyboard to the field now in its place
            if (focused >= 0 && !fields.isEmpty()) row(Math.min(focused, fields.size() - 1)).name.requestFocus();
        } finally {
            updating = false;
        }
    }

    private Row row(int index) {
        return (Row) rows.getChildren().get(index);
    }

    /** The row that has the keyboard, or -1. */
    private int focusedRow() {
        for (int i = 0; i < rows.getChildren().size(); i++) if (FocusKeeper.hasKeyboard(rows.getChildren().get(i))) return i;
        return -1;
    }

    /**
     * When the focused field moved (Move up, Move down), the keyboard goes along to its new row, in
     * the same column; when no field is focused any more (Remove field), the row with the keyboard is.
     */
    private void follow(FieldRef field) {
        int from = focusedRow();
        if (field == null && from >= 0) selection.selectField(entityId, from);
        if (field == null || from < 0 || !field.entityId().equals(entityId) || field.index() == from || field.index() >= rows.getChildren().size()) return;
        Row source = row(from);
        int column = 0;
        List<Node> controls = source.controls();
        while (column < controls.size() && !FocusKeeper.hasKeyboard(controls.get(column))) column++;
        List<Node> to = row(field.index()).controls();
        Node target = to.get(Math.min(column, to.size() - 1));
        (target.isVisible() && target.getParent().isVisible() ? target : to.get(0)).requestFocus();
    }

    /** Focuses the name box of the last field (after Add field), its text selected for typing over. */
    void focusLast() {
        if (rows.getChildren().isEmpty()) return;
        TextField last = ((Row) rows.getChildren().get(rows.getChildren().size() - 1)).name;
        last.requestFocus();
        last.selectAll();
    }

    /** Adds a field and puts the keyboard in its name box; Enter there goes on to the next new field. */
    void addAndFocus() {
        int before = rows.getChildren().size();
        editor.addField(entityId);
        if (rows.getChildren().size() == before + 1) {
            freshIndex = before;
            focusLast();
        }
    }

    /**
     * One field: its line of boxes and buttons, and under it the share of instances holding it and the values it keeps
     * (decisions 0537, 0544), as wide as the list so that {@code at least 0 and below 100} is read whole. Tab goes
     * through the field's boxes, those under it among them, before the row's buttons (decision 0547): the buttons come
     * last among the row's children while the grid draws them at the end of the first line.
     */
    private final class Row extends GridPane {
        private final HBox line = new HBox();
        private final FieldDetails details;
        private final HBox buttons = new HBox();
        private final int index;
        private final TextField name;
        private final ComboBox<FieldType> type = new ComboBox<>();
        private final TextField rate;
        private Double shownRate;
        private final TextField values;
        private Integer shownValues;
        /** The field's type takes no declared count (decision 0401): the box is read-only. */
        private boolean valuesFixed;

        Row(int index) {
            this.index = index;
            FieldRef field = new FieldRef(entityId, index);
            getStyleClass().add("field-editor");
            line.getStyleClass().add("field-editor-row");
            buttons.getStyleClass().add("field-editor-row");
            details = new FieldDetails(editor, entityId, index, () -> updating, () -> selection.selectField(entityId, index));
            boolean[] enter = {false};
            name = Inputs.committing("inspector-field-name-" + index,
                    "Field name, or name and type (email: string, total decimal, day: integer 1..7); after Add field, Enter adds the next one", text -> {
                        boolean next = enter[0];
                        enter[0] = false;
                        if (!updating && !text.isBlank()) editor.enterField(entityId, index, text);
                        if (next && index == freshIndex && index == rows.getChildren().size() - 1) addAndFocus();
                    });
            name.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
                enter[0] = e.getCode() == KeyCode.ENTER;
                // Escape on a field just added takes it back (the editor checks that nothing else changed since)
                if (e.getCode() == KeyCode.ESCAPE) editor.discardNewField(entityId, index);
            });
            name.setPrefColumnCount(8);
            HBox.setHgrow(name, Priority.ALWAYS);
            type.setId("inspector-field-type-" + index);
            type.getItems().setAll(FieldType.values());
            ChoiceTexts.install(type, Labels::words);
            type.setTooltip(new Tooltip("Field type"));
            type.setPrefWidth(110);
            type.valueProperty().addListener((obs, old, now) -> {
                if (!updating && now != null) editor.retypeField(entityId, index, now);
            });
            rate = Inputs.committing("inspector-field-rate-" + index,
                    "How often this field changes, per day; empty: as often as its entity", text -> {
                        if (updating) return;
                        String typed = text.strip();
                        boolean same = typed.isEmpty() ? shownRate == null : shownRate != null && typed.equals(Numbers.plain(shownRate));
                        if (!same) editor.setFieldUpdatesPerDay(entityId, index, typed);
                    });
            rate.setPromptText("/day");
            rate.setPrefColumnCount(3);
            values = Inputs.committing("inspector-field-values-" + index, VALUES_TIP, text -> {
                if (updating || valuesFixed) return;
                String typed = text.strip();
                boolean same = typed.isEmpty() ? shownValues == null : shownValues != null && typed.equals(shownValues.toString());
                if (!same) editor.setFieldDistinctValues(entityId, index, typed);
            });
            values.setPromptText("distinct");
            values.setPrefColumnCount(4);
            line.getChildren().addAll(name, type, rate, values);
            buttons.getChildren().addAll(actions.rowButton(MOVE_FIELD_UP, field, index),
                    actions.rowButton(MOVE_FIELD_DOWN, field, index), actions.rowButton(REMOVE_FIELD, field, index));
            add(line, 0, 0);
            add(details, 0, 1, 2, 1);
            add(buttons, 1, 0);
            ColumnConstraints boxes = new ColumnConstraints();
            boxes.setHgrow(Priority.ALWAYS);
            getColumnConstraints().setAll(boxes, new ColumnConstraints());
            ContextMenu menu = actions.rowMenu(field, MOVE_FIELD_UP, MOVE_FIELD_DOWN, null, REMOVE_FIELD);
            // on a right-click's release, as the canvas does (some platforms send no context-menu event); the text boxes keep their own menus
            addEventFilter(MouseEvent.MOUSE_CLICKED, e -> {
                if (e.getButton() == MouseButton.SECONDARY && !inTextBox(e.getPickResult().getIntersectedNode())) {
                    menu.show(this, e.getScreenX(), e.getScreenY());
                    e.consume();
                }
            });
            setOnContextMenuRequested(e -> {
                if (e.isKeyboardTrigger()) menu.show(this, e.getScreenX(), e.getScreenY());
                e.consume();
            });
            // the row with the keyboard is the focused field: the menu bar's field commands and their shortcuts act on it
            for (Node control : controls()) {
                control.focusedProperty().addListener((obs, was, now) -> {
                    if (now) selection.selectField(entityId, index);
                });
            }
        }

        /** The row's controls in the order the keyboard goes through them. */
        List<Node> controls() {
            List<Node> all = new java.util.ArrayList<>(line.getChildren());
            all.addAll(details.controls());
            all.addAll(buttons.getChildren());
            return all;
        }

        private boolean inTextBox(Node node) {
            for (Node n = node; n != null && n != this; n = n.getParent()) if (n instanceof TextField) return true;
            return false;
        }

        void show(Field field) {
            Inputs.show(name, field.name());
            type.setValue(field.type());
            shownRate = field.updatesPerDay();
            Inputs.show(rate, shownRate == null ? "" : Numbers.plain(shownRate));
            shownValues = field.distinctValues();
            showValues(field.type());
            details.show(field);
        }

        /** A boolean always takes 2 values and an object or array none: their box shows that, read-only, and says why. */
        private void showValues(FieldType type) {
            String fixedReason = type == FieldType.BOOLEAN ? "A boolean takes exactly 2 values, true and false: nothing to declare"
                    : type.isScalar() ? null : "An object or array holds other values: it has no count of distinct values to declare";
            valuesFixed = fixedReason != null;
            values.setEditable(!valuesFixed);
            values.setFocusTraversable(!valuesFixed);
            values.pseudoClassStateChanged(FIXED, valuesFixed);
            values.getTooltip().setText(valuesFixed ? fixedReason : VALUES_TIP);
            String text = type == FieldType.BOOLEAN ? "2" : valuesFixed || shownValues == null ? "" : shownValues.toString();
            Inputs.show(values, text);
        }
    }
}
