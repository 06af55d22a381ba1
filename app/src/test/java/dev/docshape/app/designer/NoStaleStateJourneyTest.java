package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.analysis.trips.LiveTripRow;
import dev.docshape.app.analysis.trips.TripRow;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.ui.dialogs.DialogService;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** No state of a previous project survives New or Open: samples, the figures' moves, status messages, the preview's folds. */
class NoStaleStateJourneyTest extends DesignerTestBase {
    private static final PseudoClass WARNING = PseudoClass.getPseudoClass("warning");

    @Override
    protected ProjectStore store() {
        return new FileProjectStore();
    }

    private Label status() {
        return lookup("#status-message").queryAs(Label.class);
    }

    @SuppressWarnings("unchecked")
    private TableView<Object> table(String id) {
        return lookup(id).queryAs(TableView.class);
    }

    private String sampleStatus() {
        return lookup("#sample-status").queryAs(Label.class).getText();
    }

    @Test
    void newForgetsThePreviousProjectsSampleDataAndMeasurements() {
        show(Examples.load("s1-person-contacts.docshape"));
        showSideTab("tab-samples");
        clickOn("#sample-generate");
        FxWait.until("the measurement", () -> !table("#sample-measured").getItems().isEmpty());
        assertEquals("1 / 1", Seen.tableCell(this, table("#sample-measured"), "read-person", "sample-col-trips"));
        assertFalse(lookup("#sample-ids").queryAs(ListView.class).getItems().isEmpty(), "the stored documents are listed");

        push(KeyCode.SHORTCUT, KeyCode.N);
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals("Untitled", project().name());
        assertTrue(table("#sample-measured").getItems().isEmpty(), "no measurement of the previous project is shown");
        assertTrue(lookup("#sample-ids").queryAs(ListView.class).getItems().isEmpty(), "no document of the previous project is listed");
        assertEquals(null, lookup("#sample-collection").queryAs(javafx.scene.control.ComboBox.class).getValue());
        assertEquals("No sample data yet.", sampleStatus());
        assertTrue(lookup("#sample-measure").queryAs(javafx.scene.control.Button.class).isDisabled(),
                "there is nothing stored to measure again");
    }

    @Test
    void afterOpeningAFileThePerSecondRowComparesWithNothing() throws Exception {
        Path other = home.resolve("other.docshape");
        new FileProjectStore().save(Examples.load("s4-publisher-books.docshape"), other);
        show(Examples.load("s7-patron-address.docshape"));
        showSideTab("tab-trips");
        interact(() -> vm.selection().selectRelationship("patron-address"));
        interact(() -> vm.actions().execute(DesignerAction.FLIP));
        String moved = Seen.figure(this, table("#trips-table"), TripRow.TOTALS_ID, "trips-col-round-trips");
        assertTrue(moved.contains("→"), "after the flip the per-second row shows what moved: " + moved);

        dialogs.saveAnswers.add(DialogService.SaveChoice.DISCARD);
        dialogs.openAnswers.add(other);
        push(KeyCode.SHORTCUT, KeyCode.O);
        FxWait.until("the other project's figures", () -> table("#trips-table").getItems().stream()
                .anyMatch(row -> ((LiveTripRow) row).row().name().equals(project().model().patterns().get(0).name())));

        assertEquals("Publisher", project().model().entities().get(0).name());
        String perSecond = Seen.figure(this, table("#trips-table"), TripRow.TOTALS_ID, "trips-col-round-trips");
        assertFalse(perSecond.contains("→"), "nothing moved: the file was just opened, not changed: " + perSecond);
    }

    @Test
    void statusMessagesGoWithTheNextChangeAndWithTheProject() {
        show(Models.blog());
        interact(() -> vm.actions().execute(DesignerAction.AUTO_LAYOUT));
        assertEquals("Automatic layout applied", status().getText());

        clickEntity("post");
        TextField count = lookup("#inspector-entity-count").queryAs(TextField.class);
        doubleClickOn(count);
        push(KeyCode.SHORTCUT, KeyCode.A);
        write("10");
        type(KeyCode.ENTER);
        assertFalse(status().getText().contains("Automatic layout"), "the next change takes the news away: " + status().getText());

        doubleClickOn(count);
        push(KeyCode.SHORTCUT, KeyCode.A);
        write("abc");
        type(KeyCode.ENTER);
        assertEquals("Documents of Post: 'abc' is not a whole number", status().getText());
        assertTrue(status().getPseudoClassStates().contains(WARNING), "a refused value is said in red");

        dialogs.saveAnswers.add(DialogService.SaveChoice.DISCARD);
        push(KeyCode.SHORTCUT, KeyCode.N);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(status().getText().contains("abc"), "the problem was the previous project's: " + status().getText());
        assertFalse(status().getPseudoClassStates().contains(WARNING), "nothing is red after New");
    }

    @Test
    void aFlipThatShortensThePreviewLeavesNoFoldTriangleBehind() {
        show(Examples.load("s7-patron-address.docshape"));
        showSideTab("tab-preview");
        interact(() -> vm.selection().selectEntity("patron"));
        interact(() -> ((TreeView<?>) lookup("#preview-json").query()).getRoot().setExpanded(true));
        int before = foldTriangles().size();
        assertTrue(before > 0, "the embedded address can be folded");
        interact(() -> vm.selection().selectRelationship("patron-address"));
        interact(() -> vm.actions().execute(DesignerAction.FLIP));
        WaitForAsyncUtils.waitForFxEvents();

        List<String> orphans = new ArrayList<>();
        interact(() -> {
            TreeView<?> tree = (TreeView<?>) lookup("#preview-json").query();
            tree.layout();
            for (Node n : tree.lookupAll(".tree-cell")) {
                TreeCell<?> cell = (TreeCell<?>) n;
                Node triangle = cell.getDisclosureNode();
                boolean foldable = !cell.isEmpty() && cell.getTreeItem() != null && !cell.getTreeItem().isLeaf();
                if (cell.isVisible() && triangle != null && triangle.isVisible() && triangle.getParent() == cell && !foldable) {
                    orphans.add(cell.isEmpty() ? "an empty line" : String.valueOf(cell.getItem()));
                }
            }
        });
        assertEquals(List.of(), orphans, "a fold triangle only beside a line that can be folded");
    }

    /** The fold triangles on screen, beside lines that can be folded. */
    private List<Node> foldTriangles() {
        List<Node> shown = new ArrayList<>();
        interact(() -> {
            for (Node n : lookup("#preview-json .tree-cell").queryAll()) {
                TreeCell<?> cell = (TreeCell<?>) n;
                if (cell.getDisclosureNode() != null && cell.getDisclosureNode().isVisible() && !cell.isEmpty()) shown.add(cell);
            }
        });
        return shown;
    }
}
