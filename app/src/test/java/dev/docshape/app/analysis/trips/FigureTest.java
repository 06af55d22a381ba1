package dev.docshape.app.analysis.trips;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FigureTest {
    @Test
    void aMovedFigureShowsWhereItCameFrom() {
        Figure f = new Figure(1, 3.0, Figure.Format.COUNT);
        assertEquals("3 → 1", f.text());
        assertEquals("3", f.before());
        assertEquals(-1, f.direction());
        assertEquals("1,200 → 2,000", new Figure(2000, 1200.0, Figure.Format.COUNT).text());
    }

    @Test
    void aMoveTooSmallToShowIsNoMove() {
        Figure f = new Figure(10.04, 10.01, Figure.Format.UNITS);
        assertFalse(f.moved());
        assertEquals("10.0", f.text());
        assertEquals(0, f.direction());
    }

    @Test
    void numbersAreGroupedWithOneDecimalWhereNeeded() {
        assertEquals("99,999", Figure.write(99999, Figure.Format.COUNT));
        assertEquals("1,234.5", Figure.write(1234.46, Figure.Format.COUNT));
        assertEquals("0.1", Figure.write(0.05, Figure.Format.COUNT));
        assertEquals("0", Figure.write(0, Figure.Format.COUNT));
        assertEquals("-2.5", Figure.write(-2.5, Figure.Format.COUNT));
        assertEquals("12.0", Figure.write(12, Figure.Format.UNITS));
        assertEquals("1,350.2", Figure.write(1350.24, Figure.Format.UNITS));
    }

    @Test
    void largeCountsAndRequestUnitsKeepThreeDigitsAndAUnit() {
        assertEquals("100 k", Figure.write(100_000, Figure.Format.COUNT));
        assertEquals("999 k", Figure.write(999_499, Figure.Format.COUNT));
        assertEquals("1.00 M", Figure.write(999_600, Figure.Format.COUNT));
        assertEquals("1.91 M", Figure.write(1_908_005.9, Figure.Format.UNITS));
        assertEquals("12.3 M", Figure.write(12_345_678, Figure.Format.COUNT));
        assertEquals("4.50 G", Figure.write(4.5e9, Figure.Format.UNITS));
        assertEquals("-250 k", Figure.write(-250_000, Figure.Format.COUNT));
        assertEquals("2 MiB", Figure.write(2 * 1024 * 1024, Figure.Format.BYTES), "bytes keep their own units");
        assertEquals("1.91 M → 1.92 M", new Figure(1_915_000, 1_908_005.9, Figure.Format.UNITS).text());
        assertFalse(new Figure(1_908_100, 1_908_005.9, Figure.Format.UNITS).moved(), "a move too small to show is no move");
    }

    @Test
    void aNewFigureHasNothingToMoveFrom() {
        assertEquals("2.5", Figure.of(2.5, Figure.Format.COUNT).text());
        assertTrue(new Figure(2048, 1000.0, Figure.Format.BYTES).text().equals("1000 B → 2 KiB"));
    }

    @Test
    void aRareFigureKeepsItsSignificantDigitsAndItsMove() {
        assertEquals("0.04", Figure.write(0.04, Figure.Format.COUNT), "one decimal would write 0");
        assertEquals("0.0004", Figure.write(0.0004, Figure.Format.COUNT));
        assertEquals("0.012", Figure.write(0.0123, Figure.Format.UNITS), "one decimal would write 0.0");
        Figure rare = new Figure(0.0008, 0.0004, Figure.Format.COUNT);
        assertEquals("0.0004 → 0.0008", rare.text(), "an advisor's effect on a rare write");
        assertEquals(1, rare.direction());
        assertEquals("0.0004 → 1", new Figure(1, 0.0004, Figure.Format.COUNT).text());
    }
}
