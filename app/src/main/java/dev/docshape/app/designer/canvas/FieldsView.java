package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramCommands;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import javafx.geometry.Point2D;
import javafx.geometry.VPos;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * An entity's fields on the canvas: names on the left, types on the right, drawn as two texts of
 * one line per field (a large model has thousands of fields; two nodes per entity keep the
 * canvas quick). Double-click a name to rename it in place, click a type to change it,
 * right-click a field to move or remove it.
 */
final class FieldsView extends Region {
    private static final double GAP = 16;

    private final String entityId;
    private final DiagramCommands commands;
    private final Text names = new Text();
    private final Text types = new Text();
    private final DoubleClick clicks = new DoubleClick();
    private List<Field> fields = List.of();
    private TextField editor;
    private ContextMenu menu;

    FieldsView(String entityId, DiagramCommands commands) {
        this.entityId = entityId;
        this.commands = commands;
        getStyleClass().add("entity-fields");
        names.getStyleClass().add("field-names");
        types.getStyleClass().add("field-types");
        names.setTextOrigin(VPos.TOP);
        types.setTextOrigin(VPos.TOP);
        types.setTextAlignment(TextAlignment.RIGHT);
        getChildren().addAll(names, types);
        addEventHandler(MouseEvent.MOUSE_CLICKED, this::clicked);
    }

    void show(List<Field> newFields) {
        fields = List.copyOf(newFields);
        names.setText(fields.stream().map(Field::name).collect(Collectors.joining("\n")));
        types.setText(fields.stream().map(FieldsView::typeText).collect(Collectors.joining("\n")));
        setVisible(!fields.isEmpty());
        setManaged(!fields.isEmpty());
        requestLayout();
    }

    static String typeText(Field field) {
        if (field.type() == FieldType.ARRAY && field.itemType() != null) return words(field.itemType()) + "[]";
        return words(field.type());
    }

    private static String words(FieldType type) {
        return type.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** The height of one field's line. */
    double rowHeight() {
        return fields.isEmpty() ? 0 : names.getLayoutBounds().getHeight() / fields.size();
    }

    /** Where the name ({@code type} false) or the type of field {@code index} is drawn, in this view. */
    public Point2D rowCenter(int index, boolean type) {
        double y = snappedTopInset() + rowHeight() * (index + 0.5);
        if (type) return new Point2D(getWidth() - snappedRightInset() - types.getLayoutBounds().getWidth() / 2, y);
        return new Point2D(snappedLeftInset() + Math.min(20, names.getLayoutBounds().getWidth() / 2), y);
    }

    private int rowAt(double y) {
        int row = (int) Math.floor((y - snappedTopInset()) / rowHeight());
        return row >= 0 && row < fields.size() ? row : -1;
    }

    private boolean onType(double x) {
        return x >= getWidth() - snappedRightInset() - types.getLayoutBounds().getWidth() - 4;
    }

    private void clicked(MouseEvent e) {
        int row = rowAt(e.getY());
        if (row < 0) return;
        if (e.getButton() == MouseButton.SECONDARY) {
            showMenu(rowMenu(row), e.getScreenX(), e.getScreenY());
            e.consume();
        } else if (clicks.test(e)) {
            if (!onType(e.getX())) startRename(row);
            e.consume();
        } else if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress() && onType(e.getX())) {
            Point2D at = localToScreen(rowCenter(row, true).add(0, rowHeight() / 2));
            ContextMenu types = new ContextMenu();
            types.getItems().addAll(typeItems(row));
            showMenu(types, at.getX(), at.getY());
            e.consume();
        }
    }

    private void showMenu(ContextMenu newMenu, double screenX, double screenY) {
        if (menu != null) menu.hide();
        menu = newMenu;
        menu.show(this, screenX, screenY);
    }

    /** Puts a text field over the name of field {@code index}; Enter renames it, Escape cancels. */
    void startRename(int index) {
        if (index < 0 || index >= fields.size()) return;
        if (editor != null) getChildren().remove(editor);
        TextField[] field = new TextField[1];
        field[0] = InlineEditor.create(fields.get(index).name(), () -> {
            getChildren().remove(field[0]);
            if (editor == field[0]) editor = null;
        }, typed -> commands.renameField(entityId, index, typed));
        editor = field[0];
        editor.setUserData(index);
        getChildren().add(editor);
        editor.applyCss();
        layoutEditor();
        editor.requestFocus();
        editor.selectAll();
    }

    private List<MenuItem> typeItems(int index) {
        List<MenuItem> items = new ArrayList<>();
        FieldType current = fields.get(index).type();
        for (FieldType t : FieldType.values()) {
            MenuItem item = new MenuItem(words(t));
            item.setDisable(t == current);
            item.setOnAction(e -> commands.retypeField(entityId, index, t));
            items.add(item);
        }
        return items;
    }

    private ContextMenu rowMenu(int index) {
        MenuItem rename = new MenuItem("Rename field");
        rename.setOnAction(e -> startRename(index));
        Menu retype = new Menu("Change type");
        retype.getItems().addAll(typeItems(index));
        MenuItem up = new MenuItem("Move up");
        up.setDisable(index == 0);
        up.setOnAction(e -> commands.moveField(entityId, index, -1));
        MenuItem down = new MenuItem("Move down");
        down.setDisable(index == fields.size() - 1);
        down.setOnAction(e -> commands.moveField(entityId, index, +1));
        MenuItem remove = new MenuItem("Remove field");
        remove.setOnAction(e -> commands.removeField(entityId, index));
        return new ContextMenu(rename, retype, up, down, new SeparatorMenuItem(), remove);
    }

    @Override
    protected double computePrefWidth(double height) {
        return snappedLeftInset() + names.getLayoutBounds().getWidth() + GAP + types.getLayoutBounds().getWidth() + snappedRightInset();
    }

    @Override
    protected double computePrefHeight(double width) {
        return snappedTopInset() + names.getLayoutBounds().getHeight() + snappedBottomInset();
    }

    @Override
    protected void layoutChildren() {
        names.relocate(snappedLeftInset(), snappedTopInset());
        types.relocate(getWidth() - snappedRightInset() - types.getLayoutBounds().getWidth(), snappedTopInset());
        layoutEditor();
    }

    private void layoutEditor() {
        if (editor == null) return;
        int index = (Integer) editor.getUserData();
        double h = editor.prefHeight(-1);
        double y = snappedTopInset() + rowHeight() * (index + 0.5) - h / 2;
        editor.resizeRelocate(snappedLeftInset() - 4, y, Math.max(120, getWidth() - snappedLeftInset() - snappedRightInset() + 8), h);
    }
}
