package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Subset;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Flipping embedded and referenced, and every mapping of the engine in the inspector. */
class MappingJourneyTest extends DesignerTestBase {

    private Mapping mapping(String relationshipId) {
        return project().active().mappingFor(project().model().requireRelationship(relationshipId));
    }

    private static boolean has(Node node, String pseudoClass) {
        return node.getPseudoClassStates().contains(PseudoClass.getPseudoClass(pseudoClass));
    }

    private Text badge(String relationshipId) {
        return mappingBadge(relationshipId).lookup(".badge-text").queryAs(Text.class);
    }

    @Test
    void oneClickOnTheBadgeFlipsEmbeddedAndReferenced() {
        show(Models.blog());
        Node comments = relationshipLine("post-comments").query();
        assertTrue(has(comments, "referenced"));
        assertEquals("referenced", badge("post-comments").getText());

        clickOn(mappingBadge("post-comments").queryAs(javafx.scene.layout.StackPane.class));
        assertTrue(mapping("post-comments").strategy() instanceof Embed);
        assertTrue(has(comments, "embedded") && !has(comments, "referenced"), "drawn as embedded");
        assertEquals("embedded", badge("post-comments").getText());
        assertTrue(has(entityView("comment"), "nested"), "Comment now lives in Post's documents");
        assertEquals("Undo Map Post.comments as embedded", undoLabel());

        clickOn(mappingBadge("post-comments").queryAs(javafx.scene.layout.StackPane.class));
        assertEquals(new Reference(Placement.CHILD_HOLDS_PARENT_ID), mapping("post-comments").strategy());
        assertFalse(has(entityView("comment"), "nested"));
    }

    private String undoLabel() {
        return vm.actions().label(dev.docshape.app.designer.actions.DesignerAction.UNDO).get();
    }

    @Test
    void theShortcutFlipsTheSelectedRelationship() {
        show(Models.blog());
        clickRelationship("post-tags");
        assertTrue(has(entityView("tag"), "nested"), "Tag is embedded everywhere");
        assertEquals("lives in Post", entityCard("tag").lookup(".entity-host").queryAs(Text.class).getText());
        push(KeyCode.SHORTCUT, KeyCode.M);
        assertTrue(mapping("post-tags").strategy() instanceof Reference);
        assertFalse(has(entityView("tag"), "nested"));
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertTrue(mapping("post-tags").strategy() instanceof Embed);
        assertTrue(has(entityView("tag"), "nested"));
    }

    @Test
    void theDesignPickerSwitchesBetweenMappingAlternatives() {
        show(Models.blogWithTwoDesigns());
        assertEquals("embedded", badge("post-tags").getText());
        clickOn("#design-picker");
        clickOn(lookup(".combo-box-popup .list-cell").match(
                (javafx.scene.control.ListCell<?> c) -> "normalized".equals(c.getText())).queryAs(javafx.scene.control.ListCell.class));
        assertEquals("normalized", project().activeDesign());
        assertEquals("referenced", badge("post-tags").getText());
        assertFalse(has(entityView("tag"), "nested"));
        // the design shown is view state (decision 0381): nothing to undo, no unsaved change
        assertFalse(vm.document().canUndoProperty().get());
        assertFalse(vm.document().isModified());
        clickOn("#design-picker");
        clickOn(lookup(".combo-box-popup .list-cell").match(
                (javafx.scene.control.ListCell<?> c) -> "default".equals(c.getText())).queryAs(javafx.scene.control.ListCell.class));
        assertEquals("default", project().activeDesign());
        assertEquals("embedded", badge("post-tags").getText());
    }

    @Test
    void aMappingThatBreaksARuleIsFlaggedOnTheCanvasAndInTheInspector() {
        show(Models.blog());
        clickOn(mappingBadge("post-comments").queryAs(javafx.scene.layout.StackPane.class));
        Node comments = relationshipLine("post-comments").query();
        assertTrue(has(comments, "warning"));
        Label warning = lookup("#inspector-warning").queryAs(Label.class);
        assertTrue(warning.isVisible() && warning.getText().contains("Unbounded embedded array"), warning.getText());
    }

    @Test
    void theInspectorOffersEveryMapping() {
        show(Models.blog());
        clickRelationship("author-posts");

        clickOn("#inspector-placement");
        clickOn("The parent holds an array of child ids");
        assertEquals(new Reference(Placement.PARENT_HOLDS_CHILD_IDS), mapping("author-posts").strategy());

        clickOn("#mapping-extended");
        assertEquals(new ExtendedReference(Holder.CHILD, List.of()), mapping("author-posts").strategy());
        clickOn("#copied-field-name");
        clickOn("#copied-field-thumbnailUrl");
        assertEquals(new ExtendedReference(Holder.CHILD, List.of("name", "thumbnailUrl")), mapping("author-posts").strategy());
        assertEquals("extended ref", badge("author-posts").getText());

        clickOn("#mapping-subset");
        assertEquals(new Subset(3, Subset.Rest.REFERENCED, 0), mapping("author-posts").strategy());
        doubleClickOn(lookup("#inspector-subset-size .text-field").queryAs(javafx.scene.control.TextField.class));
        retype("5");
        assertEquals(5, ((Subset) mapping("author-posts").strategy()).size());
        clickOn("#inspector-subset-rest");
        clickOn("In buckets");
        assertEquals(new Subset(5, Subset.Rest.BUCKETED, 100), mapping("author-posts").strategy());
        assertEquals("subset 5", badge("author-posts").getText());

        clickOn("#mapping-bucket");
        assertEquals(new Bucket(100), mapping("author-posts").strategy());
        doubleClickOn(lookup("#inspector-bucket-size .text-field").queryAs(javafx.scene.control.TextField.class));
        retype("50");
        assertEquals(new Bucket(50), mapping("author-posts").strategy());

        clickOn("#inspector-precomputed-count");
        assertTrue(mapping("author-posts").precomputedCount());
        assertEquals("bucket 50 +count", badge("author-posts").getText());

        clickOn("#mapping-embed");
        assertEquals(new Mapping(new Embed(), true), mapping("author-posts"));
    }
}
