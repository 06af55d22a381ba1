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
    void tiedItemsInTheStoresOrderComeFromConsecutiveContainersFromAParentsFirstChild() {
        // 60 children a parent; a fifth of the items tie at the top (docs/counting-rules.md "Ties in an order"): the
        // 50th tied item lies X = 50 + F items into the store's order (F the untied before it, negative binomial), and the
        // order starts at a parent's first child, so X items reach ceil(X / 60) parents' documents, each before the last
        // read unless none of its 60 ties (0.8^60)
        BucketFill embedded = BucketFill.embedded(readings(60, 60, 60));
        double hit = 1 - Math.pow(0.8, 60);
        double reached = TiedPlaces.expected(50, 0.2, x -> Math.ceil(x / 60.0));
        BucketFill.Stretch parents = embedded.stretchOf(1000, 50, 0.2);
        assertEquals(1 + (reached - 1) * hit, parents.containers(), 1e-6);
        assertEquals(60 + (reached - 1) * hit * 60, parents.items(), 1e-4);
        // in buckets of 50: a parent's containers start 0 and 50 children in (50 and 10 items), the last sized as the
        // bucket an item lies in
        BucketFill buckets = BucketFill.of(readings(60, 60, 60), 50);
        double bucketsReached = TiedPlaces.expected(50, 0.2, x -> Math.ceil(x / 60.0) + Math.ceil((x - 50) / 60.0));
        double holding = (1 - Math.pow(0.8, 50)) + (1 - Math.pow(0.8, 10));
        double held = 50 * (1 - Math.pow(0.8, 50)) + 10 * (1 - Math.pow(0.8, 10));
        double last = (50 * 50 + 10 * 10) / 60.0;
        BucketFill.Stretch stretch = buckets.stretchOf(1000, 50, 0.2);
        assertEquals(1 + (bucketsReached - 1) * holding / 2, stretch.containers(), 1e-6);
        assertEquals(last + (bucketsReached - 1) * held / 2, stretch.items(), 1e-4);
        // never more containers than exist (one parent's two, the first read when it holds a tied item), nor than items taken
        assertEquals(1 + holding / 2, buckets.stretchOf(1, 50, 0.2).containers(), 1e-9);
        assertEquals(3, buckets.stretchOf(1000, 3, 0.01).containers(), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> buckets.stretchOf(10, 5, 0));
    }

    @Test
    void aStretchShorterThanAParentsChildrenLiesInTheFirstParent() {
        // 40 children a parent: the first 33 of the store's order are the first parent's, the first 41 reach a second
        BucketFill customers = BucketFill.embedded(readings(40, 40, 40));
        assertEquals(1, customers.stretchOf(1000, 33, 1).containers(), 1e-9, "33 consecutive items of parents of 40");
        assertEquals(2, customers.stretchOf(1000, 41, 1).containers(), 1e-9);
        assertEquals(3, customers.stretchOf(1000, 81, 1).containers(), 1e-9);
        assertEquals(1001 / 40.0 + 0.5, customers.stretchOf(1000, 1001, 1).containers(), 0.5, "past the table: one parent a 40 items");
        // customers of 30 to 50 tickets, 60 % tied (decision 0564's 20 closed earliest): the 20th tied lies about 33
        // tickets in, mostly inside the first customer; the old rule said 1.33 (the last half inside the stretch)
        BucketFill spread = BucketFill.embedded(readings(30, 40, null));
        double simulated = simulated(30, 50, 20, 0.6, 400_000);
        double priced = spread.stretchOf(1000, 20, 0.6).containers();
        assertEquals(simulated, priced, 0.01 * simulated, "customers the 20 tied items come from");
        assertEquals(1.2, priced, 0.05);
        // a long stretch: 200 tied at 0.6, about 8.3 customers of 30 to 50
        assertEquals(simulated(30, 50, 200, 0.6, 100_000), spread.stretchOf(1000, 200, 0.6).containers(), 0.08);
    }

    /**
     * The parents read for the first {@code n} tied items of the store's order, drawn {@code runs} times: each parent's
     * count even between {@code min} and {@code max}, rounded up or down keeping its mean (as the sample draws them),
     * each item tied with the chance {@code share}; a parent is read when it holds one of the n.
     */
    private static double simulated(int min, int max, int n, double share, int runs) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(564);
        long read = 0;
        for (int run = 0; run < runs; run++) {
            int tied = 0;
            while (tied < n) {
                double k = min + random.nextDouble() * (max - min);
                long children = (long) Math.floor(k) + (random.nextDouble() < k - Math.floor(k) ? 1 : 0);
                boolean holds = false;
                for (long c = 0; c < children && tied < n; c++) {
                    if (random.nextDouble() < share) {
                        tied++;
                        holds = true;
                    }
                }
                if (holds) read++;
            }
        }
        return (double) read / runs;
    }
}
