package dev.docshape.app.designer.actions;

import dev.docshape.app.ui.Buttons;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.SVGPath;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Builds menu items, toolbar buttons and context menus from {@link DesignerAction}s and the
 * {@link ActionRegistry}; a null in a list is a separator.
 */
public final class ActionViews {
    private final ActionRegistry registry;

    public ActionViews(ActionRegistry registry) {
        this.registry = registry;
    }

    /** A menu with the id {@code menu-<title>} ({@code menu-analysis}). */
    public Menu menu(String title, DesignerAction... actions) {
        Menu menu = new Menu(title);
        menu.setId("menu-" + title.toLowerCase(Locale.ROOT).replace(' ', '-'));
        menu.getItems().addAll(items(actions));
        return menu;
    }

    public ContextMenu contextMenu(DesignerAction... actions) {
        ContextMenu menu = new ContextMenu();
        menu.getItems().addAll(items(actions));
        return menu;
    }

    public List<MenuItem> items(DesignerAction... actions) {
        List<MenuItem> items = new ArrayList<>();
        for (DesignerAction action : actions) items.add(action == null ? new SeparatorMenuItem() : menuItem(action));
        return items;
    }

    /** The items of a choice action, on their own: the popup of values shown where a value is clicked. */
    public ContextMenu choicePopup(DesignerAction action) {
        ContextMenu menu = new ContextMenu();
        menu.getItems().addAll(choiceItems(action));
        dev.docshape.app.ui.TypeAhead.install(menu);
        return menu;
    }

    /**
     * A submenu of things that come and go (recent files) rather than commands: one item per
     * element of {@code elements}, named by {@code label}; choosing one runs {@code open}.
     */
    public <T> Menu listMenu(String id, String title, ObservableList<T> elements, Function<T, String> label, Consumer<T> open) {
        Menu menu = new Menu(title);
        menu.setId(id);
        Runnable fill = () -> {
            menu.getItems().clear();
            for (T element : elements) {
                MenuItem item = new MenuItem(label.apply(element));
                item.setMnemonicParsing(false);
                item.setOnAction(e -> open.accept(element));
                menu.getItems().add(item);
            }
            menu.setDisable(elements.isEmpty());
        };
        elements.addListener((ListChangeListener<T>) c -> fill.run());
        fill.run();
        return menu;
    }

    /**
     * A button for one of a list of things that come and go (a seed example on the start page)
     * rather than a command, as {@link #listMenu} makes the recent files' items: {@code content}
     * shown, {@code open} run when it is clicked.
     */
    public Button listButton(String id, Node content, String tooltip, Runnable open) {
        Button button = Buttons.command(id, null, tooltip, open);
        button.setGraphic(content);
        return button;
    }

    public MenuItem menuItem(DesignerAction action) {
        MenuItem item;
        var toggle = registry.toggle(action);
        if (action.isChoice()) {
            Menu menu = new Menu();
            menu.getItems().setAll(choiceItems(action));
            menu.setOnShowing(e -> menu.getItems().setAll(choiceItems(action)));
            item = menu;
        } else if (toggle.isPresent()) {
            CheckMenuItem check = new CheckMenuItem();
            check.selectedProperty().bindBidirectional(toggle.get());
            item = check;
        } else {
            item = new MenuItem();
            item.setOnAction(e -> registry.execute(action));
        }
        item.setId("menu-" + action.nodeId());
        item.textProperty().bind(registry.label(action));
        item.setAccelerator(action.accelerator());
        item.disableProperty().bind(registry.enabled(action).not());
        return item;
    }

    private List<MenuItem> choiceItems(DesignerAction action) {
        return registry.choices(action).map(choices -> choiceItems(action, choices)).orElse(List.of());
    }

    private <T> List<MenuItem> choiceItems(DesignerAction action, ActionRegistry.Choices<T> choices) {
        List<MenuItem> items = new ArrayList<>();
        T current = choices.current().get();
        for (T value : choices.values()) {
            String text = choices.label().apply(value);
            MenuItem item = new MenuItem(text);
            item.setId("menu-" + action.nodeId() + "-" + text.toLowerCase(Locale.ROOT).replace(' ', '-'));
            item.setMnemonicParsing(false);
            if (Objects.equals(value, current)) item.setDisable(true);
            else item.disableProperty().bind(registry.enabled(action).not());
            item.setOnAction(e -> {
                if (registry.isEnabled(action)) choices.choose().accept(value);
            });
            items.add(item);
        }
        return items;
    }

    /** Toolbar buttons for the actions that have icons; a null is a separator. */
    public List<Node> toolbar(DesignerAction... actions) {
        List<Node> nodes = new ArrayList<>();
        for (DesignerAction action : actions) nodes.add(action == null ? new Separator() : button(action));
        return nodes;
    }

    public ButtonBase button(DesignerAction action) {
        ButtonBase button;
        var toggle = registry.toggle(action);
        if (toggle.isPresent()) {
            ToggleButton t = new ToggleButton();
            t.selectedProperty().bindBidirectional(toggle.get());
            button = t;
        } else {
            Button b = new Button();
            b.setOnAction(e -> registry.execute(action));
            button = b;
        }
        Buttons.dress(button, action.nodeId(), action.label(), registry.label(action).concat(" - ").concat(action.tooltip()));
        button.getStyleClass().add("tool-button");
        button.setGraphic(icon(action));
        button.disableProperty().bind(registry.enabled(action).not());
        // a toolbar button that took the focus would run its command on the next Space (issue 15)
        button.setFocusTraversable(false);
        return button;
    }

    /**
     * The command as an analysis panel's small button (decision 0291): its panel id and short text
     * ({@link DesignerAction#buttonId()}, {@link DesignerAction#buttonText()}), the catalogue's
     * tooltip, and the same enabled state as its menu item and shortcut.
     */
    public Button panelButton(DesignerAction action) {
        if (action.isToggle() || action.isChoice() || action.isRow()) throw new IllegalArgumentException(action + " is not a plain command");
        Button button = Buttons.command(action.buttonId(), action.buttonText(), action.tooltip(), () -> registry.execute(action));
        button.getStyleClass().add("small-button");
        button.disableProperty().bind(registry.enabled(action).not());
        return button;
    }

    /**
     * A tool window's command as its button (decision 0292): the catalogue's id, text, tooltip and
     * enabled state; a command whose shortcut is Enter or Esc is the window's default or cancel button.
     */
    public Button windowButton(DesignerAction action) {
        return windowButton(action, action.buttonId());
    }

    /** As {@link #windowButton(DesignerAction)}, for a command shown on several pages of the window, each its own {@code id}. */
    public Button windowButton(DesignerAction action, String id) {
        if (!action.isWindowCommand()) throw new IllegalArgumentException(action + " is not a window's command");
        Button button = Buttons.command(id, action.buttonText(), action.tooltip(), () -> registry.execute(action));
        button.setDefaultButton(KeyCombination.valueOf("Enter").equals(action.accelerator()));
        button.setCancelButton(KeyCombination.valueOf("Esc").equals(action.accelerator()));
        button.disableProperty().bind(registry.enabled(action).not());
        return button;
    }

    /**
     * A row command as a small button on one row of a list (decision 0293): the row's own id
     * ({@code inspector-field-up-2} for {@code index} 2), the catalogue's short text and tooltip,
     * acting on {@code row} and enabled when the command can run there, as the row's menu item is.
     */
    public Button rowButton(DesignerAction action, Object row, int index) {
        requireRow(action);
        Button button = Buttons.command(action.buttonId() + "-" + index, action.buttonText(), action.tooltip(),
                () -> registry.execute(action, row));
        button.getStyleClass().add("small-button");
        button.disableProperty().bind(registry.enabled(action, row).map(on -> !on));
        return button;
    }

    /**
     * The context menu of one row of a list: its row commands acting on {@code row}, with the
     * catalogue's labels, shortcuts and enabled state; a null is a separator. The menu is shown by
     * the caller, not set on a control, so its shortcuts stay those of the menu bar (the focused row).
     */
    public ContextMenu rowMenu(Object row, DesignerAction... actions) {
        ContextMenu menu = new ContextMenu();
        for (DesignerAction action : actions) {
            if (action == null) {
                menu.getItems().add(new SeparatorMenuItem());
                continue;
            }
            requireRow(action);
            MenuItem item = new MenuItem();
            item.setId("menu-" + action.nodeId());
            item.textProperty().bind(registry.label(action));
            item.setAccelerator(action.accelerator());
            item.disableProperty().bind(registry.enabled(action, row).map(on -> !on));
            item.setOnAction(e -> registry.execute(action, row));
            menu.getItems().add(item);
        }
        return menu;
    }

    private static void requireRow(DesignerAction action) {
        if (!action.isRow()) throw new IllegalArgumentException(action + " is not a row command");
    }

    private static Node icon(DesignerAction action) {
        if (action.icon() == null) return null;
        SVGPath path = new SVGPath();
        path.setContent(action.icon());
        path.getStyleClass().add("icon");
        StackPane box = new StackPane(path);
        box.getStyleClass().add("icon-box");
        return box;
    }
}
