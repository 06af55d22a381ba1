package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * "The 5 hottest readings of all devices" when readings live only in buckets: the query returns the distinct bucket
 * documents the 5 readings sit in, each at the fill of a bucket a reading lies in (docs/counting-rules.md "Items of all
 * parents taken by an order").
 */
class FirstOfAllBucketsTest {

    /** 10 devices with exactly 10 readings each, a reading holding its id and a temperature. */
    private static DataModel fleet(Ordering order) {
        Entity device = Entity.of("device", "Device", List.of(), 10);
        Entity reading = Entity.of("reading", "Reading", List.of(Field.of("temp", FieldType.DOUBLE)), 100);
        Relationship readings = new Relationship("device-readings", "device", "reading", "readings", "device",
                Cardinality.ONE_TO_MANY, 10, 10, 1, true, Volatility.STABLE, 10);
        ReadPattern hottest = new ReadPattern("hottest", "the 5 hottest readings", 1, "reading", Selection.FILTER, null,
                100, 5, List.of(), List.of(), List.of(), order);
        return new DataModel(List.of(device, reading), List.of(readings), List.of(hottest));
    }

    private static PatternEstimate estimate(Ordering order) {
        Design buckets = Design.named("buckets").withMapping("device-readings", new Mapping(new Bucket(4), false));
        return Estimator.estimate(fleet(order), buckets, Profile.mongodb()).pattern("hottest").orElseThrow();
    }

    /**
     * 100 readings in 30 buckets, 20 of 4 and 10 of 2: 5 readings picked at random miss a bucket of s with the chance
     * C(100 - s, 5) / C(100, 5), taken as (1 - s / 98)^5 (the middle of the 5 draws: 100 - 2 readings left).
     */
    private static final double BUCKETS = 20 * (1 - Math.pow(1 - 4 / 98.0, 5)) + 10 * (1 - Math.pow(1 - 2 / 98.0, 5));

    @Test
    void theFirstFiveOfAllFallInFewerBucketsThanFive() {
        PatternEstimate read = estimate(Ordering.descending("temp"));
        assertEquals(BUCKETS, read.docsRead(), 1e-9);
        // the exact hypergeometric chances: 10 (2 (1 - C(96,5)/C(100,5)) + (1 - C(98,5)/C(100,5))) = 4.74230
        assertEquals(4.74230, read.docsRead(), 5e-3, "within a thousandth of the exact expectation");
        // buckets alike (30 (1 - (29/30)^5) = 4.678) would miss that fuller buckets hold more of the 5
        assertEquals(1, read.roundTrips());
        // BSON: 5 + _id 17 + deviceId 22 + count 11 + the array's 15 and 38 per reading (1 + "0\0" + a 35-byte object of
        // id and temp); a reading lies in a bucket of 4 or of 2 readings, (4*4 + 4*4 + 2*2) / 10 = 3.6 on average
        assertEquals(BUCKETS * (70 + 38 * 3.6), read.bytesRead(), 1e-6);
    }

    @Test
    void aFilterInNoOrderReadsTheBucketsItsMatchesFallIn() {
        PatternEstimate read = estimate(null);
        // 5 matches of a filter fall in their buckets as the first 5 by an order do (docs/counting-rules.md)
        assertEquals(BUCKETS, read.docsRead(), 1e-9);
        assertEquals(BUCKETS * (70 + 38 * 3.6), read.bytesRead(), 1e-6);
    }
}
