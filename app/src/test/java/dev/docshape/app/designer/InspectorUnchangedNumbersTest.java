package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.ValueRange;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * A figure with more digits than the inspector shows (decision 0570): Enter in a number box left as shown writes
 * nothing (no edit, no undo step, no unsaved mark), a box changed writes exactly what was typed, and a range box shows
 * its bounds with every digit, so that what it shows reads back as the range kept.
 */
class InspectorUnchangedNumbersTest extends DesignerTestBase {
    private static final double MANY_DIGITS = 0.1234567890123456;

    /** The blog, its posts with a {@code score} (field 3) and its numbers set with more digits than are shown. */
    private static Project manyDigits() {
        Project blog = Models.blogWithPostFields(fields -> {
            fields.add(Field.of("score", FieldType.DOUBLE).withUpdatesPerDay(MANY_DIGITS).withPresence(0.12345)
                    .withRange(ValueRange.between(MANY_DIGITS, 9007199254740993.0)));
            return fields;
        });
        return blog.withModel(blog.model()
                .updateRelationship("post-comments", r -> r.withCounts(39.989999999999995, null).withSharedBy(1.0000000000001))
                .updateEntity("post", e -> e.withUpdatesPerDay(MANY_DIGITS)));
    }

    private TextField box(String id) {
        return lookup("#" + id).queryAs(TextField.class);
    }

    private void enterIn(String id) {
        clickOn(box(id));
        type(KeyCode.ENTER);
    }

    private void assertNothingWritten(Project before, String box) {
        assertSame(before, project(), box + ": Enter on the figure shown writes nothing");
        assertFalse(vm.document().canUndoProperty().get(), box + ": no undo step");
        assertFalse(vm.document().isModified(), box + ": no unsaved mark");
    }

    @Test
    void enterInABoxLeftAsShownWritesNothing() {
        Project shown = manyDigits();
        show(shown);
        Project before = project();
        clickEntity("post");
        assertEquals("0.123456789012", box("inspector-entity-updates").getText(), "shown rounded, as figures are");
        assertEquals("0.1234567890123456 to 9007199254740992", box("inspector-field-range-3").getText(), "a bound with every digit kept");
        for (String id : new String[] {"inspector-entity-updates", "inspector-entity-count", "inspector-field-rate-3",
            "inspector-field-presence-3", "inspector-field-range-3"}) {
            enterIn(id);
            assertNothingWritten(before, id);
        }
        clickRelationship("post-comments");
        assertEquals("39.99", box("inspector-avg-count").getText());
        for (String id : new String[] {"inspector-avg-count", "inspector-min-count", "inspector-max-count", "inspector-shared-by"}) {
            enterIn(id);
            assertNothingWritten(before, id);
        }
    }

    @Test
    void aChangedBoxWritesWhatWasTypedAndItsNeighboursKeepTheirDigits() {
        show(manyDigits());
        clickRelationship("post-comments");
        typeOver(box("inspector-max-count"), "50");
        var comments = project().model().relationship("post-comments").orElseThrow();
        assertEquals(50, comments.maxCount());
        assertEquals(39.989999999999995, comments.avgCount(), 0, "the average left as shown keeps its digits");

        clickEntity("post");
        typeOver(box("inspector-entity-updates"), "0.1234567890123457");
        assertEquals(0.1234567890123457, project().model().requireEntity("post").updatesPerDay(), 0, "exactly what was typed");
        typeOver(box("inspector-field-range-3"), "0.1234567890123457 to 9007199254740993");
        assertEquals(ValueRange.between(0.1234567890123457, 9007199254740993.0), project().model().requireEntity("post").fields().get(3).range());
    }
}
