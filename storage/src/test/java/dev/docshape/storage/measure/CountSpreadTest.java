package dev.docshape.storage.measure;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code measure} names the spread of the parents' counts of children as the cause of documents measured apart from the
 * estimate only where the runs' documents follow a count along a curve whose value at the average count is the
 * estimate's (decision 0533); the draw of the instances run where the runs' own scatter reaches the difference; else
 * neither. The runs stand for 203 plans with 0 to 28 meals each, as the sample draws them evenly, whose meals name 10
 * recipes alike: a plan reads itself and the distinct recipes of its meals, 1 + 10(1 - 0.9^k).
 */
class CountSpreadTest {
    private static final int RUNS = 203;

    private static long[] meals() {
        long[] k = new long[RUNS];
        for (int i = 0; i < RUNS; i++) k[i] = i % 29;
        return k;
    }

    private static long[] recipesRead(long[] meals) {
        long[] d = new long[meals.length];
        for (int i = 0; i < meals.length; i++) d[i] = Math.round(1 + 10 * (1 - Math.pow(0.9, meals[i])));
        return d;
    }

    private static List<CountSpread.Counts> planMeals() {
        return List.of(new CountSpread.Counts("Plan's meals", meals()));
    }

    @Test
    void documentsAtTheFigureOfTheAverageCountAreNamedAsTheSpreadOfCounts() {
        double ofFourteen = 1 + 10 * (1 - Math.pow(0.9, 14));
        String reason = CountSpread.reason(recipesRead(meals()), ofFourteen, "read", planMeals());
        assertTrue(reason.startsWith(CountSpread.NOTE), reason);
        assertTrue(reason.contains("follow Plan's meals (0 to 28 a run, 14.0 on average) along a curve growing slower than a line"), reason);
        assertTrue(reason.contains("as the estimate does (8.7), while over the runs' spread of counts they average 7.7"), reason);
    }

    @Test
    void documentsThatNoCountFollowsAreNotPutDownToTheSpread() {
        long[] flat = new long[RUNS];
        for (int i = 0; i < RUNS; i++) flat[i] = 7 + (i * 7919L) % 3;
        String reason = CountSpread.reason(flat, 11, "read", planMeals());
        assertFalse(reason.startsWith(CountSpread.NOTE) || reason.startsWith(CountSpread.DRAW), reason);
        assertTrue(reason.contains("no count of children of the instances run follows the documents so as to explain it"), reason);
    }

    @Test
    void aFewScatteredRunsAreNamedAsTheDrawOfTheInstances() {
        long[] scattered = new long[20];
        for (int i = 0; i < scattered.length; i++) scattered[i] = (i * 13L) % 21;
        String reason = CountSpread.reason(scattered, 11.2, "read", List.of());
        assertTrue(reason.startsWith(CountSpread.DRAW), reason);
        assertTrue(reason.contains("a run read 0 to 20 documents"), reason);
    }
}
