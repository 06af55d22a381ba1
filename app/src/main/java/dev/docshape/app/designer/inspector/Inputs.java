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
     * puts back the text shown before. After a commit the field shows what the model now holds: the
     * new value, or the old one when the change was refused (the reason goes to the status bar).
     */
    static TextField committing(String id, String tooltip, Consumer<String> commit) {
        TextField field = new TextField();
        field.setOnAction(e -> commitAndShow(field, commit));
        return wire(field, id, tooltip, commit);
    }

    private static void commitAndShow(TextInputControl input, Consumer<String> commit) {
        commit.accept(input.getText());
        // a successful commit has already shown the new value (see show); anything else was refused
        if (input.getUserData() instanceof String shown && !shown.equals(input.getText())) {
            input.setText(shown);
            input.selectAll();
        }
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
                commitAndShow(area, commit);
                e.consume();
            }
        });
        return wire(area, id, tooltip, commit);
    }

    private static <T extends TextInputControl> T wire(T input, String id, String tooltip, Consumer<String> commit) {
        input.setId(id);
        if (tooltip != null) input.setTooltip(new Tooltip(tooltip));
        input.focusedProperty().addListener((obs, was, is) -> {
            if (!is) commitAndShow(input, commit);
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
