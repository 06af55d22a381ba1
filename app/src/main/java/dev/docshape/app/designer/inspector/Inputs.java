package dev.docshape.app.designer.inspector;

import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;

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

    static Label heading(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("inspector-heading");
        return l;
    }
}
