package dev.docshape.model.projection;

import dev.docshape.model.naming.Nouns;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class NamingTest {
    @Test
    void collectionNamesKeepTheEntityName() {
        assertEquals("Person", Naming.collectionName("Person"));
        assertEquals("ContactDetail", Naming.collectionName("contact detail"));
        assertEquals("OrderLine", Naming.collectionName("Order Line!"));
    }

    @Test
    void generatedFieldNamesAreLowerCamel() {
        assertEquals("contactDetail", Naming.lowerCamel("ContactDetail"));
        assertEquals("contactDetail", Naming.lowerCamel("Contact Detail"));
        assertEquals("isbn", Naming.lowerCamel("ISBN"));
    }

    @Test
    void pluralsOfDefaultFieldNames() {
        assertEquals("authors", Nouns.regularPlural("author"));
        assertEquals("categories", Nouns.regularPlural("category"));
        assertEquals("addresses", Nouns.regularPlural("address"));
        assertEquals("days", Nouns.regularPlural("day"));
    }
}
