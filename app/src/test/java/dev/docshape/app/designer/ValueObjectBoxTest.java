package dev.docshape.app.designer;

import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.scene.Parent;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The entity inspector's "No id when embedded" (decision 0543): ticked on the blog's tags, embedded in posts, the
 * preview's post shows its tags without an id; one undo step puts the ids back.
 */
class ValueObjectBoxTest extends DesignerTestBase {

    /** The lines of the post's example document, as the preview shows it. */
    private List<String> post() {
        showSideTab("tab-preview");
        interact(() -> lookup("#preview-collection").queryAs(ComboBox.class).getSelectionModel().select("Post"));
        clickOn("#preview-expand");
        List<String> lines = Seen.treeLines(this, lookup("#preview-json").queryAs(Parent.class));
        showSideTab("tab-inspector");
        return lines;
    }

    private static long ids(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("\"id\"")).count();
    }

    @Test
    void tickingTheBoxTakesTheTagsIdsOutOfThePreviewAndUndoPutsThemBack() {
        show(Models.blog());
        clickEntity("tag");
        CheckBox box = lookup("#inspector-entity-value-object").queryAs(CheckBox.class);
        assertFalse(box.isSelected());
        List<String> before = post();
        assertTrue(ids(before) > 0, "the embedded tags hold ids: " + before);
        assertTrue(before.stream().anyMatch(l -> l.startsWith("\"_id\"")), before.toString());

        clickOn(box);
        assertTrue(project().model().requireEntity("tag").valueObject());
        assertEquals("Undo Embed Tag without an id", vm.actions().label(DesignerAction.UNDO).get());
        List<String> after = post();
        assertEquals(0, ids(after), "no tag holds an id: " + after);
        assertTrue(after.stream().anyMatch(l -> l.startsWith("\"label\"")) && after.stream().anyMatch(l -> l.startsWith("\"_id\"")),
                "the tags keep their label, the post its id: " + after);

        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertFalse(project().model().requireEntity("tag").valueObject());
        assertFalse(box.isSelected(), "the box follows the undo");
        assertEquals(ids(before), ids(post()));
    }
}
