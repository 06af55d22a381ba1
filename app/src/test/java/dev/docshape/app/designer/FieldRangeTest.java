package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.ValueRange;
import javafx.geometry.Bounds;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A number field's range in the inspector (issue 15, decision 0537): reached by Tab from the field's values box, typed
 * as people say it, shown back in the same words, kept by the preview's example document, one undo step each with a
 * label that says what changed; Escape puts back what was shown, and a range that holds nothing, a word that is no
 * range or a range on a string is refused with a message naming the field.
 */
class FieldRangeTest extends DesignerTestBase {

    /** The blog, its posts with a {@code day_of_week} (field 3, an integer). */
    private static Project blogWithDays() {
        return Models.blogWithPostFields(fields -> {
            fields.add(Field.of("day_of_week", FieldType.INTEGER));
            return fields;
        });
    }

    private TextField rangeBox(int index) {
        return lookup("#inspector-field-range-" + index).queryAs(TextField.class);
    }

    private ValueRange range(int index) {
        return project().model().requireEntity("post").fields().get(index).range();
    }

    private String undoLabel() {
        return vm.actions().label(DesignerAction.UNDO).get();
    }

    private String previewLine(String field) {
        return previewLine("Post", field);
    }

    @Test
    void aRangeIsTypedByTheKeyboardShownKeptInThePreviewAndUndoneInOneStep() {
        show(blogWithDays());
        clickEntity("post");
        assertEquals("", rangeBox(3).getText(), "no range until one is declared");
        assertEquals("\"day_of_week\": 7", previewLine("day_of_week"), "before: the value the name gives");

        clickOn("#inspector-field-values-3");
        for (int tabs = 0; tabs < 4 && window.scene().getFocusOwner() != rangeBox(3); tabs++) type(KeyCode.TAB);
        assertSame(rangeBox(3), window.scene().getFocusOwner(), "Tab goes from the values box past the row's buttons to the range box");
        write("1..5").type(KeyCode.ENTER);
        assertEquals(ValueRange.between(1, 5), range(3));
        assertEquals("1 to 5", rangeBox(3).getText(), "shown back in the designer's words");
        assertSame(rangeBox(3), window.scene().getFocusOwner(), "the keyboard stays where the user works");
        assertEquals("Undo Set range of Post.day_of_week to 1 to 5", undoLabel());
        assertEquals("\"day_of_week\": 1", previewLine("day_of_week"), "the example keeps the range");

        clickOn(rangeBox(3));
        push(KeyCode.SHORTCUT, KeyCode.A).write("above 0 and below 3").type(KeyCode.ENTER);
        assertEquals(new ValueRange(0.0, true, 3.0, true), range(3));
        assertEquals("above 0 and below 3", rangeBox(3).getText());
        assertEquals("Undo Set range of Post.day_of_week to above 0 and below 3", undoLabel());

        push(KeyCode.SHORTCUT, KeyCode.A).write("at least 9").type(KeyCode.ESCAPE);
        assertEquals("above 0 and below 3", rangeBox(3).getText(), "Escape puts back what was shown");
        assertEquals(new ValueRange(0.0, true, 3.0, true), range(3), "and changes nothing");

        push(KeyCode.SHORTCUT, KeyCode.A).type(KeyCode.BACK_SPACE).type(KeyCode.ENTER);
        assertNull(range(3), "an empty box clears the range");
        assertEquals("Undo Declare no range of Post.day_of_week", undoLabel());

        clickOn("#" + DesignerAction.UNDO.nodeId());
        assertEquals(new ValueRange(0.0, true, 3.0, true), range(3), "one undo takes back one change");
        assertEquals("above 0 and below 3", rangeBox(3).getText());
        clickOn("#" + DesignerAction.UNDO.nodeId());
        assertEquals(ValueRange.between(1, 5), range(3));
        assertEquals("1 to 5", rangeBox(3).getText());
    }

    @Test
    void aRangeThatHoldsNothingIsNoRangeOrIsOnAStringIsRefusedNamingTheField() {
        show(blogWithDays());
        clickEntity("post");
        clickOn(rangeBox(3));
        write("7 to 1").type(KeyCode.ENTER);
        assertNull(range(3));
        assertEquals("", rangeBox(3).getText(), "the refused text is taken back");
        assertEquals("Range of field day_of_week: a range from 7 to 1 holds no value", statusText());

        write("lots").type(KeyCode.ENTER);
        assertNull(range(3));
        assertTrue(statusText().startsWith("Range of field day_of_week: 'lots' is not a range: write it as 1 to 7"), statusText());

        write("at least one").type(KeyCode.ENTER);
        assertTrue(statusText().startsWith("Range of field day_of_week: 'one' in 'at least one' is not a number"), statusText());

        assertTrue(lookup("#inspector-field-range-0").tryQuery().isEmpty(), "a string has no range to declare: no range box");
        interact(() -> vm.editor().fields().setFieldRange("post", 0, "1 to 7"));   // as a script or a future control would ask
        assertNull(project().model().requireEntity("post").fields().get(0).range());
        assertEquals("field 'title': a range applies only to number fields, not string", statusText());
        assertFalse(undoLabel().contains("range"), "nothing to undo: " + undoLabel());
    }

    @Test
    void theRangeIsReadableInTheInspectorOnALargeAndASmallWindowInEachTheme() {
        show(blogWithDays());
        clickEntity("post");
        clickOn(rangeBox(3));
        write("above 0 and below 100").type(KeyCode.ENTER);
        // as large as the screen allows: under Xvfb at 1400 x 900 exactly, under the headless screen its own size
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getBounds();
        for (double[] wanted : new double[][] {{1400, 900}, {1024, 700}}) {
            double[] size = {Math.min(wanted[0], screen.getWidth()), Math.min(wanted[1], screen.getHeight())};
            interact(() -> {
                window.stage().setX(0);
                window.stage().setY(0);
                window.stage().setWidth(size[0]);
                window.stage().setHeight(size[1]);
            });
            WaitForAsyncUtils.waitForFxEvents();
            inEachTheme(dark -> {
                TextField box = rangeBox(3);
                Shots.save(this, window.view(), "inspector-field-range-" + (int) size[0] + "x" + (int) size[1] + (dark ? "-dark" : ""));
                Bounds shown = box.localToScene(box.getBoundsInLocal());
                assertTrue(shown.getMinX() >= 0 && shown.getMaxX() <= window.scene().getWidth(), "the range box is in the window: " + shown);
                Text text = new Text(box.getText());
                text.setFont(box.getFont());
                double room = box.getWidth() - box.snappedLeftInset() - box.snappedRightInset();
                assertTrue(text.getLayoutBounds().getWidth() <= room + 0.5,
                        "'" + box.getText() + "' is read whole: " + text.getLayoutBounds().getWidth() + " in " + room);
            });
        }
    }
}
