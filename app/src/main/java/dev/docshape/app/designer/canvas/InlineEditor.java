package dev.docshape.app.designer.canvas;

import javafx.event.Event;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Pane;
import javafx.scene.text.Text;

import java.util.function.Consumer;

/**
 * Edits a name on the canvas in place: a text field over or instead of the name; Enter or leaving
 * the field commits, Escape cancels. Used for entity and field names.
 */
public final class InlineEditor {
    private InlineEditor() {
    }

    /** Swaps {@code text} for a text field in its parent, and back when done. */
    public static TextField edit(Text text, Consumer<String> commit) {
        Pane parent = (Pane) text.getParent();
        int index = parent.getChildren().indexOf(text);
        TextField[] field = new TextField[1];
        field[0] = create(text.getText(), () -> {
            int at = parent.getChildren().indexOf(field[0]);
            if (at >= 0) parent.getChildren().set(at, text);
        }, commit);
        parent.getChildren().set(index, field[0]);
        field[0].requestFocus();
        field[0].selectAll();
        return field[0];
    }

    /**
     * A text field showing {@code before}. When the user is done, {@code close} runs once (the
     * caller takes the field away), then {@code commit} gets the new text if it is not blank and
     * differs from {@code before}.
     */
    static TextField create(String before, Runnable close, Consumer<String> commit) {
        return create(before, close, commit, () -> { }, () -> { });
    }

    /**
     * As {@link #create(String, Runnable, Consumer)}; after an Enter (and its commit)
     * {@code afterEnter} runs, after an Escape or leaving the field unchanged {@code afterEscape}:
     * quick entry goes on to the next field, or takes back the one just added.
     */
    static TextField create(String before, Runnable close, Consumer<String> commit, Runnable afterEnter, Runnable afterEscape) {
        TextField field = new TextField(before);
        field.getStyleClass().add("inline-editor");
        field.setPrefColumnCount(Math.max(8, before.length() + 2));
        boolean[] done = {false};
        Runnable finish = () -> {
            if (done[0]) return;
            done[0] = true;
            close.run();
        };
        Runnable commitTyped = () -> {
            String typed = field.getText().strip();
            finish.run();
            if (!typed.isEmpty() && !typed.equals(before)) commit.accept(typed);
        };
        field.setOnAction(e -> {
            if (done[0]) return;
            commitTyped.run();
            afterEnter.run();
        });
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                if (!done[0]) {
                    finish.run();
                    afterEscape.run();
                }
                e.consume();
            }
        });
        field.focusedProperty().addListener((obs, was, is) -> {
            if (is || done[0]) return;
            if (field.getText().strip().equals(before)) {
                finish.run();
                afterEscape.run();
            } else {
                commitTyped.run();
            }
        });
        // keep presses inside the editor from starting a drag of the entity behind it
        field.setOnMousePressed(Event::consume);
        field.setOnMouseDragged(Event::consume);
        return field;
    }
}
