package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.advice.Finding;
import javafx.scene.control.ListCell;
import javafx.scene.control.Menu;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The analysis panels inside the real designer window: tabs, menu, canvas selection, undo. */
class DesignerIntegrationTest extends DesignerTestBase {


    @Test
    void thePanelsSitBesideTheInspectorAndTheMenuBeforeHelp() {
        List<String> tabs = window.view().sideTabs().getTabs().stream().map(Tab::getText).toList();
        assertEquals(List.of("Inspector", "Preview", "Patterns", "Trips", "Queries", "Advisor", "Compare", "Samples"), tabs);
        List<String> menus = window.view().menuBar().getMenus().stream().map(Menu::getText).toList();
        assertEquals("Analysis", menus.get(menus.size() - 2));
        assertEquals("Help", menus.get(menus.size() - 1));
    }

    @Test
    void flippingOnTheCanvasMovesTheFiguresAndUndoMovesThemBack() {
        show(Examples.load("s7-patron-address.docshape"));
        showSideTab("tab-trips");
        assertEquals("1", Seen.figure(this, Seen.tripsTable(this), "read-patron-with-address", "trips-col-round-trips"));
        interact(() -> vm.selection().selectRelationship("patron-address"));
        interact(() -> vm.actions().execute(DesignerAction.FLIP));
        assertEquals("1 → 2", Seen.figure(this, Seen.tripsTable(this), "read-patron-with-address", "trips-col-round-trips"));
        assertEquals("2\n1", Seen.tableCell(this, Seen.tripsTable(this), "read-patron-with-address", "trips-col-round-trips"),
                "the new figure, and under it the old one (struck through)");
        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertEquals("2 → 1", Seen.figure(this, Seen.tripsTable(this), "read-patron-with-address", "trips-col-round-trips"));
    }

    @Test
    void aFindingSelectsItsRelationshipOnTheCanvasAndApplyIsUndoneByTheDesignersUndo() {
        show(Examples.load("s4-publisher-books.docshape").withActiveDesign("publisher-holds-ids"));
        showSideTab("tab-advisor");
        clickOn(lookup(".list-cell").match(n -> n instanceof ListCell<?> c && c.getItem() instanceof Finding f
                && f.ruleId().equals("growing-id-array")).<javafx.scene.Node>query());
        assertEquals(Set.of("publisher-books"), Set.copyOf(vm.selection().relationships()));
        clickOn("#advisor-apply");
        assertTrue(vm.document().undoDescriptionProperty().get().startsWith("Map "), vm.document().undoDescriptionProperty().get());
        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertEquals("publisher-holds-ids", project().activeDesign());
        assertTrue(project().active().mappingFor(project().model().requireRelationship("publisher-books")).strategy()
                instanceof dev.docshape.model.mapping.Reference r && r.placement() == dev.docshape.model.mapping.Placement.PARENT_HOLDS_CHILD_IDS);
    }

    @Test
    void thePreviewFollowsTheCanvasSelection() {
        show(Examples.load("s1-person-contacts.docshape").withActiveDesign("referenced"));
        showSideTab("tab-preview");
        interact(() -> vm.selection().selectEntity("address"));
        assertEquals("Address", lookup("#preview-collection").queryAs(javafx.scene.control.ComboBox.class).getValue());
        interact(() -> vm.selection().selectEntity("contactDetailType"));
        assertEquals("ContactDetail", lookup("#preview-collection").queryAs(javafx.scene.control.ComboBox.class).getValue(),
                "an embedded entity shows the collection it is embedded in");
    }

    @Test
    void copyDocumentIsInThePreviewsContextMenuAndTheAnalysisMenu() {
        show(Examples.load("s1-person-contacts.docshape"));
        showSideTab("tab-preview");
        interact(() -> vm.selection().selectEntity("person"));
        rightClickOn("#preview-json");
        clickOn("Copy Document");
        String[] copied = new String[1];
        interact(() -> copied[0] = javafx.scene.input.Clipboard.getSystemClipboard().getString());
        assertTrue(copied[0].startsWith("{\n  \"_id\": "), copied[0]);

        interact(() -> javafx.scene.input.Clipboard.getSystemClipboard().clear());
        clickOn("Analysis").clickOn("#menu-action-copy-document");
        interact(() -> copied[0] = javafx.scene.input.Clipboard.getSystemClipboard().getString());
        assertTrue(copied[0] != null && copied[0].startsWith("{\n  \"_id\": "), String.valueOf(copied[0]));
    }

    @Test
    void screenshotOfTheWindowWithTheRoundTrips() {
        show(Examples.load("s1-person-contacts.docshape"));
        showSideTab("tab-trips");
        interact(() -> vm.selection().selectRelationship("person-addresses"));
        interact(() -> vm.actions().execute(DesignerAction.FLIP));
        interact(() -> canvas().fitToWindow());
        assertTrue(lookup("#trips-legend").query().isVisible(), "the struck-through figures are explained");
        assertTrue(Files.isRegularFile(Shots.save(this, window.view(), "analysis-in-designer")));
        showSideTab("tab-preview");
        interact(() -> vm.selection().selectEntity("person"));
        assertTrue(Files.isRegularFile(Shots.save(this, window.view(), "analysis-preview-in-designer")));
    }

    @Test
    void findBetterDesignsFromTheAnalysisMenuAddsADesignTheComparePanelShows() {
        show(Examples.load("s6-authors-books-hybrid.docshape").withActiveDesign("plain-reference"));
        clickOn("Analysis");
        clickOn("Find Better Designs…");
        javafx.scene.Node panel = lookup("#search-panel").query();
        assertEquals("Find Better Designs", ((javafx.stage.Stage) panel.getScene().getWindow()).getTitle());
        assertTrue(panel.getScene().getWindow().isShowing(), "a window beside the designer");
        clickOn("#search-start");
        assertTrue(lookup("#search-status").queryAs(javafx.scene.control.Label.class).getText().contains("designs priced"));
        assertTrue(Files.isRegularFile(Shots.save(this, panel, "search-in-designer")));
        dialogs.answerName("searched");
        clickOn("#search-add");
        assertEquals("Add design searched found by the search", vm.document().undoDescriptionProperty().get());
        clickOn("#search-compare");
        assertEquals("tab-compare", window.view().sideTabs().getSelectionModel().getSelectedItem().getId());
        assertEquals("searched", lookup("#compare-with").queryAs(javafx.scene.control.ComboBox.class).getValue());
        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertTrue(project().design("searched").isEmpty(), "Undo removes the design the search added");
        interact(() -> panel.getScene().getWindow().hide());
    }

    @Test
    void theDesignersShortcutsWorkInTheFindBetterDesignsWindow() {
        show(Examples.load("s6-authors-books-hybrid.docshape"));
        var before = project();
        interact(() -> vm.selection().selectRelationship("author-books"));
        interact(() -> vm.actions().execute(DesignerAction.FLIP));
        assertNotEquals(before, project());
        clickOn("Analysis");
        clickOn("Find Better Designs…");
        javafx.scene.Node panel = lookup("#search-panel").query();
        // Ctrl+Z pressed in the search window, sent to its scene: the robot's keys go where the platform puts the focus
        interact(() -> panel.fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.Z, false, true, false, false)));
        assertEquals(before, project(), "Ctrl+Z in the search window undoes the designer's last change");
        interact(() -> panel.getScene().getWindow().hide());
    }
}
