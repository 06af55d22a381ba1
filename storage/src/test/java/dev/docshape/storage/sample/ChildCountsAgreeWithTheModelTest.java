package dev.docshape.storage.sample;

import org.junit.jupiter.api.Test;

import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The sample draws each parent's count of children ({@link ChildCounts#UNIFORM}, the commands' default), the estimate
 * takes its expectations over the counts the model describes ({@code dev.docshape.model.projection.ChildCounts}): two
 * classes, one distribution. Their mean, the expectation of a concave figure, and the size-biased mean (the count of
 * the parent of a child picked at random, E[K²] / E[K]) agree for minimums, maximums and averages of every kind, so
 * neither can drift from the other unseen (decision 0535).
 */
class ChildCountsAgreeWithTheModelTest {
    private static final int PARENTS = 40_000;

    @Test
    void theSampleDrawsTheCountsTheEstimateAveragesOver() {
        Object[][] cases = {{0, 14.0, 28}, {0, 40.0, 80}, {0, 2.5, 3}, {2, 5.0, 12}, {3, 4.0, null}, {0, 28.0, null}, {1, 1.4, 5},
                // a minimum above the average gives way to it on both sides (decision 0546)
                {1, 0.4, 5}, {3, 2.5, null}};
        for (Object[] c : cases) {
            int min = (int) c[0];
            double avg = (double) c[1];
            Integer max = (Integer) c[2];
            int[] drawn = IntStream.range(0, PARENTS)
                    .map(i -> ChildCounts.UNIFORM.drawAt(min, avg, max, (i + 0.5) / PARENTS, Rng.of(5, i))).toArray();
            var modelled = new dev.docshape.model.projection.ChildCounts(min, avg, max, 0);
            String context = "min " + min + ", avg " + avg + ", max " + max;
            double mean = IntStream.of(drawn).average().orElseThrow();
            assertEquals(mean, modelled.mean(), 0.01 * Math.max(1, mean), context + ": the mean");
            double squares = IntStream.of(drawn).mapToDouble(k -> (double) k * k).sum();
            double biased = squares / Math.max(1, IntStream.of(drawn).sum());
            assertEquals(biased, modelled.reached(1e-6, dev.docshape.model.projection.ChildCounts.times(1)), 0.01 * Math.max(1, biased),
                    context + ": the count of the parent of a child picked at random");
            double concave = IntStream.of(drawn).mapToDouble(Math::sqrt).average().orElseThrow();
            assertEquals(concave, modelled.expected(1, Math::sqrt), 0.01 * Math.max(1, concave), context + ": a concave figure");
        }
    }
}
