package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramCommands;
import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.model.Position;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.input.ZoomEvent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the mouse, the wheel and the keys do on the canvas. A press chooses the gesture, in one
 * place ({@link #begin}): dragging an entity moves the selection ({@link MoveGesture}, written
 * once on release: one undo step); dragging empty space pans ({@link PanGesture}); Shift- or
 * Ctrl-dragging it draws a rubber band ({@link RubberBandGesture}); a drag from an entity's handle
 * draws a relationship ({@link LinkGesture}). Renaming in place is the entity view's
 * {@link InlineEditor}. Ctrl+wheel zooms around the pointer; arrow keys nudge the selection, and
 * the nudges of one key press (held down, repeating) are one undo step.
 */
public final class CanvasInteraction implements CanvasGestures {
    static final double DRAG_THRESHOLD = 3;

    /** What a press landed on. */
    private enum Target { ENTITY, LINK_HANDLE, SURFACE }

    private final DiagramViewModel diagram;
    private final SelectionModel selection;
    private final DiagramCommands commands;
    private final Viewport viewport;
    private DiagramCanvas canvas;
    private Supplier<ContextMenu> contextMenu = () -> null;
    private Supplier<ContextMenu> fieldTypeMenu = () -> null;
    private Runnable afterCreate = () -> { };
    private ContextMenu shownMenu;
    private final DoubleClick surfaceClicks = new DoubleClick();
    private Gesture current = Gesture.NONE;
    /** The last press on empty space went to a line the picture of the still lines showed: its click is not the surface's. */
    private boolean pressWentToLine;
    /** The line whose badge that press was on: its click flips the mapping, as a click on a badge drawn from its view does. */
    private RelationshipViewModel badgePressed;

    public CanvasInteraction(DiagramViewModel diagram, DiagramCommands commands, Viewport viewport) {
        this.diagram = diagram;
        this.selection = diagram.selection();
        this.commands = commands;
        this.viewport = viewport;
    }

    /** The menu shown on a right-click on the canvas (built from the actions by the window). */
    public void setContextMenu(Supplier<ContextMenu> menu) {
        this.contextMenu = menu;
    }

    /** The menu of types shown on a click on a field's type (built from the actions by the window). */
    public void setFieldTypeMenu(Supplier<ContextMenu> menu) {
        this.fieldTypeMenu = menu;
    }

    /** Runs after a double-click made a new entity (the window starts renaming it). */
    public void setAfterCreate(Runnable action) {
        this.afterCreate = action;
    }

    void attach(DiagramCanvas target) {
        this.canvas = target;
        target.addEventHandler(MouseEvent.MOUSE_PRESSED, this::surfacePressed);
        target.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            if (onSurface(e)) current.dragged(canvasPoint(e), e);
        });
        target.addEventHandler(MouseEvent.MOUSE_RELEASED, e -> {
            if (onSurface(e)) end(e);
        });
        target.addEventHandler(MouseEvent.MOUSE_RELEASED, this::stillBadgeReleased);
        target.addEventHandler(MouseEvent.MOUSE_CLICKED, this::surfaceClicked);
        target.addEventHandler(ScrollEvent.SCROLL, this::scrolled);
        target.addEventHandler(ZoomEvent.ZOOM, e -> {
            viewport.zoomBy(e.getZoomFactor(), e.getX(), e.getY());
            e.consume();
        });
        target.addEventHandler(KeyEvent.KEY_PRESSED, this::keyPressed);
        target.addEventHandler(KeyEvent.KEY_RELEASED, e -> {
            if (e.getCode().isArrowKey()) commands.endNudges();
        });
        target.focusedProperty().addListener((obs, was, is) -> {
            if (!is) commands.endNudges();
        });
        // the menu opens on a right-click's release; some platforms send no context-menu event
        target.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == MouseButton.SECONDARY) {
                showContextMenu(e.getScreenX(), e.getScreenY());
                e.consume();
            }
        });
        target.setOnContextMenuRequested(e -> {
            if (e.isKeyboardTrigger()) showContextMenu(e.getScreenX(), e.getScreenY());
            e.consume();
        });
    }

    private void showContextMenu(double screenX, double screenY) {
        showMenu(contextMenu, screenX, screenY);
    }

    private void showMenu(Supplier<ContextMenu> menu, double screenX, double screenY) {
        if (shownMenu != null) shownMenu.hide();
        shownMenu = menu.get();
        if (shownMenu != null) shownMenu.show(canvas, screenX, screenY);
    }

    private Point2D canvasPoint(MouseEvent e) {
        Point2D local = canvas.sceneToLocal(e.getSceneX(), e.getSceneY());
        return viewport.toCanvas(local.getX(), local.getY());
    }

    /** The one place a gesture is chosen: by what was pressed, with which button and modifiers. */
    private Gesture begin(Target target, EntityViewModel entity, MouseEvent e) {
        boolean primary = e.getButton() == MouseButton.PRIMARY;
        boolean adding = e.isShiftDown() || e.isShortcutDown();
        return switch (target) {
            case ENTITY -> primary && selection.isEntitySelected(entity.id())
                    ? new MoveGesture(diagram, commands, viewport, entity, canvasPoint(e), canvas) : Gesture.NONE;
            case LINK_HANDLE -> primary ? new LinkGesture(diagram, canvas, commands, entity, canvasPoint(e)) : Gesture.NONE;
            case SURFACE -> primary && adding ? new RubberBandGesture(diagram, canvas, canvasPoint(e), true)
                    : primary || e.getButton() == MouseButton.MIDDLE
                    ? new PanGesture(canvas, viewport, new Point2D(e.getX(), e.getY()), selection::clear) : Gesture.NONE;
        };
    }

    private void end(MouseEvent e) {
        Gesture ending = current;
        current = Gesture.NONE;
        ending.released(canvasPoint(e), e);
    }

    // ---- entities -------------------------------------------------------------------------

    @Override
    public void entityPressed(EntityViewModel entity, MouseEvent e) {
        canvas.requestFocus();
        e.consume();
        selection.clearField();
        if (e.getButton() == MouseButton.SECONDARY) {
            if (!selection.isEntitySelected(entity.id())) selection.selectEntity(entity.id());
            return;
        }
        if (e.getButton() == MouseButton.PRIMARY) {
            if (e.isShiftDown() || e.isShortcutDown()) selection.toggleEntity(entity.id());
            else if (!selection.isEntitySelected(entity.id())) selection.selectEntity(entity.id());
        }
        current = begin(Target.ENTITY, entity, e);
    }

    @Override
    public void fieldClicked(String entityId, int index) {
        selection.selectField(entityId, index);
    }

    @Override
    public void fieldMenuRequested(String entityId, int index, boolean typeChooser, double screenX, double screenY) {
        selection.selectField(entityId, index);
        showMenu(typeChooser ? fieldTypeMenu : contextMenu, screenX, screenY);
    }

    @Override
    public void entityDragged(EntityViewModel entity, MouseEvent e) {
        e.consume();
        current.dragged(canvasPoint(e), e);
    }

    @Override
    public void entityReleased(EntityViewModel entity, MouseEvent e) {
        e.consume();
        end(e);
    }

    // ---- relationships --------------------------------------------------------------------

    @Override
    public void linkPressed(EntityViewModel from, MouseEvent e) {
        canvas.requestFocus();
        if (e.getButton() == MouseButton.PRIMARY) selection.selectEntity(from.id());
        current = begin(Target.LINK_HANDLE, from, e);
    }

    @Override
    public void linkDragged(EntityViewModel from, MouseEvent e) {
        current.dragged(canvasPoint(e), e);
    }

    @Override
    public void linkReleased(EntityViewModel from, MouseEvent e) {
        end(e);
    }

    @Override
    public void relationshipPressed(RelationshipViewModel relationship, MouseEvent e) {
        canvas.requestFocus();
        e.consume();
        if (e.getButton() == MouseButton.PRIMARY && (e.isShiftDown() || e.isShortcutDown())) {
            selection.toggleRelationship(relationship.id());
        } else if (!selection.relationships().contains(relationship.id()) || e.getButton() == MouseButton.PRIMARY) {
            selection.selectRelationship(relationship.id());
        }
    }

    @Override
    public void badgeClicked(RelationshipViewModel relationship, MouseEvent e) {
        e.consume();
        commands.flipMapping(relationship.id());
    }

    // ---- empty space ----------------------------------------------------------------------

    private boolean onSurface(MouseEvent e) {
        Node target = (Node) e.getTarget();
        return target == canvas || target instanceof GridLayer;
    }

    private void surfacePressed(MouseEvent e) {
        if (!onSurface(e)) return;
        RelationshipView line = canvas.stillLineAt(e.getSceneX(), e.getSceneY());
        pressWentToLine = line != null;
        badgePressed = line != null && line.badgeHolds(e.getSceneX(), e.getSceneY()) ? line.viewModel() : null;
        if (pressWentToLine) {
            current = Gesture.NONE;
            relationshipPressed(line.viewModel(), e);
            return;
        }
        canvas.requestFocus();
        current = begin(Target.SURFACE, null, e);
    }

    /** The release of a press on a badge the picture of the still lines showed: a click there flips the mapping. */
    private void stillBadgeReleased(MouseEvent e) {
        RelationshipViewModel pressed = badgePressed;
        badgePressed = null;
        if (pressed != null && e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()) badgeClicked(pressed, e);
    }

    private void surfaceClicked(MouseEvent e) {
        if (!onSurface(e)) return;
        if (pressWentToLine) {
            pressWentToLine = false;
            e.consume();
            return;
        }
        if (!surfaceClicks.test(e)) return;
        Point2D p = canvasPoint(e);
        commands.createEntityAt(new Position(viewport.snap(p.getX()), viewport.snap(p.getY())));
        e.consume();
        afterCreate.run();
    }

    private void scrolled(ScrollEvent e) {
        if (e.isShortcutDown()) {
            if (e.getDeltaY() != 0) viewport.zoomBy(e.getDeltaY() > 0 ? 1.1 : 1 / 1.1, e.getX(), e.getY());
        } else if (e.isShiftDown() && e.getDeltaX() == 0) {
            viewport.panBy(e.getDeltaY(), 0);
        } else {
            viewport.panBy(e.getDeltaX(), e.getDeltaY());
        }
        e.consume();
    }

    // ---- keys -----------------------------------------------------------------------------

    private void keyPressed(KeyEvent e) {
        KeyCode code = e.getCode();
        if (code.isArrowKey() && !e.isShortcutDown()) {
            nudge(code, e.isAltDown() ? 1 : Viewport.GRID);
            e.consume();
        } else if (code == KeyCode.TAB && !e.isShortcutDown()) {
            selectNext(e.isShiftDown() ? -1 : 1);
            e.consume();
        } else if (code == KeyCode.ESCAPE) {
            current.cancel();
            current = Gesture.NONE;
            selection.clear();
            e.consume();
        }
    }

    private void nudge(KeyCode code, double step) {
        double dx = code == KeyCode.LEFT ? -step : code == KeyCode.RIGHT ? step : 0;
        double dy = code == KeyCode.UP ? -step : code == KeyCode.DOWN ? step : 0;
        Map<String, Position> moved = new LinkedHashMap<>();
        for (String id : selection.entityIds()) {
            EntityViewModel vm = diagram.entity(id);
            if (vm != null) moved.put(id, vm.entity().position().translate(dx, dy));
        }
        Map<String, Position> notes = new LinkedHashMap<>();
        for (String id : selection.noteIds()) {
            NoteView note = canvas.noteView(id);
            if (note != null) notes.put(id, note.note().position().translate(dx, dy));
        }
        if (!moved.isEmpty() || !notes.isEmpty()) commands.nudge(moved, notes);
    }

    /**
     * Tab walks through the entities and then the relationships, so the keyboard reaches every one of them: a
     * relationship to flip it (Ctrl+M) or edit it in the inspector, which needed the mouse before.
     */
    private void selectNext(int direction) {
        List<String> entities = new ArrayList<>(diagram.entities().keySet());
        List<String> relationships = new ArrayList<>(diagram.relationships().keySet());
        int count = entities.size() + relationships.size();
        if (count == 0) return;
        int current = selection.singleEntity().map(entities::indexOf)
                .or(() -> selection.singleRelationship().map(id -> entities.size() + relationships.indexOf(id)))
                .orElse(direction > 0 ? -1 : 0);
        int next = Math.floorMod(current + direction, count);
        if (next < entities.size()) {
            selection.selectEntity(entities.get(next));
            canvas.reveal(entities.get(next));
        } else {
            RelationshipViewModel line = diagram.relationships().get(relationships.get(next - entities.size()));
            selection.selectRelationship(line.id());
            canvas.reveal(line.parent().id());
        }
    }
}
