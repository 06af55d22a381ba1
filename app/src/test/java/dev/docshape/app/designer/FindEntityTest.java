package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Ctrl+F, a few letters of a name, Enter: that entity is selected and in the middle of the view. */
class FindEntityTest extends DesignerTestBase {

    @Test
    void ctrlFFindsAnEntityByNameAndCentresIt() {
        show(Models.generated(60, 40, 7));
        String target = project().model().entities().get(47).id();
        String name = project().model().entities().get(47).name();
        assertFalse(inView(target), "the entity starts out of view");

        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.F);
        Node finder = lookup("#entity-finder").query();
        assertTrue(finder.isVisible(), "the find box opens");
        write(name);
        type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertFalse(finder.isVisible(), "the find box closes");
        assertEquals(Set.of(target), Set.copyOf(vm.selection().entities()));
        assertTrue(inView(target), name + " is in view");
        Bounds card = screenBounds(target);
        Bounds view = canvas().localToScreen(new javafx.geometry.BoundingBox(0, 0, canvas().viewWidth(), canvas().viewHeight()));
        assertEquals(view.getCenterX(), card.getCenterX(), 2, "centred across");
        assertEquals(view.getCenterY(), card.getCenterY(), 2, "centred down");
    }

    @Test
    void typingNarrowsTheListAndEscapeCloses() {
        show(Models.blog());
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.F);
        write("o");
        var results = lookup("#find-results").queryListView();
        assertTrue(results.getItems().size() >= 2, "several names contain an o");
        write("zzz");
        assertFalse(lookup("#find-results").query().isVisible(), "nothing matches");
        assertTrue(lookup(".find-none").query().isVisible(), "says so");
        type(KeyCode.ESCAPE);
        assertFalse(lookup("#entity-finder").query().isVisible());
        assertTrue(vm.selection().entities().isEmpty(), "nothing picked");
    }

    private boolean inView(String id) {
        Bounds view = canvas().localToScreen(new javafx.geometry.BoundingBox(0, 0, canvas().viewWidth(), canvas().viewHeight()));
        return view.contains(screenBounds(id));
    }

    private Bounds screenBounds(String id) {
        var card = entityView(id);
        return card.localToScreen(card.getLayoutBounds());
    }
}
