package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Relationship;
import javafx.geometry.Bounds;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A relationship's presences in its inspector (issue 11, decision 0573): the share of the parents holding the children's
 * array (a post's tags in 34 % of posts) and of the children holding their parent's id (a comment's post in 84 %), typed
 * as percentages, marked in the preview as an optional field is, each one undo step; bad input refused naming it.
 */
class RelationshipPresenceTest extends DesignerTestBase {

    private TextField box(String id) {
        return lookup("#" + id).queryAs(TextField.class);
    }

    private Relationship relationship(String id) {
        return project().model().relationship(id).orElseThrow();
    }

    private String undoLabel() {
        return vm.actions().label(DesignerAction.UNDO).get();
    }

    @Test
    void theSharesAreTypedMarkedInThePreviewAndUndoneInOneStepEach() {
        show(Models.blog());
        String tags = previewLine("Post", "tags");
        String postId = previewLine("Comment", "postId");
        clickRelationship("post-tags");
        assertEquals("100 %", box("inspector-presence").getText(), "every post holds its tags' array until said otherwise");
        typeOver(box("inspector-presence"), "34");
        assertEquals(0.34, relationship("post-tags").presence());
        assertEquals("34 %", box("inspector-presence").getText(), "shown back as a percentage");
        assertEquals("Undo Set Post.tags held by 34 % of the parents", undoLabel());
        assertEquals(tags.replace("\"tags\":", "\"tags\" 34 %:"), previewLine("Post", "tags"), "the preview says the array may be missing");

        clickRelationship("post-comments");
        typeOver(box("inspector-inverse-presence"), "84 %");
        assertEquals(0.84, relationship("post-comments").inversePresence());
        assertEquals(1.0, relationship("post-comments").presence());
        assertEquals("Undo Set Post.comments with a parent in 84 % of the children", undoLabel());
        assertEquals(postId.replace("\"postId\":", "\"postId\" 84 %:"), previewLine("Comment", "postId"));

        clickOn("#" + DesignerAction.UNDO.nodeId());
        assertEquals(1.0, relationship("post-comments").inversePresence(), "one undo takes back one change");
        assertEquals(0.34, relationship("post-tags").presence());
        clickOn("#" + DesignerAction.UNDO.nodeId());
        assertEquals(1.0, relationship("post-tags").presence());
        assertEquals(tags, previewLine("Post", "tags"), "undone, the preview no longer marks it");
    }

    @Test
    void aShareThatIsNoPercentageIsRefusedNamingTheRelationship() {
        show(Models.blog());
        clickRelationship("post-tags");
        for (String bad : new String[] {"0", "140 %", "most"}) {
            typeOver(box("inspector-presence"), bad);
            assertEquals(1.0, relationship("post-tags").presence(), bad);
            assertEquals("Parents holding the children of tags: '" + bad + "' is not a percentage above 0 and at most 100 (34 or 34 %)",
                    statusText());
            assertEquals("100 %", box("inspector-presence").getText(), "the share kept is shown back");
        }
    }

    @Test
    void theSharesAreReadableInTheInspectorInEachTheme() {
        show(Models.blog());
        clickRelationship("post-tags");
        typeOver(box("inspector-presence"), "34.3");
        typeOver(box("inspector-inverse-presence"), "84");
        inEachTheme(dark -> {
            Shots.save(this, window.view(), "inspector-relationship-presence" + (dark ? "-dark" : ""));
            for (String id : new String[] {"inspector-presence", "inspector-inverse-presence"}) {
                TextField b = box(id);
                Bounds shown = b.localToScene(b.getBoundsInLocal());
                assertTrue(shown.getMinX() >= 0 && shown.getMaxX() <= window.scene().getWidth(), id + " is in the window: " + shown);
            }
            assertEquals("34.3 %", box("inspector-presence").getText());
            assertEquals("84 %", box("inspector-inverse-presence").getText());
        });
    }
}
