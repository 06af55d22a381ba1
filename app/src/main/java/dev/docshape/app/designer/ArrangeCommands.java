package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.ActionRegistry;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.diagram.Arrangement;
import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.app.designer.document.DesignEditor;
import javafx.beans.binding.Bindings;

import dev.docshape.model.Position;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static dev.docshape.app.designer.actions.DesignerAction.*;

/** Model > Arrange: align and distribute the selected entities and notes, one undoable step each. */
final class ArrangeCommands {
    /** The menu's items, in order; null is a separator. */
    static final DesignerAction[] MENU = {ALIGN_LEFT, ALIGN_CENTRE, ALIGN_RIGHT, null, ALIGN_TOP, ALIGN_MIDDLE, ALIGN_BOTTOM,
            null, DISTRIBUTE_ACROSS, DISTRIBUTE_DOWN};
    private static final Map<DesignerAction, Arrangement> ARRANGEMENTS = Map.of(ALIGN_LEFT, Arrangement.LEFT,
            ALIGN_CENTRE, Arrangement.CENTRE, ALIGN_RIGHT, Arrangement.RIGHT, ALIGN_TOP, Arrangement.TOP,
            ALIGN_MIDDLE, Arrangement.MIDDLE, ALIGN_BOTTOM, Arrangement.BOTTOM, DISTRIBUTE_ACROSS, Arrangement.ACROSS,
            DISTRIBUTE_DOWN, Arrangement.DOWN);

    private ArrangeCommands() {
    }

    static void bind(ActionRegistry actions, SelectionModel selection, DiagramViewModel diagram, DesignEditor editor,
                     Function<String, Arrangement.Box> note) {
        ARRANGEMENTS.forEach((action, arrangement) -> actions.bind(action, () -> {
            List<Arrangement.Box> boxes = new ArrayList<>();
            for (String id : selection.entityIds()) {
                EntityViewModel card = diagram.entity(id);
                if (card != null) boxes.add(Arrangement.Box.of(card));
            }
            for (String id : selection.noteIds()) {
                Arrangement.Box box = note.apply(id);
                if (box != null) boxes.add(box);
            }
            Map<String, Position> entities = new LinkedHashMap<>();
            Map<String, Position> notes = new LinkedHashMap<>();
            arrangement.positions(boxes).forEach((box, to) -> (box.note() ? notes : entities).put(box.id(), to));
            editor.move(arrangement.description(), entities, notes);
        }, Bindings.createBooleanBinding(() -> selection.entities().size() + selection.notes().size() >= arrangement.needs(),
                selection.entities(), selection.notes())));
    }
}
