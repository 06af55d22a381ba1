package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.designer.AnalysisPanels;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.storage.export.ExportPart;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The export menu items: a folder chooser, real files written, and a summary of what was written. */
class ExportTest extends PanelTestBase {
    @TempDir
    Path folder;
    private AnalysisPanels panels;

    private void show() {
        open(Examples.load("s1-person-contacts.docshape"), a -> {
            panels = new AnalysisPanels(a, () -> null);
            TabPane tabs = new TabPane();
            tabs.getTabs().addAll(panels.tabs());
            return new BorderPane(tabs, new MenuBar(panels.menu(), panels.exportMenu()), null, null, null);
        }, 800, 600);
    }

    @Test
    void jsonTemplatesAreWrittenPerCollectionAndSummed() throws Exception {
        show();
        dialogs.checklistAnswers.add(java.util.Optional.of(java.util.Arrays.stream(ExportPart.values()).map(ExportPart::title).toList()));
        dialogs.answerFolder(folder);
        clickOn("#menu-export").clickOn("#menu-" + DesignerAction.EXPORT_TEMPLATES.nodeId());
        assertTrue(Files.isRegularFile(folder.resolve("Person.template.json")));
        assertTrue(Files.readString(folder.resolve("Person.template.json")).contains("\"addresses\""));
        assertTrue(Files.isRegularFile(folder.resolve("Person.schema.json")));
        assertEquals(1, dialogs.information.size(), dialogs.errors.toString());
        String summary = dialogs.information.get(0);
        assertTrue(summary.startsWith("Export JSON Templates: Wrote "), summary);
        assertTrue(summary.contains("Person: Person.template.json"), summary);
        assertTrue(Files.readString(folder.resolve("Person.indexing-policy.json")).contains("\"indexingMode\" : \"consistent\""));
        assertTrue(summary.contains("Person.indexing-policy.json"), summary);
    }

    @Test
    void diagramsAreWrittenInBothViewsAsSvgAndPng() throws Exception {
        show();
        dialogs.answerFolder(folder);
        clickOn("#menu-export").clickOn("#menu-" + DesignerAction.EXPORT_DIAGRAMS.nodeId());
        assertEquals(1, dialogs.information.size(), dialogs.errors.toString());
        for (String view : new String[]{"entity", "document"}) {
            Path svg = folder.resolve("s1-person-with-contact-details-and-addresses-embedded-" + view + ".svg");
            assertTrue(Files.readString(svg).contains("<svg"), svg.toString());
            Path png = folder.resolve("s1-person-with-contact-details-and-addresses-embedded-" + view + ".png");
            byte[] head = Files.readAllBytes(png);
            assertEquals((byte) 0x89, head[0]);
            assertEquals('P', head[1]);
        }
        assertTrue(dialogs.information.get(0).contains("Wrote 4 diagrams"), dialogs.information.get(0));
    }

    @Test
    void cancellingTheFolderChooserWritesNothing() throws Exception {
        show();
        dialogs.answerFolder(null);
        clickOn("#menu-export").clickOn("#menu-" + DesignerAction.EXPORT_DIAGRAMS.nodeId());
        try (var files = Files.list(folder)) {
            assertEquals(0, files.count());
        }
        assertTrue(dialogs.information.isEmpty());
    }

    @Test
    void aFolderThatCannotBeWrittenIsReportedAsAnError() throws Exception {
        show();
        Path file = Files.writeString(folder.resolve("not-a-folder"), "x");
        dialogs.checklistAnswers.add(java.util.Optional.of(java.util.List.of(ExportPart.JSON_SCHEMA.title())));
        dialogs.answerFolder(file);
        clickOn("#menu-export").clickOn("#menu-" + DesignerAction.EXPORT_TEMPLATES.nodeId());
        assertEquals(1, dialogs.errors.size());
        assertTrue(dialogs.errors.get(0).startsWith("Export JSON Templates: Nothing more was written: "), dialogs.errors.get(0));
    }
}
