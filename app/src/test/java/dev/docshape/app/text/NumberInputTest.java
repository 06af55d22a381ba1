package dev.docshape.app.text;

import org.junit.jupiter.api.Test;

import java.util.OptionalDouble;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One set of rules for typed numbers, in the designer's fields and on the command line. */
class NumberInputTest {

    @Test
    void plainNumbersWithBlanksSignsAndExponents() {
        assertEquals(OptionalDouble.of(0.001), NumberInput.decimal(" 0.001 "));
        assertEquals(OptionalDouble.of(-2.5), NumberInput.decimal("-2.5"));
        assertEquals(OptionalDouble.of(0.5), NumberInput.decimal(".5"));
        assertEquals(OptionalDouble.of(1e6), NumberInput.decimal("1e6"));
        assertEquals(OptionalLong.of(1_000_000), NumberInput.whole("1e6"));
        assertEquals(OptionalLong.of(2), NumberInput.whole("2.0"));
    }

    @Test
    void digitsGroupedInThreesWithCommaOrUnderscore() {
        assertEquals(OptionalLong.of(1_000_000), NumberInput.whole("1,000,000"));
        assertEquals(OptionalLong.of(1_000_000), NumberInput.whole("1_000_000"));
        assertEquals(OptionalDouble.of(12345.5), NumberInput.decimal("12,345.5"));
    }

    @Test
    void anythingElseIsRefusedNotGuessed() {
        for (String text : new String[]{"1,5", "1,00", "abc", "", " ", "NaN", "Infinity", "1e999", "0x10", "1.2.3", "--1", null}) {
            assertTrue(NumberInput.decimal(text).isEmpty(), "refused: " + text);
        }
        assertTrue(NumberInput.whole("2.5").isEmpty());
        assertTrue(NumberInput.whole("99999999999999999999").isEmpty(), "beyond a long");
        assertTrue(NumberInput.nonNegative("-1").isEmpty());
        assertEquals(OptionalDouble.of(0), NumberInput.nonNegative("0"));
    }
}
