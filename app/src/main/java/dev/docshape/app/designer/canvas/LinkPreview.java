package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.css.PseudoClass;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.shape.Line;

/** The line that follows the pointer while a relationship is drawn from an entity's handle. */
final class LinkPreview {
    private static final PseudoClass TARGET = PseudoClass.getPseudoClass("link-target");

    private final Group layer;
    private final Line line = new Line();
    private EntityView highlighted;

    LinkPreview(Group layer, EntityViewModel from) {
        this.layer = layer;
        line.getStyleClass().add("link-preview");
        line.setId("link-preview");
        line.setMouseTransparent(true);
        line.setStartX(from.x().get() + from.width().get());
        line.setStartY(from.y().get() + 14);
        layer.getChildren().add(line);
    }

    void moveTo(Point2D p) {
        line.setEndX(p.getX());
        line.setEndY(p.getY());
    }

    /** Marks the entity the relationship would go to (null: none). */
    void highlight(EntityView target) {
        if (highlighted == target) return;
        if (highlighted != null) highlighted.pseudoClassStateChanged(TARGET, false);
        highlighted = target;
        if (target != null) target.pseudoClassStateChanged(TARGET, true);
    }

    void dispose() {
        highlight(null);
        layer.getChildren().remove(line);
    }
}
