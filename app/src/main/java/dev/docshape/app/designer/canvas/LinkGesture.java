package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramCommands;
import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.Point2D;
import javafx.scene.input.MouseEvent;

import java.util.ArrayList;
import java.util.List;

/** A drag from an entity's link handle: a line follows the pointer; releasing on another entity connects the two. */
final class LinkGesture extends Gesture {
    private final DiagramViewModel diagram;
    private final DiagramCanvas canvas;
    private final DiagramCommands commands;
    private final EntityViewModel from;
    private final LinkPreview preview;

    LinkGesture(DiagramViewModel diagram, DiagramCanvas canvas, DiagramCommands commands, EntityViewModel from, Point2D at) {
        this.diagram = diagram;
        this.canvas = canvas;
        this.commands = commands;
        this.from = from;
        this.preview = new LinkPreview(canvas.selectionLayer(), from);
        preview.moveTo(at);
    }

    @Override
    void dragged(Point2D at, MouseEvent e) {
        preview.moveTo(at);
        preview.highlight(canvas.entityView(idAt(at)));
    }

    @Override
    void released(Point2D at, MouseEvent e) {
        String target = idAt(at);
        preview.dispose();
        if (target != null) commands.connect(from.id(), target);
    }

    @Override
    void cancel() {
        preview.dispose();
    }

    /** The topmost entity under a canvas point, other than the one the link starts from. */
    private String idAt(Point2D p) {
        List<EntityViewModel> all = new ArrayList<>(diagram.entities().values());
        for (int i = all.size() - 1; i >= 0; i--) {
            EntityViewModel vm = all.get(i);
            if (vm != from && DiagramBounds.contains(vm, p.getX(), p.getY())) return vm.id();
        }
        return null;
    }
}
