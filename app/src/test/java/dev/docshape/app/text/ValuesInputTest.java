package dev.docshape.app.text;

import dev.docshape.model.FieldType;
import dev.docshape.model.FieldValues;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A field's listed values as users type them (decisions 0555, 0566): what the Values box reads, the model checks
 * ({@link FieldValues#require}) and the box shows again ({@link FieldValues#listed}) is the same list, and the text shown
 * reads back as that list.
 */
class ValuesInputTest {

    /** Text -> values -> text -> values: the values come back the same, and the second text is the first one shown. */
    private static List<Object> roundTrip(String typed, FieldType type) {
        List<Object> values = FieldValues.require("f", type, ValuesInput.parse(typed, type));
        String shown = FieldValues.listed(values);
        assertEquals(values, FieldValues.require("f", type, ValuesInput.parse(shown, type)), typed + " shown as " + shown);
        assertEquals(shown, FieldValues.listed(ValuesInput.parse(shown, type)), "what is shown is shown again the same");
        return values;
    }

    @Test
    void stringsWithCommasQuotesSpacesAndUnicodeComeBackTheSame() {
        List<Object> values = roundTrip("open, \"won't, fix\", \"say \\\"hi\\\"\", \" padded \", in progress, back\\slash,"
                + " \"two\\nlines\", fermé, 東京, 😀 party, \"\"", FieldType.STRING);
        assertEquals(List.of("open", "won't, fix", "say \"hi\"", " padded ", "in progress", "back\\slash", "two\nlines", "fermé",
                "東京", "😀 party", ""), values);
        assertEquals("open, \"won't, fix\", \"say \\\"hi\\\"\", \" padded \", in progress, \"back\\\\slash\", \"two\\nlines\","
                + " fermé, 東京, 😀 party, \"\"", FieldValues.listed(values));
    }

    @Test
    void wholeNumbersComeBackTheSame() {
        assertEquals(List.of(1L, 2L, 3L, 5L, 8L), roundTrip(" 1,2, 3 ,5, 8 ", FieldType.INTEGER));
        assertEquals(List.of(-7L, 0L, 1000L, 2000000L), roundTrip("-7, 0, 1_000, 2e6", FieldType.INTEGER));
        assertEquals(List.of(Long.MAX_VALUE / 4, -1L), roundTrip(Long.toString(Long.MAX_VALUE / 4) + ", -1", FieldType.LONG));
        assertEquals("-7, 0, 1000, 2000000", FieldValues.listed(ValuesInput.parse("-7, 0, 1_000, 2e6", FieldType.INTEGER)));
    }

    @Test
    void decimalsComeBackTheSameDigitForDigit() {
        List<Object> values = roundTrip("0.1, 2, 2.5, -0.75, 1e-7, 123456789.123, 0.30000000000000004, 1e300", FieldType.DOUBLE);
        assertEquals(List.of(0.1, 2.0, 2.5, -0.75, 1e-7, 123456789.123, 0.30000000000000004, 1e300), values);
        assertEquals("0.1, 2, 2.5, -0.75, 0.0000001, 123456789.123, 0.30000000000000004, 1.0E300", FieldValues.listed(values),
                "fewest digits, no exponent where short, none lost");
        assertEquals(List.of(9.99, 19.99), roundTrip("9.99, 19.99", FieldType.DECIMAL));
    }

    @Test
    void aValueThatIsNoNumberIsRefusedByName() {
        assertEquals("'two' is not a whole number (write 1, 2, 3; a thousand as 1000 or 1_000)",
                assertThrows(IllegalArgumentException.class, () -> ValuesInput.parse("1, two, 3", FieldType.INTEGER)).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ValuesInput.parse("1, 2.5", FieldType.LONG)).getMessage()
                .startsWith("'2.5' is not a whole number"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ValuesInput.parse("0.5, \"1\"", FieldType.DOUBLE)).getMessage()
                .startsWith("'\"1\"' is not a number"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ValuesInput.parse("1,, 2", FieldType.DOUBLE)).getMessage()
                .contains("empty value between commas"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ValuesInput.parse("open, \"closed", FieldType.STRING)).getMessage()
                .contains("opens a quote it does not close"));
    }

    @Test
    void blankIsNone() {
        assertEquals(List.of(), ValuesInput.parse("  ", FieldType.INTEGER));
        assertEquals(List.of(), ValuesInput.parse(null, FieldType.STRING));
    }
}
