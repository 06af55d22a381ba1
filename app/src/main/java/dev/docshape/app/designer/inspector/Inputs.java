package dev.docshape.app.designer.inspector;

import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;

import java.util.Locale;
import java.util.function.Consumer;

/** Small helpers for the inspector's forms: committed text fields, number parsing, label grids. */
final class Inputs {
    private Inputs() {
    }

    /**
     * Calls {@code commit} with the text when the user presses Enter or leaves the field; Escape
     * puts back the text shown before.
     */
    static TextField committing(String id, String tooltip, Consumer<String> commit) {
        TextField field = new TextField();
        field.setId(id);
        if (tooltip != null) field.setTooltip(new Tooltip(tooltip));
        field.setOnAction(e -> commit.accept(field.getText()));
        field.focusedProperty().addListener((obs, was, is) -> {
            if (!is) commit.accept(field.getText());
        });
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE && field.getUserData() instanceof String shown) {
                field.setText(shown);
                e.consume();
            }
        });
        return field;
    }

    /** Shows {@code text} unless the user is typing in the field. */
    static void show(TextField field, String text) {
        field.setUserData(text);
        if (!field.isFocused() || field.getText() == null || field.getText().equals(text)) field.setText(text);
    }

    static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) return Long.toString((long) value);
        return String.format(Locale.ROOT, "%s", value);
    }

    /** A two-column form: labels on the left, inputs stretching on the right. */
    static GridPane form() {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("inspector-form");
        grid.setHgap(8);
        grid.setVgap(6);
        grid.setPadding(new Insets(0));
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(90);
        ColumnConstraints inputs = new ColumnConstraints();
        inputs.setHgrow(Priority.ALWAYS);
        inputs.setFillWidth(true);
        grid.getColumnConstraints().addAll(labels, inputs);
        return grid;
    }

    static void row(GridPane grid, String label, Node input) {
        Label l = new Label(label);
        l.getStyleClass().add("form-label");
        l.setLabelFor(input);
        int row = grid.getRowCount();
        grid.add(l, 0, row);
        grid.add(input, 1, row);
        GridPane.setHgrow(input, Priority.ALWAYS);
    }

    static Label heading(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("inspector-heading");
        return l;
    }
}
