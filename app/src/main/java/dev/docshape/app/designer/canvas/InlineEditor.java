package dev.docshape.app.designer.canvas;

import javafx.event.ActionEvent;
import javafx.event.Event;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Pane;
import javafx.scene.text.Text;

import java.util.function.Consumer;

/**
 * Edits a name on the canvas in place: the text is swapped for a text field; Enter or leaving
 * the field commits, Escape cancels. Used for entity and field names.
 */
public final class InlineEditor {
    private InlineEditor() {
    }

    public static TextField edit(Text text, Consumer<String> commit) {
        Pane parent = (Pane) text.getParent();
        int index = parent.getChildren().indexOf(text);
        String before = text.getText();
        TextField field = new TextField(before);
        field.getStyleClass().add("inline-editor");
        field.setPrefColumnCount(Math.max(8, before.length() + 2));
        boolean[] done = {false};
        Runnable restore = () -> {
            if (done[0]) return;
            done[0] = true;
            int at = parent.getChildren().indexOf(field);
            if (at >= 0) parent.getChildren().set(at, text);
        };
        field.setOnAction(e -> {
            String typed = field.getText().strip();
            restore.run();
            if (!typed.isEmpty() && !typed.equals(before)) commit.accept(typed);
        });
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                restore.run();
                e.consume();
            }
        });
        field.focusedProperty().addListener((obs, was, is) -> {
            if (!is && !done[0]) field.fireEvent(new ActionEvent());
        });
        // keep presses inside the editor from starting a drag of the entity behind it
        field.setOnMousePressed(Event::consume);
        field.setOnMouseDragged(Event::consume);
        parent.getChildren().set(index, field);
        field.requestFocus();
        field.selectAll();
        return field;
    }
}
