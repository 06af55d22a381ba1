package dev.docshape.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The few values a field has where the model says so (docs/counting-rules.md "Ties in an order"). */
class ValueDomainTest {

    @Test
    void booleansAndRatingsHaveFewValuesOtherFieldsNone() {
        assertEquals(2, ValueDomain.of(Field.of("flagged", FieldType.BOOLEAN)).values());
        ValueDomain rating = ValueDomain.of(Field.of("starRating", FieldType.INTEGER));
        assertEquals(new ValueDomain(1, 5), rating);
        assertEquals(0.2, rating.tiedShare(), 1e-12);
        assertEquals(5, ValueDomain.of(Field.of("score", FieldType.INTEGER)).values());
        // a rating kept as a decimal, a date, a plain integer: no declared few values
        assertNull(ValueDomain.of(Field.of("rating", FieldType.DOUBLE)));
        assertNull(ValueDomain.of(Field.of("createdAt", FieldType.DATE)));
        assertNull(ValueDomain.of(Field.of("quantity", FieldType.INTEGER)));
        Entity comment = Entity.of("comment", "Comment", List.of(Field.of("stars", FieldType.INTEGER)), 10);
        assertEquals(5, ValueDomain.of(comment, "stars").values());
        assertNull(ValueDomain.of(comment, "missing"));
        assertThrows(IllegalArgumentException.class, () -> new ValueDomain(5, 1));
    }

    @Test
    void aDeclaredCountComesFirstAndIsChecked() {
        assertEquals(new ValueDomain(1, 3), ValueDomain.of(Field.string("status", 8).withDistinctValues(3)));
        assertEquals(new ValueDomain(1, 10), ValueDomain.of(Field.of("quantity", FieldType.INTEGER).withDistinctValues(10)));
        // a declared count overrides the rating rule; none declared keeps it
        assertEquals(2, ValueDomain.of(Field.of("rating", FieldType.INTEGER).withDistinctValues(2)).values());
        assertEquals(5, ValueDomain.of(Field.of("rating", FieldType.INTEGER).withDistinctValues(null)).values());
        IllegalArgumentException one = assertThrows(IllegalArgumentException.class,
                () -> Field.string("status", 8).withDistinctValues(1));
        assertEquals("field 'status': distinct values must be at least 2, was 1", one.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Field.of("flag", FieldType.BOOLEAN).withDistinctValues(3));
        assertThrows(IllegalArgumentException.class, () -> Field.object("address", List.of()).withDistinctValues(3));
        // a type that cannot take the count drops it
        assertNull(Field.string("status", 8).withDistinctValues(3).withType(FieldType.OBJECT).distinctValues());
        assertEquals(3, Field.string("status", 8).withDistinctValues(3).withType(FieldType.INTEGER).distinctValues());
    }
}
