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
    void aNewFigureHasNothingToMoveFrom() {
        assertEquals("2.5", Figure.of(2.5, Figure.Format.COUNT).text());
        assertTrue(new Figure(2048, 1000.0, Figure.Format.BYTES).text().equals("1000 B → 2 KiB"));
    }
}
