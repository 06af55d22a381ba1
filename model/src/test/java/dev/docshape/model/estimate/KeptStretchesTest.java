package dev.docshape.model.estimate;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The collections a run dropped are the previous run's outside every stretch it kept, in whatever order it kept them. */
class KeptStretchesTest {
    private static final List<Integer> PREVIOUS = IntStream.range(0, 12).boxed().toList();

    @Test
    void theGapsBetweenAscendingStretchesAreDropped() {
        KeptStretches kept = new KeptStretches();
        kept.add(0, 3);
        kept.add(3, 4);
        kept.add(6, 9);
        kept.add(10, 11);
        assertEquals(List.of(4, 5, 9, 11), kept.gaps(PREVIOUS));
    }

    @Test
    void stretchesKeptOutOfOrderLeaveTheSameGaps() {
        KeptStretches kept = new KeptStretches();
        kept.add(6, 9);
        kept.add(0, 3);
        kept.add(10, 12);
        kept.add(3, 4);
        assertEquals(List.of(4, 5, 9), kept.gaps(PREVIOUS));
    }

    @Test
    void nothingKeptDropsEverything() {
        assertEquals(PREVIOUS, new KeptStretches().gaps(PREVIOUS));
    }
}
