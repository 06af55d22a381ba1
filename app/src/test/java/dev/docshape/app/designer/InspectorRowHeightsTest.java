package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.ValueRange;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every field's row in the inspector is as tall as the others (decision 0578): a number's Range and Values share its
 * second line, where a string's Values and a boolean's Constant stand, instead of a line of their own.
 */
class InspectorRowHeightsTest extends DesignerTestBase {
    @Test
    void aNumberRowIsAsTallAsAStringADateAndABooleanRow() {
        show(Models.blogWithPostFields(fields -> {
            fields.add(Field.of("score", FieldType.DOUBLE).withRange(ValueRange.between(0, 100)));
            fields.add(Field.of("stars", FieldType.INTEGER).withValues(List.of(1L, 2L, 3L, 5L, 8L)));
            fields.add(Field.of("pinned", FieldType.BOOLEAN));
            return fields;
        }));
        clickEntity("post");
        List<Node> rows = new ArrayList<>(lookup(".field-editor").queryAll());
        assertEquals(6, rows.size(), "title, body, publishedAt, score, stars, pinned");
        Shots.save(this, lookup("#inspector").query(), "inspector-row-heights");
        double title = rows.get(0).getBoundsInParent().getHeight();
        for (int i = 1; i < rows.size(); i++) {
            assertEquals(title, rows.get(i).getBoundsInParent().getHeight(), 0.5, "row " + i + " as tall as the title's");
        }
        TextField range = lookup("#inspector-field-range-3").queryAs(TextField.class);
        TextField listed = lookup("#inspector-field-listed-4").queryAs(TextField.class);
        assertEquals("0 to 100", range.getText());
        assertEquals("1, 2, 3, 5, 8", listed.getText());
        assertTrue(listed.isVisible() && listed.getWidth() > 40, "the number's Values box is there to type in");
        TextField starsRange = lookup("#inspector-field-range-4").queryAs(TextField.class);
        assertEquals(starsRange.localToScene(0, 0).getY(), listed.localToScene(0, 0).getY(), 0.5, "on the range's line");
        assertTrue(starsRange.localToScene(starsRange.getBoundsInLocal()).getMaxX() < listed.localToScene(0, 0).getX(), "beside it");
    }
}
