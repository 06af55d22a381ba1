package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Renaming the project and describing it in the inspector, with nothing selected, as a user does. */
class ProjectJourneyTest extends DesignerTestBase {

    @Override
    protected ProjectStore store() {
        return new FileProjectStore();
    }

    private TextField nameBox() {
        return lookup("#inspector-project-name").queryAs(TextField.class);
    }

    private TextArea descriptionBox() {
        return lookup("#inspector-project-description").queryAs(TextArea.class);
    }

    private String undoLabel() {
        return vm.actions().label(DesignerAction.UNDO).get();
    }

    private int emptyClicks;

    /** A click on empty canvas, each a little apart so that two never make a double-click (which adds an entity). */
    private void clickEmptyCanvas() {
        clickOn(screenOf(301 + 30 * (emptyClicks++ % 4), 562));
    }

    private void typeName(String name) {
        clickOn(nameBox());
        retype(name);
    }

    @Test
    void renamingTheProjectIsOneUndoStepThatTheTitleFollowsAndSaveWrites() throws Exception {
        show(Models.blog());
        assertEquals("Blog", nameBox().getText());
        assertEquals("Blog — DocShape", title());

        typeName("Shop");
        assertEquals("Shop", project().name());
        assertEquals("*Shop — DocShape", title());
        assertEquals("Undo Rename project Blog to Shop", undoLabel());

        clickEmptyCanvas();
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals("Blog", project().name());
        assertEquals("Blog", nameBox().getText());
        assertEquals("Blog — DocShape", title());

        push(KeyCode.SHORTCUT, KeyCode.Y);
        assertEquals("Shop", nameBox().getText());
        Path file = home.resolve("shop");
        dialogs.saveAsAnswers.add(file);
        push(KeyCode.SHORTCUT, KeyCode.S);
        Project saved = ProjectFiles.load(home.resolve("shop.docshape"));
        assertEquals("Shop", saved.name());
        assertEquals(project().id(), saved.id(), "the project keeps its identity");
        assertEquals(Models.blog().model(), saved.model(), "renaming changes nothing else");
    }

    @Test
    void theDescriptionIsKeptWhenLeavingTheBoxAndEscapeRevertsAName() {
        show(Models.blog());
        clickOn(descriptionBox());
        retype("Posts, comments and tags.");
        write("Read mostly.");
        clickEmptyCanvas();
        assertEquals("Posts, comments and tags.\nRead mostly.", project().description());
        assertEquals("Undo Change project description", undoLabel());

        clickEntity("post");
        assertTrue(lookup("#project-inspector").tryQuery().isEmpty(), "an entity selected: its inspector shows instead");
        type(KeyCode.ESCAPE);
        assertEquals("Posts, comments and tags.\nRead mostly.", descriptionBox().getText(), "kept when shown again");
        String counts = lookup("#inspector-project-summary").queryAs(Label.class).getText();
        assertTrue(counts.startsWith("4 entities, "), counts);
        assertEquals(4, project().model().entities().size(), "no click made an entity");
        Shots.save(this, window.stage().getScene().getRoot(), "project-inspector");

        clickOn(nameBox());
        push(KeyCode.SHORTCUT, KeyCode.A);
        write("Nope").type(KeyCode.ESCAPE);
        assertEquals("Blog", nameBox().getText());
        clickEmptyCanvas();
        assertEquals("Blog", project().name());
        clickOn("#action-dark-theme");
        Shots.save(this, window.stage().getScene().getRoot(), "project-inspector-dark");
    }

    @Test
    void aBlankNameIsRefusedWithAMessageAndTheOldNameStays() {
        show(Models.blog());
        clickOn(nameBox());
        push(KeyCode.SHORTCUT, KeyCode.A);
        type(KeyCode.BACK_SPACE).type(KeyCode.ENTER);
        assertEquals("Blog", project().name());
        assertEquals("Blog", nameBox().getText());
        assertEquals("Blog — DocShape", title());
        String status = statusText();
        assertEquals("a project name must not be empty", status);
        assertTrue(vm.status().warning().get(), "shown as a warning");
    }
}
