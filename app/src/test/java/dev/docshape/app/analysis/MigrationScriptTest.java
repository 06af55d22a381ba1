package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.designer.AnalysisPanels;
import dev.docshape.app.designer.SidePanelWidth;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.Shots;
import javafx.scene.control.Button;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Compare > Migration Script…: the script moving a database from the compared snapshot's design to the design being edited. */
class MigrationScriptTest extends PanelTestBase {
    private static final String BUTTON = "#" + DesignerAction.MIGRATION_SCRIPT.nodeId();

    @TempDir
    Path folder;
    private AnalysisPanels panels;

    private BorderPane show(dev.docshape.model.Project project) {
        return open(project, a -> {
            panels = new AnalysisPanels(a, () -> null);
            TabPane tabs = new TabPane();
            tabs.getTabs().addAll(panels.tabs());
            return new BorderPane(tabs, new MenuBar(panels.menu()), null, null, null);
        }, SidePanelWidth.DEFAULT, 560);
    }

    @Test
    void theScriptFromTheSnapshotToTheEditedDesignIsSavedWhereTheUserChooses() throws Exception {
        BorderPane window = show(Examples.load("s7-patron-address.docshape").withActiveDesign("embedded"));
        clickOn("Compare");
        Path file = folder.resolve("to-embedded.js");
        dialogs.writeAnswers.add(file);
        clickOn(BUTTON);

        assertEquals(List.of(), dialogs.errors);
        assertTrue(dialogs.shown.stream().anyMatch(s -> s.kind().equals("write") && s.message().equals("migrate-referenced-to-embedded.js")),
                dialogs.shown.toString());
        String script = Files.readString(file);
        assertTrue(script.startsWith("// Migration of project 'S7 "), script);
        assertTrue(script.contains("from design 'referenced' to design 'embedded'"), script);
        assertTrue(script.contains("renameCollection(\"Patron\", true)"), script);
        assertTrue(script.contains("dropIfThere(\"Address\")"), "the addresses' own collection is dropped: " + script);
        assertEquals(1, dialogs.information.size());
        String summary = dialogs.information.get(0);
        assertTrue(summary.startsWith("Migration Script: Wrote " + file), summary);
        assertTrue(summary.contains("Dropped: Address."), summary);
        assertTrue(summary.contains("measured writing design referenced's sample into the sample store"), summary);
        assertTrue(Files.isRegularFile(Shots.save(this, window, "analysis-compare-migration")));
    }

    @Test
    void cancellingTheFileChooserWritesNothing() throws Exception {
        show(Examples.load("s7-patron-address.docshape").withActiveDesign("embedded"));
        clickOn("Compare");
        clickOn(BUTTON);
        assertTrue(dialogs.asked("write"));
        try (var files = Files.list(folder)) {
            assertEquals(0, files.count());
        }
        assertTrue(dialogs.information.isEmpty());
    }

    @Test
    void withoutASecondDesignThereIsNothingToMigrateFrom() {
        var project = Examples.load("s7-patron-address.docshape");
        show(project.withDesigns(List.of(project.design("embedded").orElseThrow()), "embedded"));
        clickOn("Compare");
        assertTrue(lookup(BUTTON).queryAs(Button.class).isDisabled());
        assertFalse(panels.enabled(DesignerAction.MIGRATION_SCRIPT).get(), "the Analysis menu's item is off too");
        assertFalse(dialogs.asked("write"));
    }
}
