package dev.docshape.model.projection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The start of a store's order over parents with up to a million children, where one point of the table stands for many. */
class StoreOrderStartTest {

    private static StoreOrderStart start(int max, int size) {
        Map<Long, Double> counts = new TreeMap<>();
        BucketFill.eachCount(ChildrenTaken.spread(0, max / 4.0, max), (n, weight) -> counts.merge(n, weight, Double::sum));
        return StoreOrderStart.of(counts, size);
    }

    @Test
    void aFewItemsReachTheFirstContainerHoweverManyChildrenAParentMayHave() {
        for (int max : new int[] {500, 100_000, 1_000_000}) {
            double reached = start(max, 100).reachedByTied(1, 20, 0.3, Double.MAX_VALUE);
            assertTrue(reached >= 1, "20 tied items among parents of up to " + max + " children reach " + reached + " buckets of 100");
        }
    }

    @Test
    void bucketsOfOneHoldOneItemEachWhenAPointStandsForThousandsOfChildren() {
        assertEquals(20, start(1_000_000, 1).reached(20), 0.2);
    }
}
