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
}
