package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.files.Settings;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** File > Export > Design Review Report…: the file asked in the export folder used last, the page written, the folder remembered. */
class ExportReportJourneyTest extends DesignerTestBase {
    private static final DesignerAction[] EXPORTS = {DesignerAction.EXPORT_REPORT, DesignerAction.EXPORT_DIAGRAMS,
            DesignerAction.EXPORT_TEMPLATES, DesignerAction.EXPORT_CODE, DesignerAction.EXPORT_QUERIES, DesignerAction.MIGRATION_SCRIPT};

    @TempDir
    Path out;

    /** As if an earlier session had exported into {@code remembered}. */
    @Override
    protected void prepare() {
        try {
            Path remembered = Files.createDirectories(home.resolve("remembered"));
            Settings.load(home).setChoice(RememberedChoices.EXPORT_FOLDER, remembered.toString());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** File > Export lists every export, in order, with the labels of the catalogue; the Analysis menu lists none of them. */
    @Test
    void fileExportListsEveryExportAndTheAnalysisMenuNone() {
        show(Examples.load("s6-authors-books-hybrid.docshape"));
        Node submenu = openFileExport();
        double above = Double.NEGATIVE_INFINITY;
        Bounds shown = onScreen(submenu.getScene().getRoot());
        for (DesignerAction export : EXPORTS) {
            Node item = showing("#menu-" + export.nodeId());
            Bounds at = onScreen(item);
            assertTrue(at.getMinY() >= above, export + " comes after the one above it");
            above = at.getMaxY();
            assertEquals(export.label(), from(item).lookup(".label").queryAs(Label.class).getText());
            Bounds popup = onScreen(item.getScene().getRoot());
            double minX = Math.min(shown.getMinX(), popup.getMinX()), minY = Math.min(shown.getMinY(), popup.getMinY());
            shown = new BoundingBox(minX, minY, Math.max(shown.getMaxX(), popup.getMaxX()) - minX, Math.max(shown.getMaxY(), popup.getMaxY()) - minY);
            assertFalse(inMenu("menu-analysis", export), export + " is not in the Analysis menu");
        }
        assertTrue(Files.isRegularFile(Shots.saveScreen(this,
                new Rectangle2D(shown.getMinX(), shown.getMinY(), shown.getWidth(), shown.getHeight()), "file-export-menu")));
        push(KeyCode.ESCAPE).push(KeyCode.ESCAPE);
    }

    private static Bounds onScreen(Node node) {
        return node.localToScreen(node.getBoundsInLocal());
    }

    @Test
    void theReportOfEveryDesignIsWrittenWhereTheUserSays() throws Exception {
        show(Examples.load("s6-authors-books-hybrid.docshape"));
        Path file = out.resolve("s6 review.html");
        dialogs.writeAnswers.add(file);
        fileExport(DesignerAction.EXPORT_REPORT);
        FxWait.until("a message after the export", () -> !dialogs.information.isEmpty() || !dialogs.errors.isEmpty());

        assertEquals(List.of(), dialogs.errors, "no error");
        assertEquals(home.resolve("remembered"), dialogs.writeFolders.get(0), "the chooser starts in the export folder used last");
        var asked = dialogs.shown.stream().filter(s -> s.kind().equals("write")).findFirst().orElseThrow();
        assertEquals("s6-authors-and-books-hybrid-model-review.html", asked.message(), "named after the project, not 'Untitled'");
        assertTrue(dialogs.information.get(0).startsWith("Export Report: Wrote the design review of 2 designs to " + file),
                dialogs.information.get(0));
        String html = Files.readString(file).replace("&shy;", ""); // the names as read, without where they may break
        assertTrue(html.contains("Design hybrid") && html.contains("Design plain-reference"), "both designs");
        assertTrue(html.contains("<svg"), "with diagrams");
        assertEquals(out.toString(), Settings.load(home).choice(RememberedChoices.EXPORT_FOLDER, ""), "the folder is remembered");
    }

    @Test
    void cancellingWritesNothing() throws Exception {
        show(Examples.load("s6-authors-books-hybrid.docshape"));
        fileExport(DesignerAction.EXPORT_REPORT);
        assertTrue(dialogs.asked("write"));
        assertTrue(dialogs.information.isEmpty() && dialogs.errors.isEmpty(), dialogs.shown.toString());
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(0, files.count());
        }
    }
}
