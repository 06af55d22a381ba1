package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.ActionRegistry;
import dev.docshape.app.ui.FocusKeeper;
import dev.docshape.app.designer.actions.ActionViews;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.canvas.CanvasInteraction;
import dev.docshape.app.designer.diagram.Arrangement;
import dev.docshape.app.designer.canvas.DiagramCanvas;
import dev.docshape.app.designer.canvas.DiagramViewFactory;
import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.imports.ImportWizard;
import dev.docshape.app.designer.inspector.InspectorView;
import dev.docshape.app.designer.theme.Theme;
import dev.docshape.model.Position;
import javafx.geometry.Point2D;
import java.util.List;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;


import static dev.docshape.app.designer.actions.DesignerAction.*;

/**
 * The designer window's content: menus and toolbar built from the actions, the canvas (with the
 * start page over it), the side panel with the inspector (and room for more tabs) and the status
 * bar. Commands that are about the view (zoom, focus, inline renaming) are bound here.
 */
public final class MainView extends BorderPane {
    private final MainViewModel vm;
    private final DiagramCanvas canvas;
    private final InspectorView inspector;
    private final TabPane sideTabs = new TabPane();
    private final SidePanelWidth sidePanel;
    private final ActionViews actionViews;
    private final MenuBar menuBar;
    private final ToolBar toolBar;
    private Runnable quit = () -> { };
    /** The diagram opened last waited for its places: once laid out it opens readable rather than whole. */
    private boolean openedUnplaced;
    /** What waits for the opened diagram to be shown laid out and fitted: the opening's last message (decision 0576). */
    private final List<Runnable> whenArranged = new java.util.ArrayList<>();

    public MainView(MainViewModel vm) {
        this.vm = vm;
        getStyleClass().add("main-view");
        ActionRegistry actions = vm.actions();
        actionViews = new ActionViews(actions);
        CanvasInteraction interaction = new CanvasInteraction(vm.diagram(), vm.editor(), vm.viewport());
        canvas = new DiagramCanvas(vm.diagram(), vm.viewport(), new DiagramViewFactory(vm.editor()), interaction);
        interaction.setContextMenu(this::contextMenu);
        interaction.setFieldTypeMenu(() -> actionViews.choicePopup(CHANGE_FIELD_TYPE));
        interaction.setAfterCreate(this::renameSelectedEntity);
        inspector = new InspectorView(vm.inspector(), actionViews);
        bindViewActions(actions);

        menuBar = buildMenus();
        toolBar = new ToolBar();
        toolBar.setId("toolbar");
        toolBar.getItems().addAll(actionViews.toolbar(NEW, OPEN, SAVE, null, UNDO, REDO, null,
                NEW_ENTITY, ADD_FIELD, CONNECT, FLIP, DUPLICATE, DELETE, null,
                AUTO_LAYOUT, FIT, ZOOM_OUT, ZOOM_IN, SNAP, DARK_THEME));
        toolBar.getItems().addAll(new javafx.scene.control.Separator(), new DesignPicker(vm));
        java.util.Set<String> iconOnly = java.util.Set.of(NEW.nodeId(), OPEN.nodeId(), SAVE.nodeId(), UNDO.nodeId(),
                REDO.nodeId(), ADD_FIELD.nodeId(), CONNECT.nodeId(), DUPLICATE.nodeId(), DELETE.nodeId(),
                AUTO_LAYOUT.nodeId(), ZOOM_IN.nodeId(), ZOOM_OUT.nodeId(), FIT.nodeId(), SNAP.nodeId(), DARK_THEME.nodeId());
        toolBar.getItems().stream().filter(n -> n.getId() != null && iconOnly.contains(n.getId())).forEach(n -> n.getStyleClass().add("icon-only"));
        setTop(new VBox(menuBar, toolBar));

        WelcomeView welcome = new WelcomeView(vm, actionViews);
        StackPane center = new StackPane(canvas, new PlacingPane(vm.autoLayout(), () -> vm.diagram().entities().size()), welcome);
        center.getStyleClass().add("canvas-area");
        Tab inspectorTab = new Tab("Inspector", inspector);
        inspectorTab.setId("tab-inspector");
        inspectorTab.setClosable(false);
        sideTabs.getTabs().add(inspectorTab);
        inspectorTab.setTooltip(new javafx.scene.control.Tooltip("Inspector: the selected entity or relationship, and its mapping"));
        sideTabs.setId("side-tabs");
        sideTabs.getStyleClass().add("side-tabs");
        SplitPane split = new SplitPane(center, sideTabs);
        split.setId("main-split");
        sidePanel = SidePanelWidth.attach(split, sideTabs, vm.settings());
        actions.bindToggle(WIDE_SIDE_PANEL, sidePanel.wide());
        setCenter(split);
        setBottom(new StatusBar(vm));
        vm.files().setAfterOpen(chain(() -> { vm.selection().clear(); vm.welcomeVisible().set(false); }, this::arrangeSoon));
        vm.autoLayout().setAfterLayout(this::fitSoon);
        vm.autoLayout().setCardSizes(() -> canvas.largestCards(vm.document().project()));
        vm.autoLayout().setViewAspect(() -> canvas.viewHeight() > 0 ? canvas.viewWidth() / canvas.viewHeight() : 0);
        vm.document().projectProperty().addListener((obs, old, now) -> canvas.projectChanged(
                old != null && old.model() == now.model() && !old.activeDesign().equals(now.activeDesign())));
        vm.setChildPicker((parent, child) -> canvas.pickEntity("Connect " + vm.diagram().entity(parent).entity().name() + " to…", parent, child));
        vm.files().setWhenShown(shown -> canvas.whenShown(() -> afterArranged(shown)));
        java.util.function.Consumer<javafx.scene.Scene> styling = scene -> Theme.of(vm.darkTheme().get()).applyTo(scene);
        vm.imports().setWizardViews(wizard -> ImportWizard.show(wizard, windowOrNull(), styling),
                mongo -> ImportWizard.show(mongo, mongo.wizard(), windowOrNull(), styling));
    }

    private javafx.stage.Window windowOrNull() {
        return getScene() == null ? null : getScene().getWindow();
    }

    private static Runnable chain(Runnable first, Runnable second) {
        return () -> {
            first.run();
            second.run();
        };
    }

    /** The field commands, in the Model > Field menu and in a field's context menu on the canvas. */
    private static final DesignerAction[] FIELD_MENU = {RENAME_FIELD, CHANGE_FIELD_TYPE, MOVE_FIELD_UP, MOVE_FIELD_DOWN, null, REMOVE_FIELD};

    private MenuBar buildMenus() {
        Menu file = actionViews.menu("File", NEW, OPEN, null, EXAMPLES, CLOSE_START_PAGE, null, SAVE, SAVE_AS, CLOSE, null, null, QUIT);
        Menu recent = actionViews.listMenu("menu-recent", "Open Recent", vm.files().recentFiles(),
                p -> p.getFileName() + "  —  " + p.toAbsolutePath().getParent(), p -> vm.files().open(p));
        file.getItems().add(file.getItems().size() - 3, recent);
        file.getItems().addAll(file.getItems().size() - 2, List.of(actionViews.menu("Import", IMPORT_SQL, IMPORT_JSON, IMPORT_MONGODB),
                AnalysisPanels.exportMenu(actionViews)));
        Menu edit = actionViews.menu("Edit", UNDO, REDO, null, CUT, COPY, PASTE, DUPLICATE, DELETE, null, SELECT_ALL, RENAME, null, FIND_ENTITY);
        Menu model = actionViews.menu("Model", NEW_ENTITY, ADD_FIELD, CONNECT, FLIP, null, NEW_NOTE, null, AUTO_LAYOUT, null);
        model.getItems().add(actionViews.menu("Field", FIELD_MENU));
        model.getItems().add(actionViews.menu("Arrange", ArrangeCommands.MENU));
        Menu view = actionViews.menu("View", ZOOM_IN, ZOOM_OUT, ZOOM_RESET, FIT, null, SNAP, MINIMAP, DARK_THEME, null, WIDE_SIDE_PANEL);
        Menu analysis = AnalysisPanels.menu(actionViews);
        Menu help = actionViews.menu("Help", GUIDE, SHORTCUTS);
        MenuBar bar = new MenuBar(file, edit, model, view, analysis, help);
        bar.setId("menu-bar");
        return bar;
    }

    private ContextMenu contextMenu() {
        if (vm.selection().fieldProperty().get() != null) return actionViews.contextMenu(FIELD_MENU);
        if (!vm.selection().relationships().isEmpty() && vm.selection().entities().isEmpty()) {
            return actionViews.contextMenu(FLIP, null, DELETE);
        }
        if (!vm.selection().entities().isEmpty()) {
            return actionViews.contextMenu(RENAME, ADD_FIELD, CONNECT, null, CUT, COPY, DUPLICATE, DELETE);
        }
        return actionViews.contextMenu(NEW_ENTITY, NEW_NOTE, PASTE, null, SELECT_ALL, AUTO_LAYOUT, FIT);
    }

    private void bindViewActions(ActionRegistry actions) {
        var singleEntity = javafx.beans.binding.Bindings.createBooleanBinding(
                () -> vm.selection().singleEntity().isPresent(), vm.selection().entities(), vm.selection().relationships());
        var single = javafx.beans.binding.Bindings.createBooleanBinding(
                () -> vm.selection().singleEntity().isPresent() || vm.selection().singleRelationship().isPresent() || vm.selection().singleNote().isPresent(),
                vm.selection().entities(), vm.selection().relationships(), vm.selection().notes());
        var hasEntities = javafx.beans.binding.Bindings.isNotEmpty(vm.diagram().entities());
        actions.bind(NEW_ENTITY, this::newEntity)
                .bind(ADD_FIELD, this::addField, singleEntity)
                .bind(RENAME, this::rename, single)
                .bind(NEW_NOTE, () -> {
                    vm.welcomeVisible().set(false);
                    canvas.addNote(vm.editor().notes());
                })
                .bind(FIND_ENTITY, () -> canvas.findEntity(vm.selection()::selectEntity), hasEntities)
                .bind(ZOOM_IN, canvas::zoomIn)
                .bind(ZOOM_OUT, canvas::zoomOut)
                .bind(ZOOM_RESET, canvas::resetZoom)
                .bind(FIT, canvas::fitToWindow, hasEntities)
                .bind(SHORTCUTS, this::showShortcuts)
                .bind(QUIT, () -> quit.run());
        FieldActions.bind(actions, vm.selection(), vm.document().projectProperty(), vm.editor(), this::renameField);
        ArrangeCommands.bind(actions, vm.selection(), vm.diagram(), vm.editor(), id -> {
            var note = canvas.noteView(id);
            return note == null ? null : new Arrangement.Box(id, true, note.getLayoutX(), note.getLayoutY(), note.getWidth(), note.getHeight());
        });
    }

    private void newEntity() {
        vm.welcomeVisible().set(false);
        Point2D spot = canvas.freeSpotNearCentre();
        vm.editor().createEntity(new Position(spot.getX(), spot.getY()));
        renameSelectedEntity();
    }

    private void addField() {
        vm.selection().singleEntity().ifPresent(id -> {
            // from the inspector (its Add field button, or the shortcut while typing there) the new field is named there
            if (FocusKeeper.hasKeyboard(inspector)) {
                inspector.addFieldAndFocus();
                return;
            }
            EntityView view = canvas.entityView(id);
            if (view == null) {
                vm.editor().fields().addField(id);
                return;
            }
            canvas.reveal(id);
            view.addFieldAndEdit();
        });
    }

    private void renameField(dev.docshape.app.designer.diagram.FieldRef field) {
        EntityView view = canvas.entityView(field.entityId());
        if (view == null) return;
        canvas.reveal(field.entityId());
        view.startFieldRename(field.index());
    }

    /** F2: renames the selected entity on its card, or the relationship in the inspector, or edits the note's text. */
    private void rename() {
        var entity = vm.selection().singleEntity();
        var note = vm.selection().singleNote().map(canvas::noteView);
        if (entity.isPresent()) renameSelectedEntity();
        else if (note.isPresent()) note.get().startEditing();
        else inspector.focusName();
    }


    /** Starts renaming the selected entity in place on the canvas. */
    private void renameSelectedEntity() {
        vm.selection().singleEntity().ifPresent(id -> {
            EntityView view = canvas.entityView(id);
            if (view == null) return;
            canvas.reveal(id);
            view.startRename();
        });
    }

    private void showShortcuts() {
        StringBuilder text = new StringBuilder();
        for (DesignerAction a : DesignerAction.values()) {
            if (a.accelerator() == null || a.isWindowCommand()) continue;
            text.append(a.accelerator().getDisplayText()).append("  —  ").append(a.label()).append('\n');
        }
        text.append("\nOn the canvas: drag empty space to pan, Shift+drag to select with a rectangle, ")
                .append("Shift+click to add to the selection, arrow keys to nudge, Tab to walk through the entities, ")
                .append("Ctrl+wheel to zoom, double-click empty space for a new entity.");
        vm.dialogs().showInformation("Keyboard shortcuts", text.toString());
    }

    /** What Quit does (asks about unsaved work, then closes the window). */
    public void setQuit(Runnable quit) {
        this.quit = quit;
    }

    /**
     * Fits the diagram into view once the new entity views have their sizes, and shows a diagram that waited for its
     * places, at a zoom it can be read at (decision 0568).
     */
    private void fitSoon() {
        javafx.application.Platform.runLater(() -> {
            if (openedUnplaced) canvas.fitReadable();
            else canvas.fitToWindow();
            openedUnplaced = false;
            canvas.hideDiagram(false);
            List<Runnable> waiting = List.copyOf(whenArranged);
            whenArranged.clear();
            waiting.forEach(Runnable::run);
        });
    }

    /**
     * Runs {@code shown} (the opening's last message) now, or, for a diagram waiting for its places, once it is laid
     * out, fitted and the part in view is built (the fit moved the view); a failed layout is told after it.
     */
    private void afterArranged(Runnable shown) {
        if (!openedUnplaced) {
            shown.run();
            return;
        }
        whenArranged.add(() -> canvas.whenShown(() -> {
            shown.run();
            vm.autoLayout().tellPlacingProblem();
        }));
    }

    /**
     * Once the opened diagram's cards have their sizes: lays it out if its cards have no place yet (an import, decision
     * 0559; the layout fits it when done), else fits it into view. A diagram without places is hidden from the frame
     * that would show it first until it is laid out, so that its cards are never seen piled (decision 0568).
     */
    private void arrangeSoon() {
        whenArranged.clear();
        openedUnplaced = vm.autoLayout().awaitPlaces();
        canvas.hideDiagram(openedUnplaced);
        javafx.application.Platform.runLater(() -> {
            canvas.applyCss();
            canvas.layout();
            if (!vm.autoLayout().placeUnplaced()) canvas.fitToWindow();
        });
    }

    public DiagramCanvas canvas() {
        return canvas;
    }

    public InspectorView inspector() {
        return inspector;
    }

    /** The side panel's tabs: the inspector, and room for the analysis panels. */
    public TabPane sideTabs() {
        return sideTabs;
    }

    /** The side panel's width: remembered, and half the window while wide. */
    public SidePanelWidth sidePanel() {
        return sidePanel;
    }

    public MenuBar menuBar() {
        return menuBar;
    }

    public ToolBar toolBar() {
        return toolBar;
    }
}
