package dev.docshape.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A number field's declared range (decision 0528): its whole numbers, two CHECKs together, and its domain of ties. */
class ValueRangeTest {

    @Test
    void aRangesWholeNumbersAndWhatTwoRangesAllowTogether() {
        ValueRange above = new ValueRange(0.0, true, null, false);
        assertEquals(1L, above.lowestWhole(), "above 0: 1 is the lowest whole number");
        assertNull(above.highestWhole());
        assertFalse(above.holds(0));
        assertTrue(above.holds(0.01));
        assertEquals(ValueRange.between(1, 7), new ValueRange(1.0, false, null, false).and(new ValueRange(null, false, 7.0, false)));
        assertEquals(new ValueRange(2.0, true, 5.0, false), ValueRange.between(2, 9).and(new ValueRange(2.0, true, 5.0, false)),
                "the stricter end of each side");
        assertNull(ValueRange.between(1, 3).and(ValueRange.between(4, 5)), "nothing both allow");
        assertEquals("1 to 7", ValueRange.between(1, 7).describe());
        assertEquals("above 0 and below 1.5", new ValueRange(0.0, true, 1.5, true).describe());
        assertThrows(IllegalArgumentException.class, () -> ValueRange.between(8, 7));
        assertThrows(IllegalArgumentException.class, () -> new ValueRange(null, false, null, false));
    }

    @Test
    void anIntegerWithBothEndsHasTheirWholeNumbersAsItsDomain() {
        Field day = Field.of("day_of_week", FieldType.INTEGER).withRange(ValueRange.between(1, 7));
        assertEquals(new ValueDomain(1, 7), ValueDomain.of(day));
        assertEquals(7, ValueDomain.of(day).values());
        assertNull(ValueDomain.of(Field.of("stock", FieldType.INTEGER).withRange(new ValueRange(0.0, false, null, false))), "one end only");
        assertEquals(new ValueDomain(1, 3), ValueDomain.of(day.withDistinctValues(3)), "declared distinct values come first");
        assertEquals(new ValueDomain(0, 10), ValueDomain.of(Field.of("score", FieldType.INTEGER).withRange(ValueRange.between(0, 10))),
                "a declared range before a rating's 1 to 5");
        assertNull(Field.of("day", FieldType.INTEGER).withRange(ValueRange.between(1, 7)).withType(FieldType.STRING).range(),
                "a string has no range");
        assertThrows(IllegalArgumentException.class, () -> new Field("day", FieldType.STRING, 0, false, null, 0, List.of(), null, null,
                ValueRange.between(1, 7)));
    }
}
