package dev.docshape.model.profile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Array index keys are sized for any item count a file can hold, also past the range of a long. */
class IndexKeyDigitsTest {

    @Test
    @Timeout(10)
    void countsPastLongRangeEndWithAFiniteGrowingSize() {
        double at1e18 = SizeEncoding.indexKeyDigits(1e18);
        double at1e19 = SizeEncoding.indexKeyDigits(1e19);
        double at1e300 = SizeEncoding.indexKeyDigits(1e300);
        assertTrue(at1e19 > at1e18 && Double.isFinite(at1e19), at1e18 + " then " + at1e19);
        assertTrue(at1e300 > at1e19 && Double.isFinite(at1e300), String.valueOf(at1e300));
        assertEquals(Double.POSITIVE_INFINITY, SizeEncoding.indexKeyDigits(Double.MAX_VALUE * 2));
    }

    @Test
    void nothingForNoItems() {
        assertEquals(0, SizeEncoding.indexKeyDigits(0));
        assertEquals(0, SizeEncoding.indexKeyDigits(Double.NaN));
    }
}
