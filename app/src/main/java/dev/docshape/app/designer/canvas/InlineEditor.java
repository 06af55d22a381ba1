package dev.docshape.app.designer.canvas;

import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Pane;

import java.util.function.Consumer;

/**
 * Edits a label's text in place: the label is swapped for a text field; Enter or leaving the field
 * commits, Escape cancels. Used for entity and field names on the canvas.
 */
public final class InlineEditor {
    private InlineEditor() {
    }

    public static TextField edit(Label label, Consumer<String> commit) {
        Pane parent = (Pane) label.getParent();
        int index = parent.getChildren().indexOf(label);
        TextField field = new TextField(label.getText());
        field.getStyleClass().add("inline-editor");
        field.setPrefColumnCount(Math.max(8, label.getText().length() + 2));
        boolean[] done = {false};
        Runnable restore = () -> {
            if (done[0]) return;
            done[0] = true;
            int at = parent.getChildren().indexOf(field);
            if (at >= 0) parent.getChildren().set(at, label);
        };
        field.setOnAction(e -> {
            String text = field.getText().strip();
            restore.run();
            if (!text.isEmpty() && !text.equals(label.getText())) commit.accept(text);
        });
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                restore.run();
                e.consume();
            }
        });
        field.focusedProperty().addListener((obs, was, is) -> {
            if (!is && !done[0]) field.fireEvent(new javafx.event.ActionEvent());
        });
        // keep presses inside the editor from starting a drag of the entity behind it
        field.setOnMousePressed(javafx.event.Event::consume);
        field.setOnMouseDragged(javafx.event.Event::consume);
        parent.getChildren().set(index, field);
        field.requestFocus();
        field.selectAll();
        return field;
    }
}
