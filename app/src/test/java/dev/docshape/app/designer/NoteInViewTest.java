package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Note;
import dev.docshape.model.Position;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** A note beyond the outermost card is part of the diagram: Fit to Window shows it whole, as it shows the cards. */
class NoteInViewTest extends DesignerTestBase {

    @Test
    void fitShowsANoteLyingFarBeyondTheCards() {
        show(Models.blog().withNotes(List.of(
                new Note("note-far", "Far to the right and below", new Position(2600, 1900)),
                new Note("note-left", "Left of every card", new Position(-900, -400)))));
        clickOn("#action-fit");
        WaitForAsyncUtils.waitForFxEvents();
        Bounds view = viewOnScreen();
        for (String id : List.of("note-far", "note-left")) {
            Bounds note = screenBounds(canvas().noteView(id));
            assertTrue(view.contains(note), id + " at " + note + " is inside the view " + view + " after Fit");
        }
        for (String id : vm.diagram().entities().keySet()) {
            assertTrue(view.contains(screenBounds(entityView(id))), id + " stays in view too");
        }
    }

    private Bounds viewOnScreen() {
        Bounds[] view = new Bounds[1];
        interact(() -> view[0] = canvas().localToScreen(new BoundingBox(0, 0, canvas().viewWidth(), canvas().viewHeight())));
        return view[0];
    }

    private Bounds screenBounds(Node node) {
        Bounds[] b = new Bounds[1];
        interact(() -> b[0] = node.localToScreen(node.getLayoutBounds()));
        return b[0];
    }
}
