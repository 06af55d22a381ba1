package dev.docshape.app.analysis;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.designer.AnalysisPanels;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.ui.dialogs.FxDialogService;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Export JSON Templates asks which parts to write in the window's own dialog (docs/exports.md "Parts"): the user
 * unticks some with the mouse, then with the keyboard, and only the ticked parts' files are written; the dialog
 * opens again with the last choice ticked, and Export is off, saying why, while nothing is.
 */
class ExportPartsTest extends PanelTestBase {
    @TempDir
    Path folder;

    private void show() {
        dialogs.checklistsShownBy(new FxDialogService(() -> stage));
        open(Examples.load("s1-person-contacts.docshape"), a -> {
            AnalysisPanels panels = new AnalysisPanels(a, () -> null);
            TabPane tabs = new TabPane();
            tabs.getTabs().addAll(panels.tabs());
            return new BorderPane(tabs, new MenuBar(panels.menu(), panels.exportMenu()), null, null, null);
        }, 800, 600);
    }

    private void openExport() throws TimeoutException {
        clickOn("#menu-export").clickOn("#menu-" + DesignerAction.EXPORT_TEMPLATES.nodeId());
        FxWait.until("the export checklist", () -> lookup("#checklist-0").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void onlyTheTickedPartsAreWrittenAndTheChoiceIsTickedAgain() throws Exception {
        show();
        Path first = Files.createDirectories(folder.resolve("first"));
        dialogs.answerFolder(first);
        openExport();
        assertEquals(List.of(true, true, true, true), ticks(), "every part is ticked before the first export");
        assertTrue(descriptionOf(2).startsWith("NAME.ndjson per collection"), descriptionOf(2));
        Shots.save(this, lookup("#checklist").query().getScene().getRoot(), "export-parts");
        clickOn(lookup("#checklist-2").queryAs(CheckBox.class)); // samples
        clickOn(lookup("#checklist-3").queryAs(CheckBox.class)); // Cosmos DB
        clickOn(exportButton());
        waitForSummary(1);
        assertEquals(List.of(), dialogs.errors);
        assertEquals(List.of("Person.schema.json", "Person.validator.json", "create-collections.js"), files(first));

        Path second = Files.createDirectories(folder.resolve("second"));
        dialogs.answerFolder(second);
        openExport();
        assertEquals(List.of(true, true, false, false), ticks(), "the parts exported last are ticked");
        // with the keyboard: the first box has it; Space unticks, Tab goes on
        Node[] focused = new Node[1];
        interact(() -> focused[0] = lookup("#checklist-0").query().getScene().getFocusOwner());
        assertEquals("checklist-0", focused[0] == null ? null : focused[0].getId(), "the keyboard is in the first box");
        push(KeyCode.SPACE).push(KeyCode.TAB).push(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(false, false, false, false), ticks());
        assertTrue(exportButton().isDisabled(), "nothing to export");
        Label reason = lookup("#checklist-reason").queryAs(Label.class);
        assertTrue(reason.isVisible(), "the reason is shown");
        assertEquals("Tick at least one part to export.", reason.getText());
        Shots.save(this, reason.getScene().getRoot(), "export-parts-none");
        push(KeyCode.TAB).push(KeyCode.SPACE); // sample documents
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(exportButton().isDisabled());
        assertFalse(reason.isVisible());
        push(KeyCode.ENTER);
        waitForSummary(2);
        assertEquals(List.of("Person.ndjson", "Person.template.json"), files(second));

        dialogs.checklistAnswers.add(java.util.Optional.empty());
        clickOn("#menu-export").clickOn("#menu-" + DesignerAction.EXPORT_TEMPLATES.nodeId());
        assertEquals(java.util.Set.of("Sample documents"), dialogs.checklists.get(2).ticked(), "ticked as last time");
    }

    private List<Boolean> ticks() {
        List<Boolean> ticked = new ArrayList<>();
        interact(() -> {
            for (int i = 0; i < 4; i++) ticked.add(lookup("#checklist-" + i).queryAs(CheckBox.class).isSelected());
        });
        return ticked;
    }

    private String descriptionOf(int index) {
        Node box = lookup("#checklist-" + index).query();
        return ((Label) box.getParent().getChildrenUnmodifiable().get(1)).getText();
    }

    private Button exportButton() {
        return lookup(".button").match((Button b) -> "Export".equals(b.getText())).queryAs(Button.class);
    }

    private void waitForSummary(int count) throws TimeoutException {
        FxWait.until(count + " messages after the exports", () -> dialogs.information.size() + dialogs.errors.size() >= count);
    }

    private static List<String> files(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
