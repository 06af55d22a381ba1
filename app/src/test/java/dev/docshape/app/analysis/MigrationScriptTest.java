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

/** Migration Script… (in the Compare panel and File > Export): the script moving a database from the compared snapshot's design to the design being edited. */
class MigrationScriptTest extends PanelTestBase {
    private static final String BUTTON = "#" + DesignerAction.MIGRATION_SCRIPT.nodeId();

    @TempDir
    Path folder;
    private AnalysisPanels panels;
    private MenuBar menus;

    private BorderPane show(dev.docshape.model.Project project) {
        return open(project, a -> {
            panels = new AnalysisPanels(a, () -> null);
            TabPane tabs = new TabPane();
            tabs.getTabs().addAll(panels.tabs());
            menus = new MenuBar(panels.menu(), panels.exportMenu());
            return new BorderPane(tabs, menus, null, null, null);
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

    /** File > Export > Migration Script… writes the same script and shows the comparison it is made from. */
    @Test
    void fileExportWritesTheScriptAndTheAnalysisMenuNoLongerListsIt() throws Exception {
        show(Examples.load("s7-patron-address.docshape").withActiveDesign("embedded"));
        String id = "menu-" + DesignerAction.MIGRATION_SCRIPT.nodeId();
        assertTrue(menus.getMenus().get(0).getItems().stream().noneMatch(i -> id.equals(i.getId())), "not in the Analysis menu");
        Path file = folder.resolve("from-menu.js");
        dialogs.writeAnswers.add(file);
        clickOn("#menu-export").clickOn("#" + id);

        assertEquals(List.of(), dialogs.errors);
        assertTrue(Files.readString(file).contains("from design 'referenced' to design 'embedded'"));
        assertTrue(panels.tabs().get(5).isSelected(), "the Compare tab is shown");
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
        String id = "menu-" + DesignerAction.MIGRATION_SCRIPT.nodeId();
        assertTrue(menus.getMenus().get(1).getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow().isDisable(),
                "File > Export's item is off too");
        assertFalse(dialogs.asked("write"));
    }
}
