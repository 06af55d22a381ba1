package dev.docshape.app.analysis;

import dev.docshape.app.testing.FxWait;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Storing comments beside their post: declared in the inspector, shown on the canvas and in the JSON preview. */
class CoLocationJourneyTest extends DesignerTestBase {

    private Strategy strategy(String relationshipId) {
        return project().active().mappingFor(project().model().requireRelationship(relationshipId)).strategy();
    }

    private String badge(String relationshipId) {
        return mappingBadge(relationshipId).lookup(".badge-text").queryAs(Text.class).getText();
    }

    private List<String> previewLines() {
        return Seen.treeLines(this, lookup("#preview-json").queryAs(Parent.class));
    }

    @Test
    void theInspectorCoLocatesCommentsWithTheirPostAndThePreviewShowsBothKinds() throws Exception {
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
        FxWait.until("the preview of the own collection",
                () -> !lookup("#preview-size").queryAs(Label.class).getText().startsWith("Collection Post"));
        String ownSize = lookup("#preview-size").queryAs(Label.class).getText();
        // the size counts the type field the co-located documents carry (decision 0335):
        // "type": "Comment" is 18 bytes of BSON, "type":"Comment", 17 characters of Cosmos DB's JSON
        long typeField = avgBytes(size) - avgBytes(ownSize);
        assertTrue(typeField == 17 || typeField == 18, size + " against " + ownSize);
    }

    /** The average document size in a size line, "... avg 312 B · max ...". */
    private static long avgBytes(String sizeLine) {
        Matcher m = Pattern.compile("avg (\\d+) B").matcher(sizeLine);
        assertTrue(m.find(), sizeLine);
        return Long.parseLong(m.group(1));
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
