package dev.docshape.app.designer.inspector;

import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

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
        field.setOnAction(e -> commit.accept(field.getText()));
        return wire(field, id, tooltip, commit);
    }

    /**
     * A multi-line box: Enter starts a new line, so leaving the box or Ctrl+Enter (Cmd+Enter) calls
     * {@code commit}; Escape puts back the text shown before.
     */
    static TextArea committingArea(String id, String tooltip, int rows, Consumer<String> commit) {
        TextArea area = new TextArea();
        area.setWrapText(true);
        area.setPrefRowCount(rows);
        area.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && e.isShortcutDown()) {
                commit.accept(area.getText());
                e.consume();
            }
        });
        return wire(area, id, tooltip, commit);
    }

    private static <T extends TextInputControl> T wire(T input, String id, String tooltip, Consumer<String> commit) {
        input.setId(id);
        if (tooltip != null) input.setTooltip(new Tooltip(tooltip));
        input.focusedProperty().addListener((obs, was, is) -> {
            if (!is) commit.accept(input.getText());
        });
        input.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE && input.getUserData() instanceof String shown) {
                input.setText(shown);
                e.consume();
            }
        });
        return input;
    }

    /** Shows {@code text} unless the user is typing in the field. */
    static void show(TextInputControl field, String text) {
        field.setUserData(text);
        if (!field.isFocused() || field.getText() == null || field.getText().equals(text)) field.setText(text);
    }

    static Label heading(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("inspector-heading");
        return l;
    }
}
