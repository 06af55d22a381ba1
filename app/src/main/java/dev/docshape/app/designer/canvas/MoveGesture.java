package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramCommands;
import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.model.Position;
import javafx.geometry.Point2D;
import javafx.scene.input.MouseEvent;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Dragging selected entities: the views follow the pointer (snapped to the grid when snapping is
 * on), the selected notes come along (as with the arrow keys and Arrange), and the model is
 * written once, on release, so one drag is one undo step.
 */
final class MoveGesture extends Gesture {
    private final DiagramViewModel diagram;
    private final DiagramCommands commands;
    private final Viewport viewport;
    private final Point2D pressPoint;
    private final String grabbed;
    private final Map<String, Point2D> start = new LinkedHashMap<>();
    private final Map<NoteView, Point2D> notes = new LinkedHashMap<>();
    private final AlignmentGuides guides;
    private final DiagramCanvas canvas;
    private boolean moving;

    /** Starts a move of the selection, grabbed by {@code grabbed} at {@code pressPoint}. */
    MoveGesture(DiagramViewModel diagram, DiagramCommands commands, Viewport viewport, EntityViewModel grabbed, Point2D pressPoint,
                DiagramCanvas canvas) {
        this.canvas = canvas;
        this.diagram = diagram;
        this.commands = commands;
        this.viewport = viewport;
        this.pressPoint = pressPoint;
        this.grabbed = grabbed.id();
        start.put(grabbed.id(), position(grabbed));
        for (String id : diagram.selection().entityIds()) {
            EntityViewModel vm = diagram.entity(id);
            if (vm != null) start.putIfAbsent(id, position(vm));
        }
        for (String id : diagram.selection().noteIds()) {
            NoteView note = canvas.noteView(id);
            if (note != null) notes.put(note, new Point2D(note.getLayoutX(), note.getLayoutY()));
        }
        guides = new AlignmentGuides(diagram.entities().values(), start.keySet(), canvas.selectionLayer());
        canvas.mayDrag(true, start.keySet());
    }

    @Override
    void dragged(Point2D at, MouseEvent e) {
        double dx = at.getX() - pressPoint.getX();
        double dy = at.getY() - pressPoint.getY();
        if (!moving && Math.hypot(dx, dy) * viewport.zoom().get() < CanvasInteraction.DRAG_THRESHOLD) {
            canvas.pressMoved();
            return;
        }
        if (!moving) canvas.dragging(true, start.keySet());
        moving = true;
        Point2D anchor = start.get(grabbed);
        Point2D to = guides.snap(diagram.entity(grabbed), viewport.snap(anchor.getX() + dx), viewport.snap(anchor.getY() + dy),
                viewport.zoom().get());
        double sx = to.getX() - anchor.getX();
        double sy = to.getY() - anchor.getY();
        start.forEach((id, from) -> {
            EntityViewModel vm = diagram.entity(id);
            if (vm != null) {
                vm.x().set(from.getX() + sx);
                vm.y().set(from.getY() + sy);
            }
        });
        notes.forEach((note, from) -> note.relocate(from.getX() + sx, from.getY() + sy));
    }

    @Override
    void released(Point2D at, MouseEvent e) {
        guides.dispose();
        if (!moving) {
            canvas.mayDrag(false, start.keySet());
            return;
        }
        Map<String, Position> moved = new LinkedHashMap<>();
        start.keySet().forEach(id -> {
            EntityViewModel vm = diagram.entity(id);
            if (vm != null) moved.put(id, new Position(vm.x().get(), vm.y().get()));
        });
        Map<String, Position> movedNotes = new LinkedHashMap<>();
        notes.keySet().forEach(note -> movedNotes.put(note.note().id(), new Position(note.getLayoutX(), note.getLayoutY())));
        commands.move(moved, movedNotes);
        canvas.dragging(false, start.keySet());
    }

    @Override
    void cancel() {
        guides.dispose();
        if (moving) canvas.dragging(false, start.keySet());
        else canvas.mayDrag(false, start.keySet());
        start.forEach((id, from) -> {
            EntityViewModel vm = diagram.entity(id);
            if (vm != null) {
                vm.x().set(from.getX());
                vm.y().set(from.getY());
            }
        });
        notes.forEach((note, from) -> note.relocate(from.getX(), from.getY()));
    }

    private static Point2D position(EntityViewModel vm) {
        return new Point2D(vm.x().get(), vm.y().get());
    }
}
