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
 * What the mouse, the wheel and the keys do on the canvas. Dragging an entity moves the
 * selection and writes the model once, on release (one undo step); dragging empty space pans,
 * Shift- or Ctrl-dragging it draws a rubber band; a drag from an entity's handle draws a
 * relationship; Ctrl+wheel zooms around the pointer; arrow keys nudge the selection.
 */
public final class CanvasInteraction implements CanvasGestures {
    private static final double DRAG_THRESHOLD = 3;

    private final DiagramViewModel diagram;
    private final SelectionModel selection;
    private final DiagramCommands commands;
    private final Viewport viewport;
    private DiagramCanvas canvas;
    private Supplier<ContextMenu> contextMenu = () -> null;
    private Runnable afterCreate = () -> { };
    private ContextMenu shownMenu;
    private final DoubleClick surfaceClicks = new DoubleClick();

    private Point2D pressPoint;
    private final Map<String, Point2D> dragStart = new LinkedHashMap<>();
    private boolean dragging;
    private Point2D panLast;
    private RubberBand rubberBand;
    private LinkPreview link;

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

    /** Runs after a double-click made a new entity (the window starts renaming it). */
    public void setAfterCreate(Runnable action) {
        this.afterCreate = action;
    }

    void attach(DiagramCanvas target) {
        this.canvas = target;
        target.addEventHandler(MouseEvent.MOUSE_PRESSED, this::surfacePressed);
        target.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::surfaceDragged);
        target.addEventHandler(MouseEvent.MOUSE_RELEASED, this::surfaceReleased);
        target.addEventHandler(MouseEvent.MOUSE_CLICKED, this::surfaceClicked);
        target.addEventHandler(ScrollEvent.SCROLL, this::scrolled);
        target.addEventHandler(ZoomEvent.ZOOM, e -> {
            viewport.zoomBy(e.getZoomFactor(), e.getX(), e.getY());
            e.consume();
        });
        target.addEventHandler(KeyEvent.KEY_PRESSED, this::keyPressed);
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
        if (shownMenu != null) shownMenu.hide();
        shownMenu = contextMenu.get();
        if (shownMenu != null) shownMenu.show(canvas, screenX, screenY);
    }

    private Point2D canvasPoint(MouseEvent e) {
        Point2D local = canvas.sceneToLocal(e.getSceneX(), e.getSceneY());
        return viewport.toCanvas(local.getX(), local.getY());
    }

    // ---- entities -------------------------------------------------------------------------

    @Override
    public void entityPressed(EntityViewModel entity, MouseEvent e) {
        canvas.requestFocus();
        e.consume();
        if (e.getButton() == MouseButton.SECONDARY) {
            if (!selection.isEntitySelected(entity.id())) selection.selectEntity(entity.id());
            return;
        }
        if (e.getButton() != MouseButton.PRIMARY) return;
        if (e.isShiftDown() || e.isShortcutDown()) selection.toggleEntity(entity.id());
        else if (!selection.isEntitySelected(entity.id())) selection.selectEntity(entity.id());
        dragStart.clear();
        if (!selection.isEntitySelected(entity.id())) return;
        dragStart.put(entity.id(), position(entity));
        for (String id : selection.entityIds()) {
            EntityViewModel vm = diagram.entity(id);
            if (vm != null) dragStart.putIfAbsent(id, position(vm));
        }
        pressPoint = canvasPoint(e);
        dragging = false;
    }

    @Override
    public void entityDragged(EntityViewModel entity, MouseEvent e) {
        e.consume();
        if (pressPoint == null || !dragStart.containsKey(entity.id())) return;
        Point2D p = canvasPoint(e);
        double dx = p.getX() - pressPoint.getX();
        double dy = p.getY() - pressPoint.getY();
        if (!dragging && Math.hypot(dx, dy) * viewport.zoom().get() < DRAG_THRESHOLD) return;
        dragging = true;
        Point2D anchor = dragStart.get(entity.id());
        double sx = viewport.snap(anchor.getX() + dx) - anchor.getX();
        double sy = viewport.snap(anchor.getY() + dy) - anchor.getY();
        dragStart.forEach((id, start) -> {
            EntityViewModel vm = diagram.entity(id);
            if (vm != null) {
                vm.x().set(start.getX() + sx);
                vm.y().set(start.getY() + sy);
            }
        });
    }

    @Override
    public void entityReleased(EntityViewModel entity, MouseEvent e) {
        e.consume();
        if (dragging) {
            Map<String, Position> moved = new LinkedHashMap<>();
            dragStart.keySet().forEach(id -> {
                EntityViewModel vm = diagram.entity(id);
                if (vm != null) moved.put(id, new Position(vm.x().get(), vm.y().get()));
            });
            commands.moveEntities(moved);
        }
        dragging = false;
        pressPoint = null;
        dragStart.clear();
    }

    private static Point2D position(EntityViewModel vm) {
        return new Point2D(vm.x().get(), vm.y().get());
    }

    // ---- relationships --------------------------------------------------------------------

    @Override
    public void linkPressed(EntityViewModel from, MouseEvent e) {
        canvas.requestFocus();
        if (e.getButton() != MouseButton.PRIMARY) return;
        selection.selectEntity(from.id());
        link = new LinkPreview(canvas.selectionLayer(), from);
        link.moveTo(canvasPoint(e));
    }

    @Override
    public void linkDragged(EntityViewModel from, MouseEvent e) {
        if (link == null) return;
        Point2D p = canvasPoint(e);
        link.moveTo(p);
        link.highlight(canvas.entityView(idAt(p, from)));
    }

    @Override
    public void linkReleased(EntityViewModel from, MouseEvent e) {
        if (link == null) return;
        String target = idAt(canvasPoint(e), from);
        link.dispose();
        link = null;
        if (target != null) commands.connect(from.id(), target);
    }

    /** The topmost entity under a canvas point, other than {@code except}. */
    private String idAt(Point2D p, EntityViewModel except) {
        List<EntityViewModel> all = new ArrayList<>(diagram.entities().values());
        for (int i = all.size() - 1; i >= 0; i--) {
            EntityViewModel vm = all.get(i);
            if (vm != except && DiagramBounds.contains(vm, p.getX(), p.getY())) return vm.id();
        }
        return null;
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
        canvas.requestFocus();
        if (e.getButton() == MouseButton.PRIMARY && (e.isShiftDown() || e.isShortcutDown())) {
            rubberBand = new RubberBand(canvas.selectionLayer(), canvasPoint(e), e.isShiftDown() || e.isShortcutDown());
        } else if (e.getButton() == MouseButton.PRIMARY || e.getButton() == MouseButton.MIDDLE) {
            panLast = new Point2D(e.getX(), e.getY());
            pressPoint = panLast;
            canvas.getStyleClass().add("panning");
        }
    }

    private void surfaceDragged(MouseEvent e) {
        if (rubberBand != null) {
            rubberBand.extendTo(canvasPoint(e));
        } else if (panLast != null) {
            viewport.panBy(e.getX() - panLast.getX(), e.getY() - panLast.getY());
            panLast = new Point2D(e.getX(), e.getY());
        }
    }

    private void surfaceReleased(MouseEvent e) {
        if (rubberBand != null) {
            List<String> inside = new ArrayList<>();
            for (EntityViewModel vm : diagram.entities().values()) {
                if (DiagramBounds.intersects(vm, rubberBand.bounds())) inside.add(vm.id());
            }
            if (rubberBand.adds()) selection.addEntities(inside);
            else selection.setEntities(inside);
            rubberBand.dispose();
            rubberBand = null;
        } else if (panLast != null) {
            canvas.getStyleClass().remove("panning");
            boolean clicked = pressPoint != null && pressPoint.distance(e.getX(), e.getY()) < DRAG_THRESHOLD;
            if (clicked) selection.clear();
            panLast = null;
            pressPoint = null;
        }
    }

    private void surfaceClicked(MouseEvent e) {
        if (!onSurface(e) || !surfaceClicks.test(e)) return;
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
            if (link != null) { link.dispose(); link = null; }
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
        if (!moved.isEmpty()) commands.moveEntities(moved);
    }

    /** Tab walks through the entities, so the keyboard reaches every one of them. */
    private void selectNext(int direction) {
        List<String> ids = new ArrayList<>(diagram.entities().keySet());
        if (ids.isEmpty()) return;
        int current = selection.singleEntity().map(ids::indexOf).orElse(direction > 0 ? -1 : 0);
        String next = ids.get(Math.floorMod(current + direction, ids.size()));
        selection.selectEntity(next);
        canvas.reveal(next);
    }
}
