package dev.docshape.storage.sample;

import org.junit.jupiter.api.Test;

import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChildCountsTest {

    private static int[] draws(ChildCounts counts, double avg, Integer max) {
        return IntStream.range(0, 20_000).map(i -> counts.draw(avg, max, Rng.of(5, i))).toArray();
    }

    @Test
    void uniformCountsHaveTheAverageAndRespectTheMaximum() {
        int[] n = draws(ChildCounts.UNIFORM, 2.5, 3);
        assertEquals(2.5, IntStream.of(n).average().orElseThrow(), 0.05);
        assertEquals(3, IntStream.of(n).max().orElseThrow());
        int[] wide = draws(ChildCounts.UNIFORM, 10, null);
        assertEquals(10, IntStream.of(wide).average().orElseThrow(), 0.2);
        assertTrue(IntStream.of(wide).max().orElseThrow() <= 20);
    }

    @Test
    void skewedCountsHaveALongTailAndStillTheAverage() {
        int[] n = draws(ChildCounts.SKEWED, 10, null);
        assertEquals(10, IntStream.of(n).average().orElseThrow(), 1.5);
        assertTrue(IntStream.of(n).max().orElseThrow() > 200, "a few parents have very many children");
        long belowAverage = IntStream.of(n).filter(k -> k < 10).count();
        assertTrue(belowAverage > n.length * 0.6, "most parents have fewer than the average");
        assertTrue(IntStream.of(draws(ChildCounts.SKEWED, 10, 50)).allMatch(k -> k <= 50));
    }

    @Test
    void aMinimumIsNeverUndercutAndTheAverageStays() {
        for (ChildCounts counts : ChildCounts.values()) {
            int[] n = IntStream.range(0, 20_000).map(i -> counts.drawAt(2, 5, 12, (i + 0.5) / 20_000, Rng.of(5, i))).toArray();
            assertTrue(IntStream.of(n).allMatch(k -> k >= 2 && k <= 12), counts + ": within [2, 12]");
            if (counts == ChildCounts.UNIFORM) assertEquals(5, IntStream.of(n).average().orElseThrow(), 0.05);
        }
        // the skewed tail keeps the average when no maximum cuts it
        int[] tail = IntStream.range(0, 20_000).map(i -> ChildCounts.SKEWED.drawAt(2, 5, null, (i + 0.5) / 20_000, Rng.of(5, i))).toArray();
        assertTrue(IntStream.of(tail).allMatch(k -> k >= 2));
        assertEquals(5, IntStream.of(tail).average().orElseThrow(), 1.0);
        Links links = Links.owned(500, 3, 4, null, ChildCounts.SKEWED, 7, 11);
        for (long parent = 0; parent < 500; parent++) assertTrue(links.countOf(parent) >= 3, "parent " + parent);
    }
}
