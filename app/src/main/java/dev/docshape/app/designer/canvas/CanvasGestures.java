package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import javafx.scene.input.MouseEvent;

/** What the entity and relationship views report to the canvas while the user works on them. */
public interface CanvasGestures {

    void entityPressed(EntityViewModel entity, MouseEvent event);

    void entityDragged(EntityViewModel entity, MouseEvent event);

    void entityReleased(EntityViewModel entity, MouseEvent event);

    /** A drag from an entity's link handle, which ends on the entity to connect to. */
    void linkPressed(EntityViewModel from, MouseEvent event);

    void linkDragged(EntityViewModel from, MouseEvent event);

    void linkReleased(EntityViewModel from, MouseEvent event);

    void relationshipPressed(RelationshipViewModel relationship, MouseEvent event);

    /** A click on a field's name: the field commands act on it now. */
    void fieldClicked(String entityId, int index);

    /** A right-click on a field ({@code typeChooser} false), or a click on its type, asks for a menu there. */
    void fieldMenuRequested(String entityId, int index, boolean typeChooser, double screenX, double screenY);

    /** One click on the relationship's badge flips embedded and referenced. */
    void badgeClicked(RelationshipViewModel relationship, MouseEvent event);
}
