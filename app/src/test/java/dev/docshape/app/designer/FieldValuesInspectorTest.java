package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A string field's values in the inspector (issue 11, decision 0555): typed comma-separated on the line under its row,
 * shown back, drawn by the preview's example documents in place of words its name hints at, one undo step named after
 * the field; a value given twice refused naming the field.
 */
class FieldValuesInspectorTest extends DesignerTestBase {

    /** The blog, its post with a {@code status} string (field 3). */
    private static Project blogWithStatus() {
        return Models.blogWithPostFields(fields -> {
            fields.add(Field.string("status", 8));
            return fields;
        });
    }

    private TextField valuesBox(int index) {
        return lookup("#inspector-field-constant-" + index).queryAs(TextField.class);
    }

    private Field field(int index) {
        return project().model().requireEntity("post").fields().get(index);
    }

    private String undoLabel() {
        return vm.actions().label(DesignerAction.UNDO).get();
    }

    @Test
    void valuesAreTypedShownInThePreviewAndUndoneInOneStep() {
        show(blogWithStatus());
        clickEntity("post");
        TextField box = valuesBox(3);
        assertEquals("Values", ((Label) box.getParent().getChildrenUnmodifiable().get(0)).getText());
        String before = previewLine("Post", "status");
        assertTrue(before.startsWith("\"status\": \"") && !before.contains("open"), "a word of the name's before any values: " + before);

        typeOver(box, "open, in_progress, \"won't, fix\", closed");
        assertEquals(List.of("open", "in_progress", "won't, fix", "closed"), field(3).values());
        assertEquals("open, in_progress, \"won't, fix\", closed", valuesBox(3).getText(), "shown back, the one with a comma quoted");
        assertEquals("Undo Set values of Post.status to open, in_progress, \"won't, fix\", closed", undoLabel());
        assertEquals("\"status\": \"open\"", previewLine("Post", "status"), "the example takes the first listed value");

        clickOn("#" + DesignerAction.UNDO.nodeId());
        assertNull(field(3).values());
        assertEquals("", valuesBox(3).getText());
        assertEquals(before, previewLine("Post", "status"), "undone, the example is the name's word again");
    }

    @Test
    void aValueListedTwiceIsRefusedNamingTheField() {
        show(blogWithStatus());
        clickEntity("post");
        typeOver(valuesBox(3), "open, closed, open");
        assertNull(field(3).values());
        assertTrue(statusText().contains("'status'") && statusText().contains("\"open\" twice"), statusText());
        assertEquals("", valuesBox(3).getText(), "the refused text is taken back");
        typeOver(valuesBox(3), "open, , closed");
        assertTrue(statusText().startsWith("Values of field status: "), statusText());
    }
}
