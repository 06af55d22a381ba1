package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z typed in an inspector box (decision 0578): while the box holds typing of its own they
 * undo and redo that typing, as in every text box; when it holds nothing typed they undo and redo the design, as
 * Edit > Undo does, and the keyboard stays in the box.
 */
class InspectorUndoKeysTest extends DesignerTestBase {
    private TextField box(String id) {
        return lookup("#" + id).queryAs(TextField.class);
    }

    private long postCount() {
        return project().model().requireEntity("post").count();
    }

    private void keys(KeyCode... codes) {
        push(codes);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void ctrlZInABoxWithNothingTypedUndoesTheDesignAndCtrlYRedoesIt() {
        show(Models.blog());
        clickEntity("post");
        long before = postCount();
        TextField count = box("inspector-entity-count");
        typeOver(count, "777");
        assertEquals(777, postCount());

        keys(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(before, postCount(), "Ctrl+Z in the box just committed undoes the design");
        assertEquals(Long.toString(before), count.getText(), "the box shows the count undone");
        assertTrue(count.isFocused(), "the keyboard stays in the box");

        keys(KeyCode.SHORTCUT, KeyCode.Y);
        assertEquals(777, postCount(), "Ctrl+Y redoes it");
        assertEquals("777", count.getText());

        keys(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(before, postCount());
        keys(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.Z);
        assertEquals(777, postCount(), "Ctrl+Shift+Z redoes it too");
        assertTrue(count.isFocused(), "the keyboard is still in the box");
    }

    @Test
    void typingOfTheBoxIsUndoneFirstThenTheDesign() {
        show(Models.blog());
        clickEntity("post");
        TextField name = box("inspector-entity-name");
        typeOver(name, "Article");
        assertEquals("Article", project().model().requireEntity("post").name());

        clickOn(name);
        push(KeyCode.END);
        write("s");
        assertEquals("Articles", name.getText());
        keys(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals("Article", name.getText(), "the box's own typing is undone first");
        assertEquals("Article", project().model().requireEntity("post").name(), "the design is untouched");

        keys(KeyCode.SHORTCUT, KeyCode.Y);
        assertEquals("Articles", name.getText(), "Ctrl+Y redoes the box's typing");
        keys(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals("Article", name.getText());

        keys(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals("Post", project().model().requireEntity("post").name(), "with nothing typed left, the design's rename");
        assertEquals("Post", name.getText());
    }

    @Test
    void aDescriptionBoxWithNothingTypedUndoesTheDesign() {
        show(Models.blog());
        clickEntity("post");
        String before = project().model().requireEntity("post").description();
        TextArea description = lookup("#inspector-entity-description").queryAs(TextArea.class);
        clickOn(description);
        push(KeyCode.SHORTCUT, KeyCode.A);
        write("Posts of the blog");
        push(KeyCode.SHORTCUT, KeyCode.ENTER);
        assertEquals("Posts of the blog", project().model().requireEntity("post").description());

        keys(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(before, project().model().requireEntity("post").description(), "the description undone");
        assertTrue(description.isFocused(), "the keyboard stays in the box");
    }
}
