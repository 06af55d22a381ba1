package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramCommands;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import javafx.geometry.Side;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One field of an entity on the canvas: its name and type. Double-click the name to rename it,
 * click the type to change it, right-click for moving and removing.
 */
final class FieldRowView extends HBox {
    private final Label name = new Label();

    FieldRowView(String entityId, int index, Field field, int fieldCount, DiagramCommands commands) {
        getStyleClass().add("field-row");
        name.getStyleClass().add("field-name");
        name.setText(field.name());
        Label type = new Label(typeText(field));
        type.getStyleClass().add("field-type");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        getChildren().addAll(name, spacer, type);

        DoubleClick nameClicks = new DoubleClick();
        name.setOnMouseClicked(e -> {
            if (nameClicks.test(e)) {
                startRename(entityId, index, commands);
                e.consume();
            }
        });
        type.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress() && e.getClickCount() == 1) {
                typeMenu(entityId, index, field.type(), commands).show(type, Side.BOTTOM, 0, 0);
                e.consume();
            }
        });
        // the menu opens on a right-click's release; some platforms send no context-menu event
        addEventHandler(javafx.scene.input.MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == MouseButton.SECONDARY) {
                rowMenu(entityId, index, fieldCount, field.type(), commands).show(this, e.getScreenX(), e.getScreenY());
                e.consume();
            }
        });
        setOnContextMenuRequested(e -> {
            if (e.isKeyboardTrigger()) {
                var b = localToScreen(getBoundsInLocal());
                rowMenu(entityId, index, fieldCount, field.type(), commands).show(this, b.getMinX(), b.getMaxY());
            }
            e.consume();
        });
    }

    void startRename(String entityId, int index, DiagramCommands commands) {
        InlineEditor.edit(name, text -> commands.renameField(entityId, index, text));
    }

    static String typeText(Field field) {
        String text = field.type().name().toLowerCase(Locale.ROOT).replace('_', ' ');
        if (field.type() == FieldType.ARRAY && field.itemType() != null) {
            text = field.itemType().name().toLowerCase(Locale.ROOT).replace('_', ' ') + "[]";
        }
        return text;
    }

    private ContextMenu rowMenu(String entityId, int index, int fieldCount, FieldType current, DiagramCommands commands) {
        MenuItem rename = new MenuItem("Rename field");
        rename.setOnAction(e -> startRename(entityId, index, commands));
        Menu retype = new Menu("Change type");
        retype.getItems().addAll(typeItems(entityId, index, current, commands));
        MenuItem up = new MenuItem("Move up");
        up.setDisable(index == 0);
        up.setOnAction(e -> commands.moveField(entityId, index, -1));
        MenuItem down = new MenuItem("Move down");
        down.setDisable(index == fieldCount - 1);
        down.setOnAction(e -> commands.moveField(entityId, index, +1));
        MenuItem remove = new MenuItem("Remove field");
        remove.setOnAction(e -> commands.removeField(entityId, index));
        return new ContextMenu(rename, retype, up, down, new SeparatorMenuItem(), remove);
    }

    private static ContextMenu typeMenu(String entityId, int index, FieldType current, DiagramCommands commands) {
        ContextMenu menu = new ContextMenu();
        menu.getItems().addAll(typeItems(entityId, index, current, commands));
        return menu;
    }

    private static List<MenuItem> typeItems(String entityId, int index, FieldType current, DiagramCommands commands) {
        List<MenuItem> items = new ArrayList<>();
        for (FieldType t : FieldType.values()) {
            MenuItem item = new MenuItem(t.name().toLowerCase(Locale.ROOT).replace('_', ' '));
            item.setDisable(t == current);
            item.setOnAction(e -> commands.retypeField(entityId, index, t));
            items.add(item);
        }
        return items;
    }
}
