package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.NoteCommands;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.model.Note;
import dev.docshape.model.Position;
import javafx.event.Event;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;

/**
 * A note on the canvas: a box of free text. A click selects it (Shift or Ctrl adds it to the
 * selection or takes it out); drag it to move it, double-click to edit the text
 * (Ctrl+Enter, Escape or clicking elsewhere keeps it, decision 0548), × deletes it. Each of
 * these is one undoable edit, made when the gesture ends.
 */
public final class NoteView extends Region {
    static final double WIDTH = 200;
    private static final double PAD = 10;
    private static final double CLOSE = 16;

    private final NoteCommands commands;
    private final SelectionModel selection;
    private final Label text = new Label();
    private final Label delete = new Label("×");
    private final DoubleClick clicks = new DoubleClick();
    private Note note;
    private TextArea editor;
    private Point2D pressed;
    private Point2D startedAt;
    private boolean dragged;

    NoteView(Note note, NoteCommands commands, SelectionModel selection) {
        this.commands = commands;
        this.selection = selection;
        getStyleClass().add("canvas-note");
        setId("note-" + note.id());
        text.getStyleClass().add("note-text");
        text.setWrapText(true);
        delete.getStyleClass().add("note-delete");
        delete.setId("note-delete-" + note.id());
        Tooltip.install(delete, new Tooltip("Delete the note"));
        delete.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY) commands.deleteNote(this.note.id());
            e.consume();
        });
        delete.setOnMousePressed(Event::consume);
        getChildren().addAll(text, delete);
        setOnMousePressed(this::pressed);
        setOnMouseDragged(this::dragged);
        setOnMouseReleased(this::released);
        setOnMouseClicked(e -> {
            if (clicks.test(e)) startEditing();
            e.consume();
        });
        show(note);
    }

    public Note note() {
        return note;
    }

    /** Shows the note as it is now in the project. */
    void show(Note now) {
        note = now;
        text.setText(now.text().isEmpty() ? "Double-click to write" : now.text());
        pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("empty"), now.text().isEmpty());
        relocate(now.position().x(), now.position().y());
    }

    /**
     * Puts a text area over the note; Ctrl+Enter, Escape or leaving it keeps the text, one undo step. Escape ends the
     * editing rather than dropping what was typed, as drawing programs do with a text box: a note is written at length,
     * and Undo takes it back.
     */
    public void startEditing() {
        if (editor != null) return;
        editor = new TextArea(note.text());
        editor.getStyleClass().add("note-editor");
        editor.setWrapText(true);
        editor.setPrefRowCount(4);
        editor.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE || e.getCode() == KeyCode.ENTER && e.isShortcutDown()) {
                finishEditing();
                e.consume();
            }
        });
        editor.focusedProperty().addListener((obs, was, is) -> {
            if (!is) finishEditing();
        });
        editor.setOnMousePressed(Event::consume);
        editor.setOnMouseDragged(Event::consume);
        editor.setOnMouseClicked(Event::consume);
        getChildren().add(editor);
        requestLayout();
        editor.requestFocus();
    }

    private void finishEditing() {
        if (editor == null) return;
        TextArea done = editor;
        editor = null;
        getChildren().remove(done);
        focusCanvas();
        commands.editNote(note.id(), done.getText().strip());
    }

    /** Gives the keyboard back to the canvas (arrow keys, Delete act on the selection). */
    private void focusCanvas() {
        for (javafx.scene.Parent up = getParent(); up != null; up = up.getParent()) {
            if (up instanceof DiagramCanvas canvas) {
                canvas.requestFocus();
                break;
            }
        }
    }

    private void pressed(MouseEvent e) {
        e.consume();
        if (e.getButton() != MouseButton.PRIMARY) return;
        if (e.isShiftDown() || e.isShortcutDown()) selection.toggleNote(note.id());
        else if (!selection.isNoteSelected(note.id())) selection.selectNote(note.id());
        focusCanvas();
        pressed = getParent().sceneToLocal(e.getSceneX(), e.getSceneY());
        startedAt = new Point2D(getLayoutX(), getLayoutY());
        dragged = false;
    }

    private void dragged(MouseEvent e) {
        e.consume();
        if (pressed == null) return;
        Point2D at = getParent().sceneToLocal(e.getSceneX(), e.getSceneY());
        dragged = true;
        relocate(Math.round(startedAt.getX() + at.getX() - pressed.getX()), Math.round(startedAt.getY() + at.getY() - pressed.getY()));
    }

    private void released(MouseEvent e) {
        e.consume();
        if (pressed == null) return;
        pressed = null;
        if (dragged) commands.moveNote(note.id(), new Position(getLayoutX(), getLayoutY()));
    }

    @Override
    protected double computePrefWidth(double height) {
        return WIDTH;
    }

    @Override
    protected double computePrefHeight(double width) {
        double inner = text.prefHeight(WIDTH - 2 * PAD - CLOSE);
        if (editor != null) inner = Math.max(inner, editor.prefHeight(WIDTH - 2 * PAD));
        return inner + 2 * PAD;
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        text.resizeRelocate(PAD, PAD, w - 2 * PAD - CLOSE, h - 2 * PAD);
        delete.resizeRelocate(w - CLOSE - 4, 2, CLOSE, CLOSE);
        if (editor != null) editor.resizeRelocate(4, 4, w - 8, Math.max(h - 8, editor.prefHeight(w - 8)));
    }
}
