package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.sample.SampleDataView;
import dev.docshape.app.analysis.sample.SampleDataViewModel;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.PatternMeasure;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, item 7: in a side panel of the narrowest width the measured table shows whole pattern
 * names and every column, and the reasons for a difference are written out in the panel.
 */
class SamplePanelRoomTest extends PanelTestBase {
    @TempDir
    Path folder;
    private SampleDataView view;
    private SampleDataViewModel vm;

    private void generate(String example) {
        Path store = folder.resolve(example + ".db");
        open(Examples.load(example), a -> {
            vm = new SampleDataViewModel(a, () -> store);
            return view = PanelViews.samples(vm);
        }, dev.docshape.app.designer.SidePanelWidth.MIN, 720);
        clickOn("#sample-generate");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(vm.state().measured().isEmpty(), lookup("#sample-status").queryAs(Label.class).getText());
    }

    @Test
    void everyColumnAndWholeNamesFitTheNarrowestPanelWithPublishers() {
        fitsTheNarrowestPanel("s4-publisher-books.docshape");
    }

    @Test
    void everyColumnAndWholeNamesFitTheNarrowestPanelWithAuthors() {
        fitsTheNarrowestPanel("s6-authors-books-hybrid.docshape");
    }

    @Test
    void everyColumnAndWholeNamesFitTheNarrowestPanelWithReadsNamingTheirFields() {
        fitsTheNarrowestPanel("s3-portfolio-stocks.docshape");
        assertFalse(view.table().getColumns().stream().filter(c -> "sample-col-bytes-returned".equals(c.getId())).findFirst().orElseThrow().isVisible(),
                "bytes returned give way to the other figures in the narrowest panel");
    }

    private void fitsTheNarrowestPanel(String example) {
        {
            generate(example);
            var table = view.table();
            Bounds tableBounds = table.localToScreen(table.getBoundsInLocal());
            for (TableColumn<PatternMeasure, ?> col : table.getColumns()) {
                for (var cell : lookup(".table-cell").queryAllAs(TableCell.class)) {
                    if (cell.getTableColumn() != col || cell.isEmpty()) continue;
                    Bounds b = cell.localToScreen(cell.getBoundsInLocal());
                    assertTrue(b.getMaxX() <= tableBounds.getMaxX() + 0.5, example + ": column " + col.getId() + " is cut off at the right: table " + table.getWidth() + ", columns "
                            + table.getColumns().stream().map(c -> c.getId() + "=" + c.getWidth()).toList());
                    if (cell.getGraphic() instanceof Text name) {
                        Bounds n = name.localToScreen(name.getBoundsInLocal());
                        assertTrue(n.getMaxX() <= b.getMaxX() + 0.5 && n.getMaxY() <= b.getMaxY() + 0.5,
                                example + ": the name '" + name.getText() + "' runs out of its cell");
                    } else if (cell.getText() != null) {
                        Text shown = (Text) cell.lookup(".text");
                        assertEquals(cell.getText(), shown.getText(), example + ": '" + cell.getText() + "' is cut");
                    }
                }
            }
            boolean sideways = table.lookupAll(".scroll-bar").stream().map(ScrollBar.class::cast)
                    .anyMatch(s -> s.getOrientation() == javafx.geometry.Orientation.HORIZONTAL && s.isVisible());
            assertFalse(sideways, example + ": the table scrolls sideways");
        }
    }

    @Test
    void everyHeadingLabelButtonAndFieldIsWholeInTheNarrowestPanel() {
        Path store = folder.resolve("heading.db");
        open(Examples.load("s4-publisher-books.docshape"), a -> {
            vm = new SampleDataViewModel(a, () -> store);
            return view = PanelViews.samples(vm);
        }, dev.docshape.app.designer.SidePanelWidth.MIN, 720);
        WaitForAsyncUtils.waitForFxEvents();
        dev.docshape.app.designer.testing.Shots.save(this, view, "ui-sample-heading-narrow");
        Bounds panel = view.localToScreen(view.getBoundsInLocal());
        List<javafx.scene.Node> shown = lookup(n -> (n instanceof Label || n instanceof javafx.scene.control.Button
                || n instanceof javafx.scene.control.TextField) && n.isVisible() && !insideATable(n)).queryAll().stream().toList();
        assertTrue(shown.size() >= 10, "the panel's words and fields: " + shown);
        for (javafx.scene.Node node : shown) {
            Bounds b = node.localToScreen(node.getBoundsInLocal());
            assertTrue(b.getMaxX() <= panel.getMaxX() + 0.5, node + " runs out of the panel");
            if (node instanceof javafx.scene.control.Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()) {
                Text text = (Text) labeled.lookup(".text");
                assertEquals(labeled.getText(), text.getText(), "'" + labeled.getText() + "' is cut");
            } else if (node instanceof javafx.scene.control.TextField field) {
                assertTrue(b.getWidth() >= field.prefWidth(-1) - 0.5, field.getId() + " is squeezed to " + b.getWidth());
            }
            for (javafx.scene.Node other : shown) {
                if (other == node || other.getParent() != node.getParent()) continue;
                Bounds o = other.localToScreen(other.getBoundsInLocal());
                assertFalse(b.getMinX() < o.getMaxX() && o.getMinX() < b.getMaxX() && b.getMinY() < o.getMaxY() && o.getMinY() < b.getMaxY(),
                        node + " overlaps " + other);
            }
        }
    }

    private static boolean insideATable(javafx.scene.Node node) {
        for (javafx.scene.Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof javafx.scene.control.TableView<?> || n instanceof javafx.scene.control.ListView<?>) return true;
        }
        return false;
    }

    @Test
    void theReasonsForADifferenceAreWrittenInThePanel() {
        generate("s6-authors-books-hybrid.docshape");
        Label reasons = lookup("#sample-reasons").queryAs(Label.class);
        List<PatternMeasure> off = vm.state().measured().stream().filter(p -> !p.notes().isEmpty() && (p.roundTrips() != p.estRoundTrips()
                || far(p.docsRead(), p.estDocsRead()) || far(p.bytesRead(), p.estBytesRead()) || far(p.docsWritten(), p.estDocsWritten()))).toList();
        assertEquals(!off.isEmpty(), reasons.isVisible());
        for (PatternMeasure p : off) {
            assertTrue(reasons.getText().contains(p.name() + ": " + p.notes().get(0)), reasons.getText());
        }
        if (reasons.isVisible()) {
            Bounds b = reasons.localToScreen(reasons.getBoundsInLocal());
            Bounds panel = view.localToScreen(view.getBoundsInLocal());
            assertTrue(b.getMaxX() <= panel.getMaxX() + 0.5, "the reasons are wrapped to the panel's width");
        }
        System.out.println("[sample reasons] " + reasons.getText().replace('\n', '|'));
        dev.docshape.app.designer.testing.Shots.save(this, view, "ui-sample-panel");
    }

    private static boolean far(double measured, double estimated) {
        double scale = Math.max(Math.abs(measured), Math.abs(estimated));
        return scale > 0 && Math.abs(measured - estimated) / scale > MeasureReport.TOLERANCE;
    }
}
