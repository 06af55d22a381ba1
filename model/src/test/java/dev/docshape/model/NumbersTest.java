package dev.docshape.model;

import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NumbersTest {
    private static String oneDecimal(double value) {
        return String.format(Locale.ROOT, "%,.1f", value);
    }

    @Test
    void figuresWrittenApartStayAsWritten() {
        Numbers.Change c = Numbers.apart(38_949, 3_934, Numbers::grouped);
        assertEquals("38,949 -> 3,934", c.joined(" -> "));
        assertEquals("20.7 → 20.8", Numbers.apart(20.7, 20.8, NumbersTest::oneDecimal).joined(" → "));
        assertTrue(Numbers.apart(3, 3, Numbers::grouped).same(), "an unchanged figure");
    }

    @Test
    void differentValuesWrittenAlikeGetTheDecimalsThatTellThemApart() {
        assertEquals("20.72 -> 20.74", Numbers.apart(20.72, 20.74, NumbersTest::oneDecimal).joined(" -> "));
        assertEquals("1,234.567 -> 1,234.568", Numbers.apart(1234.5671, 1234.5679, Numbers::grouped).joined(" -> "));
        assertEquals("999 -> 1,000", Numbers.apart(999.4, 999.6, v -> Numbers.grouped(Math.round(v / 10.0) * 10)).joined(" -> "),
                "whole numbers first, rounded as written");
    }

    @Test
    void computedRatesAreWrittenWithoutNoiseOrExponent() {
        assertEquals("0.0288", Numbers.plain(0.028800000000000003));
        assertEquals("0.0005", Numbers.plain(5e-4));
        assertEquals("24", Numbers.plain(24.0));
    }

    @Test
    void tinyHugeAndNoisyFiguresHaveNoExponentNorNoise() {
        assertEquals("0.000000123", Numbers.plain(1.23e-7));
        assertEquals("39.99", Numbers.plain(39.989999999999995));
        assertEquals("0.3", Numbers.plain(0.1 + 0.2));
        assertEquals("100000000000000000000", Numbers.plain(1e20));
        assertEquals("1234567890123460000", Numbers.plain(1.23456789012345678e18));
        assertEquals("-2.5", Numbers.plain(-2.5));
        assertEquals("0", Numbers.plain(-0.0));
    }

    @Test
    void aKeptFigureIsWrittenWithEveryDigitTheDoubleHolds() {
        assertEquals("0.1234567890123456", Numbers.exact(0.1234567890123456));
        assertEquals("9007199254740992", Numbers.exact(9007199254740993.0));
        assertEquals("7", Numbers.exact(7.0));
        assertEquals("0.0000001", Numbers.exact(1e-7));
        assertEquals("100000000000000000000", Numbers.exact(1e20));
        assertEquals("-2.5", Numbers.exact(-2.5));
        for (double d : new double[]{0.1 + 0.2, 1.0 / 3, Math.PI * 1e10, 123456.7890123456}) {
            assertEquals(d, Double.parseDouble(Numbers.exact(d)), Numbers.exact(d));
        }
    }

    @Test
    void bytesWrittenAlikeKeepTheirUnit() {
        assertEquals("2.41 KiB -> 2.44 KiB", Numbers.apartBytes(2.41 * 1024, 2.44 * 1024, Numbers::bytes).joined(" -> "));
        assertEquals("812.3 B -> 812.4 B", Numbers.apartBytes(812.3, 812.4, Numbers::bytes).joined(" -> "));
        assertEquals("16 MiB -> 17 MiB", Numbers.apartBytes(16 * 1048576.0, 17 * 1048576.0, Numbers::bytes).joined(" -> "));
    }

    @Test
    void valuesNoSixDecimalsTellApartAreAboutTheSame() {
        Numbers.Change c = Numbers.apart(20.7, 20.7 + 1e-12, NumbersTest::oneDecimal);
        assertTrue(c.same());
        assertEquals("about the same, 20.7", c.joined(" -> "));
        assertFalse(Numbers.apart(20.7, 20.700001, NumbersTest::oneDecimal).same());
        assertEquals("5 -> unbounded", Numbers.apart(5, Double.POSITIVE_INFINITY,
                v -> Double.isFinite(v) ? Numbers.grouped(v) : "unbounded").joined(" -> "), "no decimals for infinity");
    }

    @Test
    void aTinyFigureKeepsItsSignificantDigitsInEveryStyle() {
        assertEquals("0.0004", Numbers.grouped(0.0004), "two decimals would write 0.00");
        assertEquals("0.00042", Numbers.grouped(0.000416666));
        assertEquals("-0.003", Numbers.grouped(-0.003));
        assertEquals("0.01", Numbers.grouped(0.0123), "two decimals from 0.005 on, as before");
        assertEquals("0", Numbers.grouped(0));
        assertEquals("0.3 B", Numbers.bytes(0.3), "a share of a byte");
        assertEquals("0.042 B", Numbers.bytes(0.0416666));
        assertEquals("1 B", Numbers.bytes(0.5));
        assertEquals("0 B", Numbers.bytes(0));
        assertEquals("0.04", Numbers.grouped(0.04, 1), "one decimal would write 0.0");
        assertEquals("3.5", Numbers.grouped(3.456, 1));
        assertEquals("1,234.5", Numbers.grouped(1234.46, 1));
        assertEquals("infinite", Numbers.grouped(Double.POSITIVE_INFINITY, 1));
        assertEquals("unknown", Numbers.grouped(Double.NaN));
    }
}
