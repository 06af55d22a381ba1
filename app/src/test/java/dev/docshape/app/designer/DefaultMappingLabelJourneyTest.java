package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The relationship inspector says where the design gives a relationship no mapping and the default decides (decision 0546). */
class DefaultMappingLabelJourneyTest extends DesignerTestBase {

    private Label note() {
        return lookup("#inspector-mapping-default").queryAs(Label.class);
    }

    @Test
    void aRelationshipWithoutAMappingIsShownTakingTheDefault() {
        Project blog = Models.blog();
        // the tags have no mapping: one-to-few, so the default embeds them
        Design design = new Design("default", Map.of("post-comments", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of());
        show(blog.withDesigns(List.of(design), "default"));

        clickRelationship("post-tags");
        assertTrue(note().isVisible(), "the note shows");
        assertEquals("embedded (default for one-to-few)", note().getText());

        clickRelationship("post-comments");
        assertFalse(note().isVisible(), "a mapping of the design's own: no note");

        clickRelationship("post-tags");
        clickOn("#mapping-reference");
        assertTrue(project().active().mappings().containsKey("post-tags"), "the design maps the tags now");
        assertFalse(note().isVisible(), "the user's choice, not the default");

        clickOn("#menu-edit").clickOn("#menu-" + DesignerAction.UNDO.nodeId());
        assertFalse(project().active().mappings().containsKey("post-tags"));
        assertTrue(note().isVisible(), "undone: the default again");
        assertEquals("embedded (default for one-to-few)", note().getText());
    }
}
