package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Choosing the order a subset or bucket keeps its children in, in the inspector (docs/counting-rules.md "Ordering and feeds"). */
class OrderingJourneyTest extends DesignerTestBase {

    private Strategy strategy(String relationshipId) {
        return project().active().mappingFor(project().model().requireRelationship(relationshipId)).strategy();
    }

    private void choose(String comboId, String text) {
        clickOn(scrolledIntoView(comboId));
        clickOn(lookup(".combo-box-popup .list-cell").match((ListCell<?> c) -> text.equals(c.getText())).queryAs(ListCell.class));
    }

    /** What the combo box shows: its value in its own words. */
    @SuppressWarnings("unchecked")
    private String shown(String comboId) {
        ComboBox<Object> box = lookup(comboId).queryAs(ComboBox.class);
        return box.getConverter().toString(box.getValue());
    }

    @Test
    void aSubsetKeepsTheFirstChildrenByTheChosenFieldAndDirection() {
        show(Models.blog());
        clickRelationship("post-comments");
        clickOn("#mapping-subset");
        assertEquals("newest added", shown("#inspector-subset-order-field"), "no order: the most recently added are kept");
        assertTrue(lookup("#inspector-subset-order-direction").query().isDisabled());

        choose("#inspector-subset-order-field", "at");
        assertEquals(new Subset(3, Subset.Rest.REFERENCED, 0, Ordering.descending("at")), strategy("post-comments"));
        assertEquals("at", shown("#inspector-subset-order-field"));
        assertEquals("highest first", shown("#inspector-subset-order-direction"));
        choose("#inspector-subset-order-direction", "lowest first");
        assertEquals(Ordering.ascending("at"), ((Subset) strategy("post-comments")).order());

        doubleClickOn(lookup("#inspector-subset-size .text-field").queryAs(TextField.class));
        retype("5");
        assertEquals(new Subset(5, Subset.Rest.REFERENCED, 0, Ordering.ascending("at")), strategy("post-comments"),
                "a new size keeps the order");

        assertEquals("Undo Map Post.comments as subset of 5 (lowest at first), rest referenced",
                vm.actions().label(DesignerAction.UNDO).get());
        clickOn("#" + DesignerAction.UNDO.nodeId());   // the toolbar's Undo
        clickOn("#" + DesignerAction.UNDO.nodeId());
        assertEquals(Ordering.descending("at"), ((Subset) strategy("post-comments")).order(), "each choice is one undo step");
        assertEquals("highest first", shown("#inspector-subset-order-direction"), "the inspector follows undo");

        choose("#inspector-subset-order-field", "newest added");
        assertEquals(new Subset(3, Subset.Rest.REFERENCED, 0), strategy("post-comments"));
    }

    @Test
    void bucketsAreSortedByTheChosenField() {
        show(Models.blog());
        clickRelationship("post-comments");
        clickOn("#mapping-bucket");
        assertEquals("as added", shown("#inspector-bucket-order-field"));
        choose("#inspector-bucket-order-field", "at");
        assertEquals(new Bucket(100, Ordering.descending("at")), strategy("post-comments"));
        doubleClickOn(lookup("#inspector-bucket-size .text-field").queryAs(TextField.class));
        retype("20");
        assertEquals(new Bucket(20, Ordering.descending("at")), strategy("post-comments"));
        assertFalse(lookup("#inspector-bucket-order-direction").query().isDisabled());
    }
}
