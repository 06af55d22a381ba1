package dev.docshape.app.text;

import dev.docshape.model.ValueRange;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A range as users type it, read back in the words the designer shows it in (decision 0537). */
class RangeInputTest {
    /** Bounds with more digits than a figure is shown with (decision 0570): 9007199254740993 is kept as the double 9007199254740992. */
    private static final ValueRange MANY_DIGITS = ValueRange.between(0.1234567890123456, 9007199254740993.0);

    @Test
    void whatTheDesignerWritesReadsBackAsTheSameRange() {
        ValueRange[] ranges = {ValueRange.between(1, 7), new ValueRange(0.0, false, null, false), new ValueRange(0.0, true, null, false),
            new ValueRange(null, false, 100.0, false), new ValueRange(null, false, 100.0, true), new ValueRange(0.0, true, 10.0, true),
            new ValueRange(-2.5, false, 1000.0, true), MANY_DIGITS};
        for (ValueRange r : ranges) assertEquals(r, RangeInput.parse(r.describe()), r.describe());
        assertEquals("0.1234567890123456 to 9007199254740992", MANY_DIGITS.describe());
    }

    @Test
    void theShortFormsAndTheSymbolsMeanTheWords() {
        assertEquals(ValueRange.between(1, 7), RangeInput.parse("1..7"));
        assertEquals(ValueRange.between(1, 7), RangeInput.parse(" Between 1 and 7 "));
        assertEquals(new ValueRange(0.0, false, 10.0, true), RangeInput.parse(">= 0, < 10"));
        assertEquals(new ValueRange(1000.0, false, null, false), RangeInput.parse("at least 1,000"));
        assertNull(RangeInput.parse("  "), "blank: no range");
    }

    @Test
    void whatIsNoRangeIsRefusedSayingWhy() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RangeInput.parse("lots")).getMessage()
                .startsWith("'lots' is not a range: write it as 1 to 7"));
        assertEquals("a range from 7 to 1 holds no value",
                assertThrows(IllegalArgumentException.class, () -> RangeInput.parse("7 to 1")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RangeInput.parse("above 1 and above 2")).getMessage()
                .startsWith("'above 1 and above 2' gives two lowest values"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RangeInput.parse("1 to seven")).getMessage()
                .startsWith("'seven' in '1 to seven' is not a number"));
    }

    @Test
    void aCardsShortFormReadsBackAsTheSameRange() {
        ValueRange[] ranges = {ValueRange.between(1, 7), new ValueRange(0.0, false, null, false), new ValueRange(0.0, true, null, false),
            new ValueRange(null, false, 100.0, false), new ValueRange(null, false, 100.0, true), new ValueRange(0.0, true, 10.0, false),
            new ValueRange(-2.5, false, 1000.0, true), ValueRange.between(3, 3), MANY_DIGITS};
        String[] shown = {"1..7", "≥0", ">0", "≤100", "<100", ">0 ≤10", "≥-2.5 <1000", "=3", "0.1234567890123456..9007199254740992"};
        for (int i = 0; i < ranges.length; i++) {
            assertEquals(shown[i], RangeInput.compact(ranges[i]));
            assertEquals(ranges[i], RangeInput.parse(shown[i]), shown[i]);
        }
        assertEquals(new ValueRange(0.0, true, 10.0, true), RangeInput.parse("> 0 < 10"));
    }

    @Test
    void whatBeginsARangeIsANumberASignOrABoundsWord() {
        for (String range : new String[] {"1..7", "-5..5", ">0", "≥ 0", "=3", "at least 0", "Between 1 and 7", "below 10"}) {
            assertTrue(RangeInput.begins(range), range);
        }
        for (String name : new String[] {"created", "of birth", "abovementioned", ""}) assertFalse(RangeInput.begins(name), name);
    }
}
