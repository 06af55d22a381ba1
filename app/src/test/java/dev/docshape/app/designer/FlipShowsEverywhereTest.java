package dev.docshape.app.designer;

import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.analysis.trips.TripRow;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.mapping.Placement;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ComboBox;
import javafx.scene.control.RadioButton;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15's core moment: a click on a relationship's badge flips it, and the badge, the inspector, the JSON preview
 * and the round-trip table all show the new mapping, while the keyboard stays where the user works. The inspector
 * and the panels update their nodes in place (decision 0425); what the user reads must be the same as when they
 * were rebuilt.
 */
class FlipShowsEverywhereTest extends DesignerTestBase {

    private String badge(String relationshipId) {
        return mappingBadge(relationshipId).lookup(".badge-text").queryAs(Text.class).getText();
    }

    private List<String> previewLines() {
        return Seen.treeLines(this, lookup("#preview-json").queryAs(Parent.class));
    }

    private boolean kindChosen(String kind) {
        return lookup("#mapping-" + kind).queryAs(RadioButton.class).isSelected();
    }

    /** The reference's "Stored" list is on screen: in the scene and not hidden by a form of another kind. */
    private boolean placementShown() {
        var found = lookup("#inspector-placement").tryQueryAs(ComboBox.class);
        if (found.isEmpty() || found.get().getScene() == null) return false;
        for (Node n = found.get(); n != null; n = n.getParent()) if (!n.isVisible()) return false;
        return true;
    }

    private boolean inToolBar(Node node) {
        for (Node n = node; n != null; n = n.getParent()) if (n == window.view().toolBar()) return true;
        return false;
    }

    @Test
    void aClickOnTheBadgeFlipsTheRelationshipOnTheCanvasInTheInspectorThePreviewAndTheTrips() {
        show(Models.blogReading(Models.commentsOfAPost()));
        clickRelationship("post-comments");
        showSideTab("tab-inspector");
        assertEquals("referenced", badge("post-comments"));
        assertTrue(kindChosen("reference"), "the inspector shows the mapping referenced");
        assertTrue(placementShown(), "the inspector shows where the reference is stored");
        showSideTab("tab-preview");
        List<String> before = previewLines();
        assertFalse(before.stream().anyMatch(l -> l.startsWith("\"comments\": [")), "referenced: no comments in the post " + before);
        String tripsBefore = commentsRead();
        assertFalse(tripsBefore.contains("→"), "nothing changed yet: " + tripsBefore);
        showSideTab("tab-preview");

        clickOn((Node) mappingBadge("post-comments").query());

        assertFalse(inToolBar(window.scene().getFocusOwner()), "the focus went to the toolbar: " + window.scene().getFocusOwner());
        assertEquals("embedded", badge("post-comments"));
        List<String> after = previewLines();
        assertTrue(after.stream().anyMatch(l -> l.startsWith("\"comments\": [")), "embedded: the post holds its comments " + after);
        String moved = commentsRead();
        assertTrue(moved.contains("→") && moved.startsWith(tripsBefore + " →"), "the trips show what the flip moved: " + tripsBefore + " then " + moved);
        showSideTab("tab-inspector");
        assertTrue(kindChosen("embed"), "the inspector shows the mapping embedded");
        assertFalse(placementShown(), "an embedded relationship has no reference to store");

        // and back: the inspector's reference form comes back with the new mapping, the preview without the comments
        showSideTab("tab-preview");
        clickOn((Node) mappingBadge("post-comments").query());
        assertEquals("referenced", badge("post-comments"));
        assertEquals(before, previewLines());
        String back = commentsRead();
        assertNotEquals(moved, back);
        assertTrue(back.endsWith("→ " + tripsBefore), "the trips are back where they were: " + back);
        showSideTab("tab-inspector");
        assertTrue(kindChosen("reference") && placementShown(), "the inspector shows the reference again");
        assertEquals(Placement.CHILD_HOLDS_PARENT_ID, lookup("#inspector-placement").queryAs(ComboBox.class).getValue());
    }

    @Test
    void choosingWhereTheReferenceIsStoredKeepsTheKeyboardInThatList() {
        show(Models.blog());
        clickRelationship("author-posts");
        ComboBox<?> stored = lookup("#inspector-placement").queryAs(ComboBox.class);

        clickOn(stored);
        clickOn("The parent holds an array of child ids");

        assertEquals(Placement.PARENT_HOLDS_CHILD_IDS, stored.getValue());
        assertEquals(new dev.docshape.model.mapping.Reference(Placement.PARENT_HOLDS_CHILD_IDS),
                project().active().mappingFor(project().model().requireRelationship("author-posts")).strategy());
        assertTrue(stored.getScene() != null && stored.isFocused(), "the focus went to " + window.scene().getFocusOwner());
    }

    /**
     * The documents "comments of a post" reads, as the trips tab shows them now: "20", or "20 → 1" after a change
     * moved them.
     */
    private String commentsRead() {
        showSideTab("tab-trips");
        return Seen.figure(this, Seen.tripsTable(this), "post-comments", TripRow.Column.DOCS_READ.nodeId());
    }
}
