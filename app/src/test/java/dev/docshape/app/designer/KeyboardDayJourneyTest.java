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
}
