package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15 walked again by hand (decision 0540): what a keyboard-only user met on a model built from nothing, each
 * step as the user took it and checked by what the user sees: where the keyboard is, what is selected, which tab shows.
 */
class KeyboardDayJourneyTest extends DesignerTestBase {

    private int actions;

    /** One user action (a shortcut, a key, a word typed); the keyboard must never land on the toolbar, where Space runs a command. */
    private void act(Runnable step) {
        step.run();
        actions++;
        WaitForAsyncUtils.waitForFxEvents();
        for (Node n = focusOwner(); n != null; n = n.getParent()) {
            assertFalse("toolbar".equals(n.getId()), "action " + actions + " left the keyboard on the toolbar: " + focusOwner());
        }
    }

    private dev.docshape.model.Entity entityNamed(String name) {
        return project().model().entities().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
    }

    private Node focusOwner() {
        return window.scene().getFocusOwner();
    }

    private boolean startPageShown() {
        return lookup("#welcome").query().isVisible();
    }

    private void run(DesignerAction action) {
        interact(() -> vm.actions().execute(action));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theStartPageHasTheKeyboardEscapeClosesItAndEnterStartsABlankModel() {
        show(Models.blog());
        clickOn(canvas());
        run(DesignerAction.EXAMPLES);
        assertTrue(startPageShown());
        assertEquals("welcome-blank", focusOwner().getId(), "the keyboard is on the page, at Blank model");

        type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(startPageShown(), "Escape closed it");
        assertEquals(4, project().model().entities().size(), "the model was kept");
        assertSame(canvas(), focusOwner(), "the keyboard is back on the canvas, not on a toolbar button");

        run(DesignerAction.EXAMPLES);
        type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(startPageShown(), "Enter started a blank model");
        assertEquals(0, project().model().entities().size());
        push(KeyCode.SHORTCUT, KeyCode.E);
        write("Customer").type(KeyCode.ENTER);
        assertEquals("Customer", project().model().entities().get(0).name(), "Ctrl+E works at once after");
    }

    @Test
    void connectWithOneEntitySelectedAsksForTheOtherByName() {
        show(Models.blog());
        clickOn(canvas());
        type(KeyCode.TAB).type(KeyCode.TAB);
        assertEquals(List.of("comment"), vm.selection().entityIds());
        assertFalse(menuItem("menu-" + DesignerAction.CONNECT.nodeId()).isDisable(), "Connect is offered with one entity selected");

        push(KeyCode.SHORTCUT, KeyCode.L);
        TextField find = lookup("#find-field").queryAs(TextField.class);
        assertTrue(lookup("#entity-finder").query().isVisible() && find.isFocused(), "a box asks for the other entity");
        assertEquals("Connect Comment to…", find.getPromptText());
        write("au").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        Relationship created = project().model().relationships().get(3);
        assertEquals("comment", created.parent());
        assertEquals("author", created.child());
        assertTrue(relationshipLine(created.id()).tryQuery().isPresent(), "drawn");
        assertEquals(List.of(created.id()), vm.selection().relationshipIds(), "the new relationship is selected");
        assertFalse(lookup("#entity-finder").query().isVisible(), "the box is gone");
        assertSame(canvas(), focusOwner(), "the keyboard is back on the canvas");
        push(KeyCode.SHORTCUT, KeyCode.M);
        assertTrue(vm.diagram().relationships().get(created.id()).isEmbedded(), "Ctrl+M flipped the new relationship");
    }

    @Test
    void tabWalksOnFromTheEntitiesToTheRelationshipsSoOneCanBeFlipped() {
        show(Models.blog());
        clickOn(canvas());
        for (int i = 0; i < 4; i++) type(KeyCode.TAB);
        assertEquals(List.of("tag"), vm.selection().entityIds());
        type(KeyCode.TAB);
        assertEquals(List.of("post-comments"), vm.selection().relationshipIds(), "after the last entity, the first relationship");
        assertTrue(lookup("#relationship-inspector").query().isVisible(), "the inspector shows it");
        assertFalse(vm.diagram().relationships().get("post-comments").isEmbedded());
        push(KeyCode.SHORTCUT, KeyCode.M);
        assertTrue(vm.diagram().relationships().get("post-comments").isEmbedded(), "Ctrl+M flipped it");
        type(KeyCode.TAB).type(KeyCode.TAB).type(KeyCode.TAB);
        assertEquals(List.of("post"), vm.selection().entityIds(), "and round to the first entity again");
        push(KeyCode.SHIFT, KeyCode.TAB);
        assertEquals(List.of("post-tags"), vm.selection().relationshipIds(), "Shift+Tab goes back");
    }

    @Test
    void addReadPatternFromTheKeyboardShowsTheNewPatternWithItsNameReadyToType() {
        show(Models.blog());
        clickOn(canvas());
        type(KeyCode.TAB);
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.R);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("tab-patterns", window.view().sideTabs().getSelectionModel().getSelectedItem().getId(),
                "the Patterns tab shows the pattern just added");
        TextField name = lookup("#pattern-name").queryAs(TextField.class);
        assertSame(name, focusOwner(), "the keyboard is in the new pattern's name");
        write("open a post").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        List<AccessPattern> patterns = project().model().patterns();
        assertEquals(1, patterns.size());
        assertEquals("open a post", patterns.get(0).name(), "typing replaced the name it was given");
        assertEquals("post", patterns.get(0).entity());
    }

    @Test
    void aNewNoteIsSelectedSoDeleteRemovesTheNoteAndNotTheEntitySelectedBefore() {
        show(Models.blog());
        clickEntity("author");
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.N);
        write("Authors rarely change");
        push(KeyCode.SHORTCUT, KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        String note = project().notes().get(0).id();
        assertEquals(List.of(note), vm.selection().noteIds(), "the new note is the selection");
        assertTrue(vm.selection().entityIds().isEmpty(), "the author is no longer selected");
        assertEquals("1 selected", lookup("#status-selection").queryAs(javafx.scene.control.Label.class).getText(),
                "the status line counts the note");

        type(KeyCode.F2);
        assertTrue(focusOwner() instanceof javafx.scene.control.TextArea, "F2 edits the selected note's text");
        push(KeyCode.SHORTCUT, KeyCode.END);
        write(", and grow slowly");
        push(KeyCode.SHORTCUT, KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Authors rarely change, and grow slowly", project().notes().get(0).text());
        assertSame(canvas(), focusOwner(), "the keyboard is back on the canvas");

        type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(project().notes().isEmpty(), "Delete removed the note");
        assertEquals(4, project().model().entities().size(), "the author is still there");
    }

    @Test
    void typeAheadWorksInTheToolWindowsListsOfChoicesToo() {
        show(Models.blog());
        run(DesignerAction.FIND_BETTER_DESIGNS);
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<dev.docshape.model.search.Objective.Metric> metric =
                lookup("#search-metric").queryAs(javafx.scene.control.ComboBox.class);
        assertEquals(dev.docshape.model.search.Objective.Metric.ROUND_TRIPS, metric.getValue());
        clickOn(metric);
        write("by").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(dev.docshape.model.search.Objective.Metric.BYTES, metric.getValue(), "typing 'by' chose bytes, as in the main window");
        assertEquals("Bytes read and written", ((javafx.scene.control.ListCell<?>) metric.lookup(".list-cell")).getText(), "and the box says so");
        interact(() -> ((javafx.stage.Stage) metric.getScene().getWindow()).close());
    }

    @Test
    void aSmallModelFromNothingWithTheKeyboardOnly() {
        act(() -> push(KeyCode.SHORTCUT, KeyCode.N));
        for (List<String> entity : List.of(List.of("Customer", "email: string", "born date"),
                List.of("Order", "total decimal", "placedAt: date"), List.of("LineItem", "qty: int", "price decimal"))) {
            act(() -> push(KeyCode.SHORTCUT, KeyCode.E));
            act(() -> write(entity.get(0)));
            act(() -> type(KeyCode.ENTER));
            act(() -> push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.E));
            for (String field : entity.subList(1, 3)) {
                act(() -> write(field));
                act(() -> type(KeyCode.ENTER));
            }
            act(() -> type(KeyCode.ESCAPE));
        }
        for (List<String> pair : List.of(List.of("cu", "or"), List.of("or", "li"))) {
            act(() -> push(KeyCode.SHORTCUT, KeyCode.F));
            act(() -> write(pair.get(0)));
            act(() -> type(KeyCode.ENTER));
            act(() -> push(KeyCode.SHORTCUT, KeyCode.L));
            act(() -> write(pair.get(1)));
            act(() -> type(KeyCode.ENTER));
        }
        act(() -> push(KeyCode.SHORTCUT, KeyCode.M));
        act(() -> push(KeyCode.SHORTCUT, KeyCode.F));
        act(() -> write("cu"));
        act(() -> type(KeyCode.ENTER));
        act(() -> push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.R));
        act(() -> write("customer with orders"));
        act(() -> type(KeyCode.ENTER));

        String customer = entityNamed("Customer").id();
        String order = entityNamed("Order").id();
        String lineItem = entityNamed("LineItem").id();
        assertEquals(List.of("name", "email", "born"), fieldsShown(customer));
        assertEquals(List.of("name", "qty", "price"), fieldsShown(lineItem));
        List<Relationship> relationships = project().model().relationships();
        assertEquals(List.of(customer + ">" + order, order + ">" + lineItem),
                relationships.stream().map(r -> r.parent() + ">" + r.child()).toList());
        assertFalse(vm.diagram().relationships().get(relationships.get(0).id()).isEmbedded());
        assertTrue(vm.diagram().relationships().get(relationships.get(1).id()).isEmbedded(), "the line items were flipped into the order");
        AccessPattern pattern = project().model().patterns().get(0);
        assertEquals("customer with orders", pattern.name());
        assertEquals(customer, pattern.entity());
        // 3 entities, 6 fields, 2 relationships, a flip and a pattern; the relationships needed the mouse before
        assertEquals(47, actions, "keyboard actions");
        System.out.println("[keyboard day] 3 entities, 6 fields, 2 relationships, 1 flip, 1 pattern: " + actions + " actions, no mouse");
    }

    @Test
    void tabMovesThroughTheFindersNamesAndTheBoxClosesWhenTheKeyboardLeavesIt() {
        show(Models.blog());
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.F);
        @SuppressWarnings("unchecked")
        javafx.scene.control.ListView<dev.docshape.app.designer.diagram.EntityViewModel> names =
                lookup("#find-results").queryAs(javafx.scene.control.ListView.class);
        TextField find = lookup("#find-field").queryAs(TextField.class);
        assertEquals("Author", names.getSelectionModel().getSelectedItem().entity().name());
        type(KeyCode.TAB);
        assertEquals("Comment", names.getSelectionModel().getSelectedItem().entity().name(), "Tab went to the next name");
        assertSame(find, focusOwner(), "and the keyboard stayed in the box");
        push(KeyCode.SHIFT, KeyCode.TAB);
        assertEquals("Author", names.getSelectionModel().getSelectedItem().entity().name(), "Shift+Tab back");
        type(KeyCode.TAB).type(KeyCode.ENTER);
        assertEquals(List.of("comment"), vm.selection().entityIds(), "Enter picked the name Tab went to");

        push(KeyCode.SHORTCUT, KeyCode.F);
        assertTrue(lookup("#entity-finder").query().isVisible());
        clickOn(nameOnCard("tag"));
        assertFalse(lookup("#entity-finder").query().isVisible(), "a click elsewhere closed the box: it is not left open unheard");
    }
}
