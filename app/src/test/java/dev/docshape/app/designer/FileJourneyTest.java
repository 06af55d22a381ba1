package dev.docshape.app.designer;

import dev.docshape.app.ui.dialogs.DialogService.SaveChoice;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.storage.file.ProjectFiles;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** New, Open, Save, Save As, recent files, the unsaved mark, questions before losing work, bad files. */
class FileJourneyTest extends DesignerTestBase {

    @Override
    protected ProjectStore store() {
        return new FileProjectStore();
    }

    private void renamePostTo(String name) {
        clickEntity("post");
        doubleClickOn("#inspector-entity-name");
        retype(name);
    }

    private Path saved(String name) throws Exception {
        Path file = home.resolve(name);
        ProjectFiles.save(Models.blog(), file);
        return file;
    }

    @Test
    void saveAsWritesTheFileClearsTheMarkAndRemembersIt() throws Exception {
        show(Models.blog());
        renamePostTo("Article");
        assertEquals("*Blog — DocShape", title(), "unsaved mark");
        Path file = home.resolve("mine");
        dialogs.saveAsAnswers.add(file);
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.S);
        Path written = home.resolve("mine.docshape");
        assertTrue(Files.isRegularFile(written), "the extension is added");
        assertEquals(project(), ProjectFiles.load(written), "what was written reads back the same");
        assertEquals("mine.docshape — DocShape", title());
        assertEquals(written.toAbsolutePath(), vm.settings().lastProject().orElseThrow());

        renamePostTo("Story");
        assertTrue(title().startsWith("*"));
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.S);
        assertEquals("Story", ProjectFiles.load(written).model().requireEntity("post").name(), "Save writes the same file");
        assertFalse(title().startsWith("*"));
        Menu recent = (Menu) window.view().menuBar().getMenus().get(0).getItems().stream()
                .filter(i -> "menu-recent".equals(i.getId())).findFirst().orElseThrow();
        assertEquals(1, recent.getItems().size());
        assertTrue(recent.getItems().get(0).getText().startsWith("mine.docshape"), recent.getItems().get(0).getText());

        show(Models.generated(2, 1, 1));
        clickOn("File");
        clickOn("Open Recent");
        clickOn(recent.getItems().get(0).getText());
        assertEquals("Story", project().model().requireEntity("post").name(), "the recent file opened");
    }

    @Test
    void openingOverUnsavedWorkAsksFirst() throws Exception {
        Path other = saved("other.docshape");
        show(Models.generated(3, 2, 1));
        clickEntity("e0");
        push(KeyCode.DELETE);
        assertTrue(vm.document().isModified());

        dialogs.saveAnswers.add(SaveChoice.CANCEL);
        push(KeyCode.SHORTCUT, KeyCode.O);
        assertTrue(dialogs.asked("save-changes"));
        assertFalse(dialogs.asked("open"), "cancelled: no file chooser");
        assertEquals(2, project().model().entities().size(), "the work stays");

        dialogs.saveAnswers.add(SaveChoice.DISCARD);
        dialogs.openAnswers.add(other);
        push(KeyCode.SHORTCUT, KeyCode.O);
        assertEquals("Blog", project().name());
        assertEquals("other.docshape — DocShape", title());
        assertTrue(entityCard("post").tryQuery().isPresent());
    }

    @Test
    void aFileWithoutIdOpensUnchangedAndGetsAnIdOnItsFirstSave() throws Exception {
        Path file = saved("blog.docshape");
        show(Models.generated(2, 1, 1));
        dialogs.openAnswers.add(file);
        push(KeyCode.SHORTCUT, KeyCode.O);
        assertEquals("Blog", project().name());
        assertNull(project().id(), "loading makes up no id");
        assertFalse(vm.document().isModified(), "loading does not make the project modified");
        assertEquals("blog.docshape — DocShape", title());

        clickOn(canvas());
        String undoBefore = vm.document().undoDescriptionProperty().get();
        push(KeyCode.SHORTCUT, KeyCode.S);
        String id = project().id();
        assertNotNull(id, "the first save gives the project an id");
        assertEquals(id, ProjectFiles.load(file).id(), "and writes it");
        assertFalse(vm.document().isModified());
        assertEquals(undoBefore, vm.document().undoDescriptionProperty().get(), "the id is no undo step");

        renamePostTo("Article");
        push(KeyCode.SHORTCUT, KeyCode.S);
        assertEquals(id, ProjectFiles.load(file).id(), "later saves keep it");
    }

    @Test
    void newProjectsHaveIdsOfTheirOwn() {
        show(Models.blog());
        dialogs.saveAnswers.add(SaveChoice.DISCARD);
        renamePostTo("Article");
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.N);
        String first = project().id();
        assertNotNull(first);
        push(KeyCode.SHORTCUT, KeyCode.N);
        assertNotNull(project().id());
        assertNotEquals(first, project().id());
    }

    @Test
    void aBadFileGivesAClearDialogAndTheWorkStays() throws Exception {
        Path bad = home.resolve("broken.docshape");
        Files.writeString(bad, "{ \"format\": \"docshape-project\", \"formatVersion\": 1, \"name\": ");
        show(Models.blog());
        renamePostTo("Article");
        dialogs.saveAnswers.add(SaveChoice.DISCARD);
        dialogs.openAnswers.add(bad);
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.O);
        assertEquals(1, dialogs.errors().size());
        var error = dialogs.errors().get(0);
        assertEquals("Cannot open broken.docshape", error.title());
        assertTrue(error.message().contains("broken.docshape"), error.message());
        assertFalse(error.message().contains("Exception"), "no stack trace words: " + error.message());
        assertEquals("Article", project().model().requireEntity("post").name(), "the current work stays");
        assertTrue(vm.document().isModified(), "and is still unsaved");
    }

    @Test
    void newAsksAboutUnsavedWorkAndCanSaveFirst() throws Exception {
        show(Models.blog());
        renamePostTo("Article");
        Path target = home.resolve("blog.docshape");
        dialogs.saveAnswers.add(SaveChoice.SAVE);
        dialogs.saveAsAnswers.add(target);
        clickOn(canvas());
        push(KeyCode.SHORTCUT, KeyCode.N);
        assertEquals("Article", ProjectFiles.load(target).model().requireEntity("post").name(), "saved first");
        assertEquals(0, project().model().entities().size(), "then a blank model");
        assertEquals("Untitled — DocShape", title());
    }

    @Test
    void closingWithUnsavedWorkAsksAndCancelKeepsTheWindow() {
        show(Models.blog());
        renamePostTo("Article");
        dialogs.saveAnswers.add(SaveChoice.CANCEL);
        interact(() -> window.fireCloseRequest());
        assertTrue(window.stage().isShowing(), "still open");
        dialogs.saveAnswers.add(SaveChoice.DISCARD);
        interact(() -> window.fireCloseRequest());
        assertFalse(window.stage().isShowing(), "closed");
    }

    @Test
    void unsavedWorkIsAutosavedAndOfferedBackAfterACrash() throws Exception {
        show(Models.blog());
        renamePostTo("Article");
        interact(() -> vm.files().autosave());
        assertTrue(Files.isRegularFile(home.resolve("recovery").resolve("autosave.docshape")));

        // the process dies: no close request, no clean-up; the next start finds the autosave
        interact(() -> window.stage().hide());
        dialogs.recoverAnswers.add(true);
        interact(() -> {
            window = DesignerWindow.open(new javafx.stage.Stage(), services());
            vm = window.viewModel();
        });
        assertTrue(dialogs.asked("recover"));
        assertEquals("Article", project().model().requireEntity("post").name(), "the work is back");
        assertTrue(vm.document().isModified(), "and marked unsaved");
        assertTrue(title().startsWith("*"), title());

        dialogs.saveAnswers.add(SaveChoice.DISCARD);
        interact(() -> window.fireCloseRequest());
        assertFalse(Files.exists(home.resolve("recovery").resolve("autosave.docshape")), "a clean exit removes the autosave");
    }
}
