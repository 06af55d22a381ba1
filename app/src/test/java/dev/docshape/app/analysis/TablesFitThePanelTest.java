package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.designer.SidePanelWidth;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.Design;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * In the designer window at its default size, with every seed example under each of its designs,
 * after flipping each relationship and after switching designs: the round-trip table and the
 * comparison show every column without scrolling sideways, and no figure is cut.
 */
class TablesFitThePanelTest extends DesignerTestBase {

    /** What the user would see wrong in the table on the tab: a sideways scroll bar, a cut figure, no rows. */
    private List<String> problems(String tab, String tableId, String situation) {
        showSideTab(tab);
        List<String> problems = new ArrayList<>();
        interact(() -> {
            TableView<?> table = (TableView<?>) window.view().lookup(tableId);
            table.applyCss();
            table.layout();
            if (table.getItems().isEmpty()) problems.add(situation + ": " + tableId + " is empty");
            for (Node n : table.lookupAll(".scroll-bar")) {
                if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL && bar.isVisible()) {
                    problems.add(situation + ": " + tableId + " scrolls sideways (columns " + columnWidths(table) + " in " + table.getWidth() + ")");
                }
            }
            double visible = table.getWidth() - table.snappedLeftInset() - table.snappedRightInset();
            for (Node n : table.lookupAll(".scroll-bar")) {
                if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.VERTICAL && bar.isVisible()) visible -= bar.getWidth();
            }
            double columns = table.getVisibleLeafColumns().stream().mapToDouble(c -> c.getWidth()).sum();
            if (columns > visible + 0.5) {
                problems.add(situation + ": " + tableId + " columns are " + Math.round(columns) + " wide in " + Math.round(visible) + " " + columnWidths(table));
            }
            for (var column : table.getVisibleLeafColumns()) {
                if (column.getWidth() < column.getMinWidth() - 0.5) {
                    problems.add(situation + ": " + tableId + " squeezes " + column.getId() + " below its minimum " + columnWidths(table));
                }
            }
            for (Node n : table.lookupAll(".figure-value, .figure-note")) {
                if (!(n instanceof Label label) || !label.isVisible() || label.getText() == null || label.getScene() == null) continue;
                Node cell = label.getParent().getParent();
                var inCell = cell.localToScene(cell.getLayoutBounds());
                var text = label.localToScene(label.getLayoutBounds());
                String shown = ((Text) label.lookup(".text")).getText();
                if (!shown.equals(label.getText()) || text.getMinX() < inCell.getMinX() - 0.5 || text.getMaxX() > inCell.getMaxX() + 0.5) {
                    problems.add(situation + ": " + tableId + " cuts '" + label.getText() + "' " + columnWidths(table));
                }
            }
        });
        return problems;
    }

    private static String columnWidths(TableView<?> table) {
        return table.getVisibleLeafColumns().stream().map(c -> c.getId() + "=" + Math.round(c.getWidth())).toList().toString();
    }

    private List<String> bothTables(String situation) {
        List<String> problems = new ArrayList<>(problems("tab-trips", "#trips-table", situation));
        problems.addAll(problems("tab-compare", "#compare-table", situation));
        return problems;
    }

    @ParameterizedTest
    @MethodSource("dev.docshape.app.analysis.testing.Examples#seeds")
    void everyColumnFitsTheDefaultPanelAfterEachFlipAndDesignSwitch(String example) {
        Project loaded = Examples.load(example);
        assertTrue(loaded.designs().size() > 1, "the example has designs to compare");
        assertEquals(SidePanelWidth.DEFAULT, window.view().sideTabs().getWidth(), 2);
        List<String> problems = new ArrayList<>();
        for (Design design : loaded.designs()) {
            show(loaded.withActiveDesign(design.name()));
            problems.addAll(bothTables(design.name()));
            for (Relationship r : loaded.model().relationships()) {
                interact(() -> vm.selection().selectRelationship(r.id()));
                interact(() -> vm.actions().execute(DesignerAction.FLIP));
                problems.addAll(bothTables(design.name() + ", " + r.id() + " flipped"));
                interact(() -> vm.actions().execute(DesignerAction.UNDO));
            }
            for (Design other : loaded.designs()) {
                if (other == design) continue;
                interact(() -> vm.document().execute(Edits.setActiveDesign(vm.document().project(), other.name())));
                problems.addAll(bothTables(design.name() + " switched to " + other.name()));
                interact(() -> vm.actions().execute(DesignerAction.UNDO));
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
        assertFalse(vm.document().project().designs().isEmpty());
    }
}
