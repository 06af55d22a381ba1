package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.Point2D;
import javafx.scene.input.MouseEvent;

import java.util.ArrayList;
import java.util.List;

/** Shift- or Ctrl-dragging empty space: the entities and notes the rectangle touches join the selection on release. */
final class RubberBandGesture extends Gesture {
    private final DiagramViewModel diagram;
    private final DiagramCanvas canvas;
    private final RubberBand band;

    RubberBandGesture(DiagramViewModel diagram, DiagramCanvas canvas, Point2D origin, boolean adds) {
        this.diagram = diagram;
        this.canvas = canvas;
        this.band = new RubberBand(canvas.selectionLayer(), origin, adds);
    }

    @Override
    void dragged(Point2D at, MouseEvent e) {
        band.extendTo(at);
    }

    @Override
    void released(Point2D at, MouseEvent e) {
        List<String> inside = new ArrayList<>();
        for (EntityViewModel vm : diagram.entities().values()) {
            if (DiagramBounds.intersects(vm, band.bounds())) inside.add(vm.id());
        }
        List<String> notes = new ArrayList<>();
        for (NoteView note : canvas.noteViews()) {
            if (note.getBoundsInParent().intersects(band.bounds())) notes.add(note.note().id());
        }
        if (band.adds()) diagram.selection().add(inside, notes);
        else diagram.selection().set(inside, notes);
        band.dispose();
    }

    @Override
    void cancel() {
        band.dispose();
    }
}
