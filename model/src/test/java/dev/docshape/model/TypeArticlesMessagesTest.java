package dev.docshape.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The messages of a field refused for its type take the article the type's name is said with, from the one helper
 * (decision 0574): "of an integer field", "a long field", "an object id field", as a user reads them in the designer and
 * when a project file is opened.
 */
class TypeArticlesMessagesTest {
    @Test
    void aConstantOnANumberFieldSaysAnInteger() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Field.of("quantity", FieldType.INTEGER).withConstant("five"));
        assertEquals("field 'quantity': a constant is a string of a string field or true or false of a boolean field,"
                + " not five of an integer field", e.getMessage());
    }

    @Test
    void aConstantOnAnObjectIdFieldNamesTheTypeInWords() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Field.of("ownerId", FieldType.OBJECT_ID).withConstant("x"));
        assertEquals("field 'ownerId': a constant is a string of a string field or true or false of a boolean field,"
                + " not x of an object id field", e.getMessage());
    }

    @Test
    void aListedFractionOfALongFieldSaysALong() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FieldValues.require("views", FieldType.LONG, List.of(1, 2.5)));
        assertEquals("field 'views': a long field lists whole numbers, not 2.5", e.getMessage());
    }

    @Test
    void aListedFractionOfAnIntegerFieldSaysAnInteger() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FieldValues.require("rank", FieldType.INTEGER, List.of(1, 2.5)));
        assertEquals("field 'rank': an integer field lists whole numbers, not 2.5", e.getMessage());
    }
}
