package dev.docshape.app.designer.canvas;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BoxCellsTest {
    @Test
    void aBoxIsFreeExactlyWhenNothingOverlapsItWhereverTheBoxesLie() {
        BoxCells cells = new BoxCells(160);
        List<LabelPlacer.Box> added = new ArrayList<>();
        Random random = new Random(7);
        // thousands of cells, on both sides of zero and along diagonals, so the table grows several times
        for (int i = 0; i < 3000; i++) {
            LabelPlacer.Box box = new LabelPlacer.Box(random.nextInt(40_000) - 20_000, random.nextInt(40_000) - 20_000,
                    20 + random.nextInt(300), 20 + random.nextInt(200));
            cells.add(box);
            added.add(box);
        }
        for (int i = 0; i < 2000; i++) {
            LabelPlacer.Box probe = new LabelPlacer.Box(random.nextInt(40_000) - 20_000, random.nextInt(40_000) - 20_000,
                    10 + random.nextInt(400), 10 + random.nextInt(400));
            double expected = added.stream().mapToDouble(probe::overlap).sum();
            double covered = cells.covered(probe, Double.POSITIVE_INFINITY);
            // a box in several cells the probe touches counts once per cell: what matters is free or not, and more or less
            assertEquals(expected == 0, covered == 0, "free or not at " + probe);
            assertTrue(covered >= expected - 1e-6, "cover at " + probe);
        }
    }

    @Test
    void countingStopsOnceEnoughIsCovered() {
        BoxCells cells = new BoxCells(160);
        cells.add(new LabelPlacer.Box(0, 0, 10, 10));
        cells.add(new LabelPlacer.Box(0, 0, 10, 10));
        LabelPlacer.Box probe = new LabelPlacer.Box(0, 0, 10, 10);
        assertEquals(200, cells.covered(probe, Double.POSITIVE_INFINITY));
        assertEquals(100, cells.covered(probe, 50));
        assertEquals(0, cells.covered(new LabelPlacer.Box(500, 500, 10, 10), Double.MIN_VALUE));
    }

    @Test
    void aRemovedBoxNoLongerCoversAndATwinInTheSamePlaceStays() {
        BoxCells cells = new BoxCells(160);
        LabelPlacer.Box wide = new LabelPlacer.Box(100, 100, 400, 30); // spans three cells
        LabelPlacer.Box twin = new LabelPlacer.Box(100, 100, 400, 30);
        cells.add(wide);
        cells.add(twin);
        cells.remove(wide);
        LabelPlacer.Box probe = new LabelPlacer.Box(300, 110, 10, 10);
        assertEquals(100, cells.covered(probe, Double.POSITIVE_INFINITY));
        List<LabelPlacer.Box> found = new ArrayList<>();
        cells.forEachOverlapping(probe, found::add);
        assertTrue(found.stream().allMatch(b -> b == twin) && !found.isEmpty(), "the twin is what is left: " + found);
        cells.remove(twin);
        assertEquals(0, cells.covered(probe, Double.POSITIVE_INFINITY));
        found.clear();
        cells.forEachOverlapping(new LabelPlacer.Box(0, 0, 1000, 1000), found::add);
        assertEquals(List.of(), found);
    }
}
