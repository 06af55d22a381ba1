package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A string field named in the inspector as a kind the sample knows is sized as the sample writes it, the rule
 * {@code import sql} sizes columns by (decision 0537): a new {@code contact_email} takes an address's 20 to 30 bytes, not
 * a string's default, in the same undo step as its name; a name that says nothing keeps the default.
 */
class TypicalFieldSizeTest extends DesignerTestBase {

    private Field field(int index) {
        return project().model().requireEntity("author").fields().get(index);
    }

    @Test
    void aNewFieldNamedAsAnEmailAddressIsSizedAsOne() {
        show(Models.blog());
        clickEntity("author");
        clickOn("#inspector-add-field");
        write("contact_email").type(KeyCode.ENTER).type(KeyCode.ESCAPE);
        assertEquals("contact_email", field(2).name());
        assertEquals(FieldType.STRING, field(2).type());
        assertTrue(field(2).avgSize() >= 20 && field(2).avgSize() <= 30, "an e-mail address's size: " + field(2).avgSize());
        assertEquals("Undo Rename field Author.field to contact_email", vm.actions().label(DesignerAction.UNDO).get());
        clickOn("#" + DesignerAction.UNDO.nodeId());
        assertEquals("field", field(2).name());
        assertEquals(0, field(2).avgSize(), "one undo takes back the name and the size");

        clickOn("#inspector-field-name-2");
        push(KeyCode.SHORTCUT, KeyCode.A).write("remarks").type(KeyCode.ENTER);
        assertEquals("remarks", field(2).name());
        assertEquals(0, field(2).avgSize(), "a name that says nothing keeps the type's default");
    }
}
