package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.ui.dialogs.DialogService.SaveChoice;
import dev.docshape.model.Project;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 15, item 9: where Save As starts, File > Close, exports named after the project. */
class FilesTest extends DesignerTestBase {

    @Override
    protected ProjectStore store() {
        return new FileProjectStore();
    }

    private void fileMenu(DesignerAction action) {
        clickOn("#menu-file").clickOn("#menu-" + action.nodeId());
    }

    @Test
    void saveAsStartsInTheUsersDocumentsThenInTheProjectsFolder() throws Exception {
        show(Models.blog());
        dialogs.saveAsAnswers.add(home.resolve("work").resolve("shop"));
        Files.createDirectories(home.resolve("work"));
        fileMenu(DesignerAction.SAVE_AS);
        Path first = dialogs.startFolders.get(0);
        assertNotNull(first, "the chooser was left to start in the program's working folder");
        assertNotEquals(Path.of("").toAbsolutePath(), first.toAbsolutePath());
        assertTrue(first.equals(Path.of(System.getProperty("user.home"), "Documents"))
                || first.equals(Path.of(System.getProperty("user.home"))), first.toString());
        assertTrue(Files.isRegularFile(home.resolve("work/shop.docshape")));

        fileMenu(DesignerAction.SAVE_AS);
        assertEquals(home.resolve("work").toAbsolutePath(), dialogs.startFolders.get(1), "the project's own folder");
    }

    @Test
    void closeAsksAboutUnsavedWorkAndReturnsToTheStartPage() {
        show(Models.blog());
        clickOn(canvas());
        newEntity("Invoice");
        assertTrue(vm.document().isModified());

        dialogs.saveAnswers.add(SaveChoice.CANCEL);
        fileMenu(DesignerAction.CLOSE);
        assertTrue(dialogs.asked("save-changes"));
        assertEquals(5, project().model().entities().size(), "Cancel keeps the work");
        assertFalse(vm.welcomeVisible().get());

        dialogs.saveAnswers.add(SaveChoice.DISCARD);
        push(KeyCode.SHORTCUT, KeyCode.W);
        assertTrue(lookup("#welcome").query().isVisible(), "the start page is shown");
        assertEquals(0, project().model().entities().size());
        assertFalse(vm.document().isModified());
        assertEquals("Untitled — DocShape", window.stage().getTitle());
        assertTrue(vm.settings().lastProject().isEmpty(), "the next start shows the start page too");
    }

    @Test
    void exportsAreNamedAfterTheSavedFileWhileTheProjectIsUntitled() throws Exception {
        Project untitled = Models.blog().withName(Project.UNTITLED);
        show(untitled);
        Path folder = Files.createDirectories(home.resolve("out"));
        dialogs.saveAsAnswers.add(home.resolve("Online Shop.docshape"));
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.S);
        dialogs.answerFolder(folder);
        assertFalse(inMenu("menu-analysis", DesignerAction.EXPORT_DIAGRAMS), "not in the Analysis menu");
        fileExport(DesignerAction.EXPORT_DIAGRAMS);
        assertTrue(Files.isRegularFile(folder.resolve("online-shop-default-entity.svg")),
                dialogs.information + " " + dialogs.errors);
        try (var files = Files.list(folder)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().startsWith("untitled")));
        }
    }
}
