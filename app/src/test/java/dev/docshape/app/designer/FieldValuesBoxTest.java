package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The inspector's "values" box (decision 0401) on a field whose type takes no declared count: a boolean shows its 2
 * values, an array or object nothing, read-only and greyed, the tooltip saying why; typing there changes nothing.
 * Retyped to a type that takes a count, the box takes one again.
 */
class FieldValuesBoxTest extends DesignerTestBase {
    @Test
    void aBooleansValuesBoxShowsItsTwoValuesAndTakesNoOther() {
        show(Models.blog());
        clickEntity("author");
        retypeField(0, "boolean");
        TextField values = valuesBox(0);
        assertEquals("2", values.getText(), "a boolean's two values");
        assertFalse(values.isEditable(), "a boolean's count is not typed");
        assertTrue(values.getPseudoClassStates().contains(javafx.css.PseudoClass.getPseudoClass("fixed")), "greyed");
        assertTrue(values.getOpacity() < 1, "drawn greyed: " + values.getOpacity());
        assertEquals("A boolean takes exactly 2 values, true and false: nothing to declare", values.getTooltip().getText());

        clickOn(values);
        write("3").type(KeyCode.ENTER);
        clickOn("#inspector-field-name-1");
        assertEquals("2", valuesBox(0).getText());
        assertNull(field(0).distinctValues(), "nothing declared on the boolean");
        assertFalse(statusText().contains("not a whole number"), statusText());
    }

    @Test
    void anArrayHasNoValuesAndARetypedFieldTakesACountAgain() {
        show(Models.blog());
        clickEntity("author");
        retypeField(0, "array");
        assertEquals("", valuesBox(0).getText());
        assertFalse(valuesBox(0).isEditable());
        assertTrue(valuesBox(0).getTooltip().getText().contains("no count of distinct values"), valuesBox(0).getTooltip().getText());

        retypeField(0, "integer");
        TextField values = valuesBox(0);
        assertTrue(values.isEditable(), "an integer takes a count");
        assertEquals(1.0, values.getOpacity());
        assertTrue(values.getTooltip().getText().startsWith("How many distinct values"), values.getTooltip().getText());
        clickOn(values);
        write("5").type(KeyCode.ENTER);
        assertEquals(5, field(0).distinctValues());

        retypeField(0, "boolean");
        assertEquals("2", valuesBox(0).getText(), "the count of 5 a boolean cannot take is dropped");
        assertNull(field(0).distinctValues());
    }

    private void retypeField(int index, String type) {
        // by the keyboard from the top of the list, which shows ten of its types at a time
        FieldType wanted = FieldType.valueOf(type.toUpperCase(java.util.Locale.ROOT));
        clickOn("#inspector-field-type-" + index);
        type(KeyCode.HOME).type(KeyCode.DOWN, wanted.ordinal()).type(KeyCode.ENTER);
        assertEquals(wanted, field(index).type());
    }

    private TextField valuesBox(int index) {
        return lookup("#inspector-field-values-" + index).queryAs(TextField.class);
    }

    private Field field(int index) {
        return project().model().requireEntity("author").fields().get(index);
    }
}
