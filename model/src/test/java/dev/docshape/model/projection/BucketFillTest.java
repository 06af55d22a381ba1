package dev.docshape.model.projection;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** How full buckets are, and how many distinct containers items picked at random fall in (docs/counting-rules.md "Items of all parents taken by an order"). */
class BucketFillTest {

    private static Relationship readings(int min, double avg, Integer max) {
        return new Relationship("device-readings", "device", "reading", "readings", "device", Cardinality.ONE_TO_MANY,
                avg, max, 1, true, Volatility.STABLE, min);
    }

    @Test
    void everyParentWithTenChildrenFillsTwoBucketsOfFourAndOneOfTwo() {
        BucketFill fill = BucketFill.of(readings(10, 10, 10), 4);
        assertEquals(3, fill.bucketsPerParent(), 1e-12);
        // 4 items sit in a bucket of 4, 4 in the other, 2 in a bucket of 2: (4*4 + 4*4 + 2*2) / 10
        assertEquals(3.6, fill.itemsPerBucketRead(), 1e-12);
    }

    @Test
    void fillsWorkedOutOnceStillFollowTheSizeAndTheSpread() {
        // the same spread of ten children asked for again, in buckets of 4 and of 5, and spread differently (decision 0468)
        for (int round = 0; round < 2; round++) {
            assertEquals(3, BucketFill.of(readings(10, 10, 10), 4).bucketsPerParent(), 1e-12);
            assertEquals(2, BucketFill.of(readings(10, 10, 10), 5).bucketsPerParent(), 1e-12);
            assertEquals(5, BucketFill.of(readings(20, 20, 20), 4).bucketsPerParent(), 1e-12);
            assertEquals(new BucketFill.Newest(1, 2), BucketFill.newest(10, 10, 10, 4, 1));
            assertEquals(new BucketFill.Newest(2, 6), BucketFill.newest(10, 10, 10, 4, 2));
            assertEquals(new BucketFill.Newest(3, 10), BucketFill.newest(10, 10, 10, 4, 0));
        }
    }

    @Test
    void forgottenFillsAreWorkedOutAgainTheSame() {
        BucketFill kept = BucketFill.of(readings(10, 10, 10), 4);
        assertSame(kept, BucketFill.of(readings(10, 10, 10), 4), "kept while not forgotten");
        BucketFill.forgetWorkedOut();
        BucketFill again = BucketFill.of(readings(10, 10, 10), 4);
        assertNotSame(kept, again, "worked out anew (decision 0513)");
        assertEquals(kept.bucketsPerParent(), again.bucketsPerParent(), 0);
        assertEquals(kept.itemsPerBucketRead(), again.itemsPerBucketRead(), 0);
        assertEquals(new BucketFill.Newest(1, 2), BucketFill.newest(10, 10, 10, 4, 1));
    }

    @Test
    void childrenSpreadOverZeroToEightFillBucketsOfFourUnevenly() {
        // 4 a parent, spread evenly over 0 to 8 and rounded at random: 0 and 8 children 1/16 of the parents each, 1 to 7 1/8 each
        BucketFill fill = BucketFill.of(readings(0, 4, null), 4);
        double buckets = (1 + 1 + 1 + 1 + 2 + 2 + 2) / 8.0 + 2 / 16.0;
        assertEquals(buckets, fill.bucketsPerParent(), 1e-9);
        // items in a bucket of f count f each: sum of f squared per parent, over the 4 items of a parent on average
        double squares = (1 + 4 + 9 + 16 + (16 + 1) + (16 + 4) + (16 + 9)) / 8.0 + (16 + 16) / 16.0;
        assertEquals(squares / 4, fill.itemsPerBucketRead(), 1e-9);
    }

    @Test
    void aParentsNewestBucketIsItsPartialOne() {
        // 10 children in buckets of 4: 4, 4 and the newest 2
        assertEquals(new BucketFill.Newest(1, 2), BucketFill.newest(readings(10, 10, 10), 4, 1));
        assertEquals(new BucketFill.Newest(2, 6), BucketFill.newest(readings(10, 10, 10), 4, 2));
        assertEquals(new BucketFill.Newest(3, 10), BucketFill.newest(readings(10, 10, 10), 4, 0), "0: every bucket");
        assertEquals(new BucketFill.Newest(3, 10), BucketFill.newest(readings(10, 10, 10), 4, 5), "no more than the parent has");
    }

    @Test
    void theNewestBucketOfChildrenSpreadOverZeroToEight() {
        // as above: 0 and 8 children 1/16 of the parents each, 1 to 7 1/8 each; the newest bucket of 4 holds n - 4 past 4
        BucketFill.Newest newest = BucketFill.newest(readings(0, 4, null), 4, 1);
        assertEquals((1 + 1 + 1 + 1 + 1 + 1 + 1) / 8.0 + 1 / 16.0, newest.buckets(), 1e-9);
        assertEquals((1 + 2 + 3 + 4 + 1 + 2 + 3) / 8.0 + 4 / 16.0, newest.items(), 1e-9);
        BucketFill.Newest all = BucketFill.newest(readings(0, 4, null), 4, 0);
        assertEquals(BucketFill.of(readings(0, 4, null), 4).bucketsPerParent(), all.buckets(), 1e-9);
        assertEquals(4, all.items(), 1e-9);
    }

    @Test
    void theFirstChildrenReachPastTheNewestBucketOnlyWhereItHoldsFewer() {
        // 0 and 8 children 1/16 of the parents each, 1 to 7 1/8 each, buckets of 4; the first 3 are in the newest bucket
        // where it holds 3 or 4 (3, 4, 7, 8 children), fewer than 3 otherwise: 5 and 6 children reach the full one before
        BucketFill.Newest first = BucketFill.reaching(0, 4, null, 4, 3);
        assertEquals((1 + 1 + 1 + 1 + 2 + 2 + 1) / 8.0 + 1 / 16.0, first.buckets(), 1e-9);
        assertEquals((1 + 2 + 3 + 4 + 5 + 6 + 3) / 8.0 + 4 / 16.0, first.items(), 1e-9);
        // 10 children in buckets of 4 (4, 4, the newest 2): the first 2 the newest, the first 3 two, the first 7 three
        assertEquals(new BucketFill.Newest(1, 2), BucketFill.reaching(10, 10, 10, 4, 2));
        assertEquals(new BucketFill.Newest(2, 6), BucketFill.reaching(10, 10, 10, 4, 3));
        assertEquals(new BucketFill.Newest(3, 10), BucketFill.reaching(10, 10, 10, 4, 7));
        assertEquals(new BucketFill.Newest(3, 10), BucketFill.reaching(10, 10, 10, 4, 50), "no more than the parent has");
    }

    @Test
    void aMembersTenLatestLoansReachASecondBucketForAThirdOfTheMembers() {
        // issue 11: 40 loans a member spread over 0 to 80, buckets of 20; the newest holds 10.2 on average
        BucketFill.Newest newest = BucketFill.newest(0, 40, 80, 20, 1);
        assertEquals(10.4, newest.itemsPerBucket(), 0.05);
        BucketFill.Newest first = BucketFill.reaching(0, 40, 80, 20, 10);
        assertEquals(1.33, first.buckets(), 0.005, "the newest, and the one before it for the third holding fewer than 10");
        assertEquals(newest.items() + (first.buckets() - newest.buckets()) * 20, first.items(), 1e-9, "the one before is full");
    }

    @Test
    void fullerContainersHoldMoreOfTheItemsPickedAtRandom() {
        // 10 parents of 10 children in buckets of 4, 4 and 2: 100 items, 5 picked at random; a bucket of s is missed by
        // all 5 with the chance C(100 - s, 5) / C(100, 5), taken at the middle draw as (1 - s / 98)^5
        BucketFill fill = BucketFill.of(readings(10, 10, 10), 4);
        double expected = 10 * (2 * (1 - Math.pow(1 - 4 / 98.0, 5)) + (1 - Math.pow(1 - 2 / 98.0, 5)));
        assertEquals(expected, fill.distinctOf(10, 5), 1e-12);
        assertEquals(30, fill.distinctOf(10, 100), 1e-12, "every item picked: every bucket");
        assertEquals(0, fill.distinctOf(10, 0), 1e-12);
        // embedded: one container a parent, all 10 in it; 91 of the 100 picked leave no parent out
        BucketFill embedded = BucketFill.embedded(readings(10, 10, 10));
        assertEquals(10 * (1 - Math.pow(1 - 10 / 98.0, 5)), embedded.distinctOf(10, 5), 1e-12);
        assertEquals(10, embedded.distinctOf(10, 91), 1e-12);
    }

    @Test
    void distinctContainersOfItemsPickedAtRandom() {
        assertEquals(30 * (1 - Math.pow(29.0 / 30, 5)), BucketFill.distinctContainers(30, 5), 1e-12);
        assertEquals(1, BucketFill.distinctContainers(1, 20), 1e-12, "all in the one container");
        assertEquals(20, BucketFill.distinctContainers(0, 20), 1e-12, "containers unknown: one each");
        assertEquals(0, BucketFill.distinctContainers(30, 0), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> BucketFill.of(readings(0, 4, null), 0));
    }

    @Test
    void tiedItemsInTheStoresOrderComeFromConsecutiveContainers() {
        // 60 children a parent in buckets of 50 and 10; a fifth of the items tie at the top (docs/counting-rules.md "Ties in an order"):
        // the first 50 tied come from a stretch of 250 items; the last lies in a bucket of 2600 / 60 items, half of it in the stretch
        BucketFill fill = BucketFill.of(readings(60, 60, 60), 50);
        double last = (50 * 50 + 10 * 10) / 60.0;
        double before = 250 - last / 2;
        double holding = (1 - Math.pow(0.8, 50)) + (1 - Math.pow(0.8, 10));
        double held = 50 * (1 - Math.pow(0.8, 50)) + 10 * (1 - Math.pow(0.8, 10));
        BucketFill.Stretch stretch = fill.stretchOf(1000, 50, 0.2);
        assertEquals(1 + before * holding / 60, stretch.containers(), 1e-9);
        assertEquals(last + before * held / 60, stretch.items(), 1e-9);
        // embedded, one container of 60 a parent: 1 + (250 - 30) / 60 parents, each before the last holding a tied item
        // unless none of its 60 ties (0.8^60)
        BucketFill.Stretch parents = BucketFill.embedded(readings(60, 60, 60)).stretchOf(1000, 50, 0.2);
        double hit = 1 - Math.pow(0.8, 60);
        assertEquals(1 + 220 / 60.0 * hit, parents.containers(), 1e-9);
        assertEquals(60 + 220 * hit, parents.items(), 1e-9);
        // never more containers than exist, nor than items taken
        assertEquals(2, BucketFill.of(readings(60, 60, 60), 50).stretchOf(1, 50, 0.2).containers(), 1e-9);
        assertEquals(3, fill.stretchOf(1000, 3, 0.01).containers(), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> fill.stretchOf(10, 5, 0));
    }
}
