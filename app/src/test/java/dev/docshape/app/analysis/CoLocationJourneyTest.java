package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import javafx.scene.Parent;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Storing comments beside their post: declared in the inspector, shown on the canvas and in the JSON preview. */
class CoLocationJourneyTest extends DesignerTestBase {

    private Strategy strategy(String relationshipId) {
        return project().active().mappingFor(project().model().requireRelationship(relationshipId)).strategy();
    }

    private String badge(String relationshipId) {
        return lookup("#badge-" + relationshipId + " .badge-text").queryAs(Text.class).getText();
    }

    private List<String> previewLines() {
        return Seen.treeLines(this, lookup("#preview-json").queryAs(Parent.class));
    }

    @Test
    void theInspectorCoLocatesCommentsWithTheirPostAndThePreviewShowsBothKinds() {
        show(Models.blog());
        clickRelationship("post-comments");
        CheckBox coLocated = lookup("#inspector-co-located").queryAs(CheckBox.class);
        assertFalse(coLocated.isSelected());

        clickOn(coLocated);
        assertEquals(new Reference(Placement.CHILD_HOLDS_PARENT_ID, true), strategy("post-comments"));
        assertEquals("co-located", badge("post-comments"));
        assertTrue(coLocated.isSelected());
        assertTrue(Files.isRegularFile(Shots.save(this, window.view(), "co-located-inspector")));

        showSideTab("tab-preview");
        interact(() -> vm.selection().selectEntity("comment"));
        assertEquals("Comment", lookup("#preview-collection").queryAs(ComboBox.class).getValue());
        String size = lookup("#preview-size").queryAs(Label.class).getText();
        assertTrue(size.startsWith("Collection Post holds Post, Comment documents, told apart by 'type'"), size);
        List<String> lines = previewLines();
        assertTrue(lines.contains("\"type\": \"Post\",") && lines.contains("\"type\": \"Comment\","), lines.toString());
        assertTrue(Files.isRegularFile(Shots.save(this, window.view(), "co-located-comments")));

        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertEquals(new Reference(Placement.CHILD_HOLDS_PARENT_ID), strategy("post-comments"));
        assertEquals("referenced", badge("post-comments"));
        assertFalse(previewLines().stream().anyMatch(l -> l.startsWith("\"type\"")), "the Comment collection is its own again");
    }

    @Test
    void onlyAChildHoldingItsParentsIdCanBeCoLocated() {
        show(Models.blog());
        clickRelationship("author-posts");
        clickOn("#inspector-placement");
        clickOn("The parent holds an array of child ids");
        assertTrue(lookup("#inspector-co-located").queryAs(CheckBox.class).isDisabled());
    }
}
