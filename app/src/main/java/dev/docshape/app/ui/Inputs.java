package dev.docshape.app.ui;

import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

import java.util.function.Consumer;

/**
 * The one way the window's forms take typed values (the inspector and the analysis panels): a
 * field commits on Enter, or when the user leaves it after a change; Escape puts back the text shown before, and
 * after a commit the field shows what the model now holds: the new value, or the one kept when the
 * change was refused (the reason is the caller's to report). Numbers typed are read with
 * {@link dev.docshape.app.text.NumberInput}. Ctrl+Z and Ctrl+Y (Ctrl+Shift+Z) undo and redo the box's own typing
 * while it has some, and the design otherwise, as Edit > Undo and Redo do (decision 0578).
 */
public final class Inputs {
    private Inputs() {
    }

    /** A text field calling {@code commit} with its text on Enter or when the user leaves it, if it was changed. */
    public static TextField committing(String id, String tooltip, Consumer<String> commit) {
        TextField field = new TextField();
        field.setOnAction(e -> commitChange(field, commit));
        return wire(field, id, tooltip, commit);
    }

    /**
     * A multi-line box: Enter starts a new line, so leaving the box or Ctrl+Enter (Cmd+Enter) calls
     * {@code commit}; Escape puts back the text shown before.
     */
    public static TextArea committingArea(String id, String tooltip, int rows, Consumer<String> commit) {
        TextArea area = new TextArea();
        area.setWrapText(true);
        area.setPrefRowCount(rows);
        area.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && e.isShortcutDown()) {
                commitChange(area, commit);
                e.consume();
            }
        });
        return wire(area, id, tooltip, commit);
    }

    /**
     * Shows {@code text}, the value the model holds, unless the user is typing something else in
     * the field; it is also what a refused commit or Escape puts back.
     */
    public static void show(TextInputControl field, String text) {
        Object before = field.getUserData();
        boolean typing = field.isFocused() && field.getText() != null
                && !field.getText().equals(before) && !field.getText().equals(text);
        field.setUserData(text);
        // setting the same text again would replace the field's content and lay it out anew (a flip re-shows every box)
        if (!typing && !java.util.Objects.equals(field.getText(), text)) field.setText(text);
    }

    /**
     * Whether the user changed what {@code field} shows: a form that reads several boxes at once takes the model's own
     * value for a box not changed, never the figure shown (which may be rounded).
     */
    public static boolean changed(TextInputControl field) {
        return !java.util.Objects.equals(field.getText(), field.getUserData());
    }

    private static void commitChange(TextInputControl input, Consumer<String> commit) {
        if (changed(input)) commitAndShow(input, commit);
    }

    private static void commitAndShow(TextInputControl input, Consumer<String> commit) {
        commit.accept(input.getText());
        // a commit the model took has shown the new value already (see show); anything else was refused
        if (input.getUserData() instanceof String shown && !shown.equals(input.getText())) {
            input.setText(shown);
            input.selectAll();
        } else {
            forgetTyping(input);
        }
    }

    /** The typing a commit took is the design's now: the box's own undo starts from it, and Ctrl+Z undoes the design. */
    private static void forgetTyping(TextInputControl input) {
        int anchor = input.getAnchor();
        int caret = input.getCaretPosition();
        input.setText(input.getText()); // JavaFX clears a box's undo history only when its text is set
        input.selectRange(anchor, caret);
    }

    private static final KeyCombination UNDO = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination[] REDO = {
        new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
        new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN)};

    /**
     * Undo and redo keys: the box's own while it holds typing since the model's value was shown (JavaFX keeps the typing
     * before a commit in the box's history too, so its own undo would go back past the value the design holds); the
     * window's Edit > Undo and Redo, through the scene's shortcuts, once nothing typed is left to take back.
     */
    private static void undoKeys(TextInputControl input, KeyEvent e) {
        boolean redo = REDO[0].match(e) || REDO[1].match(e);
        if (!redo && !UNDO.match(e)) return;
        e.consume();
        // JavaFX maps Ctrl+Y to a box's redo on Windows only: all three keys are taken here, the same everywhere
        if (redo && input.isRedoable()) {
            input.redo();
            return;
        }
        if (!redo && changed(input) && input.isUndoable()) {
            input.undo();
            return;
        }
        if (input.getScene() == null) return;
        for (var shortcut : input.getScene().getAccelerators().entrySet()) {
            if (shortcut.getKey().match(e)) {
                shortcut.getValue().run();
                return;
            }
        }
    }

    private static <T extends TextInputControl> T wire(T input, String id, String tooltip, Consumer<String> commit) {
        input.setId(id);
        input.addEventFilter(KeyEvent.KEY_PRESSED, e -> undoKeys(input, e));
        if (tooltip != null) input.setTooltip(new Tooltip(tooltip));
        input.focusedProperty().addListener((obs, was, is) -> {
            if (!is) commitChange(input, commit);
        });
        input.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE && input.getUserData() instanceof String shown) {
                input.setText(shown);
                e.consume();
            }
        });
        return input;
    }
}
