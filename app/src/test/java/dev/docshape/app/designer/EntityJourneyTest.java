package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Position;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Creating, renaming, editing, moving, selecting, deleting and copying entities, as a user does. */
class EntityJourneyTest extends DesignerTestBase {

    private List<String> names() {
        return project().model().entities().stream().map(Entity::name).toList();
    }

    @Test
    void toolbarButtonCreatesAnEntityAndTypingNamesIt() {
        show(Models.blog());
        clickOn("#action-new-entity");
        write("Customer").type(KeyCode.ENTER);
        assertTrue(names().contains("Customer"), names().toString());
        assertTrue(lookup(".entity-name").queryAllAs(Text.class).stream().anyMatch(l -> l.getText().equals("Customer")));
    }

    @Test
    void doubleClickOnEmptyCanvasAndShortcutCreateEntities() {
        show(Models.blog());
        doubleClickOn(screenOf(301, 562), MouseButton.PRIMARY);
        type(KeyCode.ENTER);
        assertEquals(5, project().model().entities().size());
        Entity created = project().model().entities().get(4);
        assertEquals(new Position(300, 560), created.position(), "placed where double-clicked, on the grid");
        clickOn(canvas());
        newEntity("Invoice");
        assertTrue(names().contains("Invoice"), names().toString());
    }

    @Test
    void doubleClickOnTheNameRenamesInPlace() {
        show(Models.blog());
        renameOnCanvas("post", "Article");
        assertEquals("Article", project().model().requireEntity("post").name());
        assertEquals("Article", nameOnCard("post").getText());
    }

    @Test
    void fieldsAreAddedRenamedRetypedReorderedAndRemovedOnTheCanvas() {
        show(Models.blog());
        clickOn(entityCard("tag").lookup(".entity-add-field").queryAs(Text.class));
        assertEquals("label,field", fieldNames("tag"));
        doubleClickOn(fieldPoint("tag", 1, false), MouseButton.PRIMARY);
        // a field just added goes on to the next new one on Enter (quick entry); Escape takes that back
        retype("colour").type(KeyCode.ESCAPE);
        assertEquals("label,colour", fieldNames("tag"));

        clickOn(fieldPoint("tag", 1, true), MouseButton.PRIMARY);
        clickOn("integer");
        assertEquals(FieldType.INTEGER, project().model().requireEntity("tag").fields().get(1).type());

        rightClickOn(fieldPoint("tag", 1, false));
        clickOn("Move up");
        assertEquals("colour,label", fieldNames("tag"));
        rightClickOn(fieldPoint("tag", 0, false));
        clickOn("Remove field");
        assertEquals("label", fieldNames("tag"));
        assertEquals(List.of("label"), fieldsShown("tag"));
    }

    @Test
    void fieldsAreEditedInTheInspector() {
        show(Models.blog());
        clickEntity("author");
        clickOn("#inspector-add-field");
        assertEquals("name,thumbnailUrl,field", fieldNames("author"));
        doubleClickOn("#inspector-field-name-2");
        retype("email").type(KeyCode.ESCAPE);
        assertEquals("name,thumbnailUrl,email", fieldNames("author"));
        clickOn("#inspector-field-type-2");
        clickOn("uuid");
        assertEquals(FieldType.UUID, project().model().requireEntity("author").fields().get(2).type());
        clickOn("#inspector-field-up-2");
        assertEquals("name,email,thumbnailUrl", fieldNames("author"));
        clickOn("#inspector-field-remove-0");
        assertEquals("email,thumbnailUrl", fieldNames("author"));
        assertEquals(List.of("email", "thumbnailUrl"), fieldsShown("author"));
    }

    @Test
    void draggingMovesTheEntityAsOneUndoStep() {
        show(Models.blog());
        Position before = positionOf("author");
        Point2D grab = centreOf(entityCard("author").lookup(".entity-name").query());
        drag(grab, MouseButton.PRIMARY).moveBy(60, 10).moveBy(60, 10).moveBy(40, 20).drop();
        Position after = positionOf("author");
        assertEquals(before.x() + 160, after.x(), 0.01);
        assertEquals(before.y() + 40, after.y(), 0.01);
        assertEquals("Undo Move entity Author", vm.actions().label(dev.docshape.app.designer.actions.DesignerAction.UNDO).get());
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(before, positionOf("author"), "one undo takes the whole drag back");
        assertEquals(before.x(), entityView("author").getLayoutX(), 0.01);
    }

    @Test
    void shiftClickAndRubberBandSelectSeveralAndTheDragMovesThemAll() {
        show(Models.blog());
        clickEntity("post");
        press(KeyCode.SHIFT).clickOn(nameOnCard("comment")).release(KeyCode.SHIFT);
        assertEquals(List.of("post", "comment"), vm.selection().entityIds());
        assertTrue(entityView("comment").getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("selected")));

        clickOn(screenOf(700, 300));
        assertTrue(vm.selection().isEmpty(), "a click on empty space clears the selection");
        press(KeyCode.SHIFT);
        drag(screenOf(20, 320), MouseButton.PRIMARY).dropTo(screenOf(700, 500));
        release(KeyCode.SHIFT);
        assertEquals(List.of("author", "tag"), vm.selection().entityIds().stream().sorted().toList());

        Position author = positionOf("author");
        Position tag = positionOf("tag");
        // straight down: sideways, the cards would snap into line with the cards above (AlignmentGuidesTest)
        drag(centreOf(entityCard("tag").lookup(".entity-name").query()), MouseButton.PRIMARY).moveBy(0, 40).dropBy(0, 40);
        assertEquals(author.translate(0, 80), positionOf("author"));
        assertEquals(tag.translate(0, 80), positionOf("tag"));
    }

    @Test
    void deleteDuplicateCopyAndPaste() {
        show(Models.blog());
        clickEntity("comment");
        push(KeyCode.SHORTCUT, KeyCode.D);
        assertTrue(names().contains("Comment 2"), names().toString());
        assertEquals(5, lookup(".entity").queryAll().size());

        clickEntity("author");
        push(KeyCode.SHORTCUT, KeyCode.C);
        push(KeyCode.SHORTCUT, KeyCode.V);
        assertTrue(names().contains("Author 2"), names().toString());
        String pasted = vm.selection().entityIds().get(0);
        assertNotEquals("author", pasted);
        assertEquals(positionOf("author").translate(40, 40), positionOf(pasted));

        push(KeyCode.DELETE);
        assertFalse(names().contains("Author 2"));
        clickEntity("post");
        push(KeyCode.DELETE);
        assertFalse(names().contains("Post"));
        assertTrue(entityCard("post").tryQuery().isEmpty(), "the view is gone");
        assertEquals(0, project().model().relationshipsOf("post").size(), "its relationships went with it");
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertTrue(names().contains("Post"));
        assertEquals(3, project().model().relationships().size());
    }

    @Test
    void howOftenAFieldChangesIsSetInTheInspectorAndUndone() {
        show(Models.blog());
        clickEntity("author");
        TextField rate = lookup("#inspector-field-rate-0").queryAs(TextField.class);
        assertEquals("", rate.getText(), "a field follows its entity until told otherwise");
        clickOn(rate);
        write("0.5").type(KeyCode.ENTER);
        Field name = project().model().requireEntity("author").fields().get(0);
        assertEquals(0.5, name.updatesPerDay(), 1e-12);
        assertEquals("0.5", rate.getText());
        assertEquals("Undo Set Author.name to change 0.5 times a day",
                vm.actions().label(dev.docshape.app.designer.actions.DesignerAction.UNDO).get());
        clickOn("#" + dev.docshape.app.designer.actions.DesignerAction.UNDO.nodeId());   // the toolbar's Undo
        assertNull(project().model().requireEntity("author").fields().get(0).updatesPerDay(), "one undo step");
        assertEquals("", lookup("#inspector-field-rate-0").queryAs(TextField.class).getText());

        clickOn(lookup("#inspector-field-rate-1").queryAs(TextField.class));
        write("often").type(KeyCode.ENTER);
        assertNull(project().model().requireEntity("author").fields().get(1).updatesPerDay());
        assertTrue(statusText().contains("'often' is not a number"),
                statusText());
    }

    @Test
    void howManyValuesAFieldTakesIsDeclaredInTheInspectorAndUndone() {
        show(Models.blog());
        clickEntity("author");
        TextField values = lookup("#inspector-field-values-0").queryAs(TextField.class);
        assertEquals("", values.getText(), "a field declares no distinct values until told");
        clickOn(values);
        write("3").type(KeyCode.ENTER);
        assertEquals(3, project().model().requireEntity("author").fields().get(0).distinctValues());
        assertEquals("3", values.getText());
        assertTrue(vm.actions().label(dev.docshape.app.designer.actions.DesignerAction.UNDO).get()
                .startsWith("Undo Declare 3 distinct values of"), vm.actions().label(dev.docshape.app.designer.actions.DesignerAction.UNDO).get());
        clickOn("#" + dev.docshape.app.designer.actions.DesignerAction.UNDO.nodeId());
        assertNull(project().model().requireEntity("author").fields().get(0).distinctValues(), "one undo step");
        assertEquals("", lookup("#inspector-field-values-0").queryAs(TextField.class).getText());

        clickOn(lookup("#inspector-field-values-0").queryAs(TextField.class));
        write("1").type(KeyCode.ENTER);
        assertNull(project().model().requireEntity("author").fields().get(0).distinctValues());
        assertTrue(statusText().contains("'1' is not a whole number of at least 2"), statusText());
    }

    @Test
    void aRefusedValueIsReplacedByTheOneKeptAndTheStatusBarSaysWhy() {
        show(Models.blog());
        clickEntity("post");
        TextField count = lookup("#inspector-entity-count").queryAs(TextField.class);
        String before = count.getText();
        doubleClickOn(count);
        retype("lots");
        assertEquals(before, count.getText(), "the field shows the count that was kept");
        assertEquals(100_000, project().model().requireEntity("post").count());
        assertTrue(statusText().contains("'lots' is not a whole number"),
                statusText());

        TextField name = lookup("#inspector-entity-name").queryAs(TextField.class);
        clickOn(name);
        push(KeyCode.SHORTCUT, KeyCode.A);
        push(KeyCode.BACK_SPACE);
        type(KeyCode.ENTER);
        assertEquals("Post", name.getText(), "a blank name is refused and the old one shown");
        assertEquals("Post", project().model().requireEntity("post").name());
        assertTrue(statusText().contains("must not be empty"),
                statusText());
    }

    @Test
    void deleteAndBackspaceWhileTypingEditTextNotTheModel() {
        show(Models.blog());
        clickEntity("post");
        clickOn("#inspector-entity-name");
        push(KeyCode.END);
        push(KeyCode.BACK_SPACE);
        push(KeyCode.HOME);
        push(KeyCode.DELETE);
        assertTrue(names().contains("Post"), "the entity is still there: " + names());
        type(KeyCode.ENTER);
        assertEquals("os", project().model().requireEntity("post").name());
    }
}
