package dev.docshape.storage.sample;

import dev.docshape.model.projection.ChildrenTaken;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The estimate's children taken under a limit (docs/counting-rules.md "Children taken under a limit") are what the
 * sample data gives: the mean of min(limit, children) over parents drawn as the sample draws them.
 */
class ChildrenTakenTest {
    private static final int PARENTS = 20_000;

    @Test
    void theFirstNOfEachParentAreWhatTheSampleGives() {
        // min, avg, max (-1: none), limit
        int[][] cases = {{0, 12, -1, 5}, {5, 40, -1, 25}, {0, 4, -1, 5}, {1, 3, 30, 5}, {0, 10, 12, 3}, {20, 120, -1, 10},
                {0, 5, -1, 3}, {2, 6, 8, 7}, {0, 30, -1, 20}};
        for (int[] c : cases) {
            Integer max = c[2] < 0 ? null : c[2];
            Rng rng = Rng.of(7, c[0], c[1], c[3]);
            double sum = 0;
            for (int i = 0; i < PARENTS; i++) {
                int n = ChildCounts.UNIFORM.drawAt(c[0], c[1], max, (i + 0.5) / PARENTS, rng);
                sum += Math.min(c[3], n);
            }
            double sampled = sum / PARENTS;
            double estimated = ChildrenTaken.perParent(c[0], c[1], max, c[3]);
            assertEquals(sampled, estimated, 0.01 * sampled, "min " + c[0] + ", avg " + c[1] + ", max " + max + ", limit " + c[3]);
            assertTrue(estimated <= Math.min(c[1], c[3]) + 1e-9, "never more than the limit or the average");
        }
    }

    @Test
    void noLimitTakesTheAverageAndALimitUnderTheMinimumTakesTheLimit() {
        assertEquals(40, ChildrenTaken.perParent(5, 40, null, 0), 1e-9);
        assertEquals(5, ChildrenTaken.perParent(5, 40, null, 5), 1e-9);
        assertEquals(4, ChildrenTaken.perParent(0, 4, 5, 5), 1e-9, "a limit at the maximum takes them all");
    }
}
