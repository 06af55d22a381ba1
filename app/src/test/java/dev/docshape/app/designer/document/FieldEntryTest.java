package dev.docshape.app.designer.document;

import dev.docshape.model.FieldType;
import dev.docshape.model.ValueRange;
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

    @Test
    void aNumberTypeTakesARangeAfterIt() {
        assertEquals(new FieldEntry("day", FieldType.INTEGER, ValueRange.between(1, 7)), FieldEntry.parse("day: integer 1..7"));
        assertEquals(new FieldEntry("price", FieldType.DECIMAL, new ValueRange(0.0, true, null, false)), FieldEntry.parse("price: decimal >0"));
        assertEquals(new FieldEntry("age", FieldType.INTEGER, ValueRange.between(0, 120)), FieldEntry.parse("age int 0..120"));
        assertEquals(new FieldEntry("unit price", FieldType.DOUBLE, new ValueRange(0.0, false, 10.0, true)),
                FieldEntry.parse("unit price double at least 0 and below 10"));
        assertEquals(new FieldEntry("order date created", null), FieldEntry.parse("order date created"), "a type word inside a name stays name");
    }

    @Test
    void aBadRangeOrARangeOnATypeWithoutOneIsRefusedSayingWhatIsAccepted() {
        var bad = assertThrows(IllegalArgumentException.class, () -> FieldEntry.parse("age int 0..lots"));
        assertTrue(bad.getMessage().startsWith("'lots' in '0..lots' is not a number: write it as 1 to 7, at least 0"), bad.getMessage());
        var string = assertThrows(IllegalArgumentException.class, () -> FieldEntry.parse("name: string 1..7"));
        assertEquals("a string has no range: a range is for an integer, a long, a double or a decimal", string.getMessage());
    }
}
