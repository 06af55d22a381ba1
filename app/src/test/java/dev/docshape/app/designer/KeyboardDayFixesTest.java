package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.testing.SeedExamplesTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.ui.FocusKeeper;
import dev.docshape.model.DataModel;
import dev.docshape.model.Note;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, decision 0548: what the keyboard walk of 0540 left. Connect offered the selected entity first, so Enter
 * made a relationship to itself; Escape in a note's editor dropped what was typed; Tab went from the start page's last
 * button to the window behind it.
 */
class KeyboardDayFixesTest extends SeedExamplesTestBase {

    private Node focusOwner() {
        return window.scene().getFocusOwner();
    }

    @Test
    void connectOffersTheNearestEntitiesFirstAndTheSelectedOneLastSoEnterConnectsTwo() {
        // the blog before its authors were connected to their posts
        Project blog = Models.blog();
        DataModel m = blog.model();
        show(blog.withModel(new DataModel(m.entities(),
                m.relationships().stream().filter(r -> !r.id().equals("author-posts")).toList(), m.patterns())));
        clickEntity("author"); // first by name: the old list began with it
        push(KeyCode.SHORTCUT, KeyCode.L);
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ListView<EntityViewModel> offered = lookup("#find-results").queryAs(ListView.class);
        List<String> names = new ArrayList<>();
        for (EntityViewModel e : offered.getItems()) names.add(e.entity().name());
        // Post is above Author, Tag to its right, Comment diagonally away
        assertEquals(List.of("Post", "Tag", "Comment", "Author"), names, "the nearest first, Author itself last");

        type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        Relationship created = project().model().relationships().get(2);
        assertEquals("author", created.parent());
        assertEquals("post", created.child(), "Enter connected Author to its nearest neighbour, not to itself");
    }

    @Test
    void escapeInANoteKeepsWhatWasTypedAndOneUndoTakesItBack() {
        show(Models.blog().withNotes(List.of(new Note("note-1", "Authors rarely change", new Position(260, 220)))));
        clickOn(lookup("#note-note-1 .note-text").<Node>query());
        type(KeyCode.F2);
        assertTrue(focusOwner() instanceof TextArea, "F2 edits the note");
        push(KeyCode.SHORTCUT, KeyCode.END);
        write(", and grow slowly");
        type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals("Authors rarely change, and grow slowly", project().notes().get(0).text(), "Escape kept the text typed");
        assertEquals("Authors rarely change, and grow slowly", lookup("#note-note-1 .note-text").queryLabeled().getText(),
                "and the note shows it");
        assertSame(canvas(), focusOwner(), "the keyboard is back on the canvas");
        push(KeyCode.SHORTCUT, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Authors rarely change", project().notes().get(0).text(), "one undo puts the text back as it was");
    }

    private static Bounds onScreen(Node node) {
        return node.localToScene(node.getLayoutBounds());
    }

    private static boolean isCard(Node node) {
        return node.getStyleClass().contains("example-card");
    }

    @Test
    void tabAndShiftTabGoRoundTheStartPagesButtonsWhileItIsShown() {
        interact(() -> vm.actions().execute(DesignerAction.EXAMPLES));
        WaitForAsyncUtils.waitForFxEvents();
        Node page = lookup("#welcome").query();
        assertTrue(page.isVisible());
        assertEquals("welcome-blank", focusOwner().getId(), "the keyboard is on the page, at Blank model");
        int buttons = lookup("#welcome .button").queryAll().size();
        assertTrue(buttons >= 4, "Close, the examples, Blank model and Open: " + buttons);

        List<String> walked = new ArrayList<>();
        for (int i = 0; i < buttons; i++) {
            type(KeyCode.TAB);
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(FocusKeeper.hasKeyboard(page), "Tab " + (i + 1) + " left the start page for " + focusOwner());
            walked.add(focusOwner().getId());
            Bounds shown = onScreen(lookup("#welcome .scroll-pane").query());
            Bounds focused = onScreen(focusOwner());
            if (isCard(focusOwner())) {
                assertTrue(focused.getMinY() >= shown.getMinY() - 1 && focused.getMaxY() <= shown.getMaxY() + 1,
                        "the example that has the keyboard is scrolled into view: " + focused + " in " + shown);
            }
        }
        assertEquals("welcome-open", walked.get(0), "after Blank model, Open");
        assertEquals("welcome-close", walked.get(1), "after Open, round to Close at the top");
        assertEquals("welcome-blank", walked.get(buttons - 1), "round to Blank model again");
        assertEquals(buttons, walked.stream().distinct().count(), "every button once: " + walked);

        type(KeyCode.TAB).type(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("welcome-close", focusOwner().getId());
        push(KeyCode.SHIFT, KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("welcome-open", focusOwner().getId(), "Shift+Tab goes back round, from Close to Open");
        push(KeyCode.SHIFT, KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("welcome-blank", focusOwner().getId());
    }
}
