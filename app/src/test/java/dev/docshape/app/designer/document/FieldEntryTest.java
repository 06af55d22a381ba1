package dev.docshape.app.designer.document;

import dev.docshape.model.FieldType;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FieldEntryTest {
    @Test
    void readsNameAndType() {
        assertEquals(new FieldEntry("email", FieldType.STRING), FieldEntry.parse("email: string"));
        assertEquals(new FieldEntry("total", FieldType.DECIMAL), FieldEntry.parse(" total decimal "));
        assertEquals(new FieldEntry("ownerId", FieldType.OBJECT_ID), FieldEntry.parse("ownerId:objectId"));
        assertEquals(new FieldEntry("id", FieldType.OBJECT_ID), FieldEntry.parse("id: object id"));
        assertEquals(new FieldEntry("age", FieldType.INTEGER), FieldEntry.parse("age int"));
    }

    @Test
    void aPlainNameStaysAName() {
        assertEquals(new FieldEntry("email", null), FieldEntry.parse("email"));
        assertEquals(new FieldEntry("first name", null), FieldEntry.parse("first name"));
        assertEquals(new FieldEntry("email", null), FieldEntry.parse("email:"));
    }

    @Test
    void anUnknownTypeAfterAColonIsNamed() {
        var e = assertThrows(IllegalArgumentException.class, () -> FieldEntry.parse("email: strang"));
        assertTrue(e.getMessage().contains("'strang' is not a field type") && e.getMessage().contains("decimal"), e.getMessage());
    }
}
