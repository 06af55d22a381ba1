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
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Bucket documents are sized by the children they hold (docs/counting-rules.md "Bucket documents read"): 10 devices with
 * exactly 30 readings each, in buckets of 8, so every device has three full buckets and a newest one of 6. In BSON a
 * bucket of k readings is 70 + 38 k bytes: 5 + _id 17 + deviceId 22 + count 11 + the array's name 10 and 5, and 38 a
 * reading (its type byte, its key "0".."9" with its 0, and a 35-byte object: 5 + id 16 + temp 14).
 */
class BucketDocumentsReadTest {
    private static final Design BUCKETS = Design.named("buckets").withMapping("device-readings", new Mapping(new Bucket(8), false));

    private static double bucketOf(double readings) {
        return 70 + 38 * readings;
    }

    private static DataModel fleet(long readings, AccessPattern pattern) {
        Entity device = Entity.of("device", "Device", List.of(), 10);
        Entity reading = Entity.of("reading", "Reading", List.of(Field.of("temp", FieldType.DOUBLE)), readings);
        Relationship r = new Relationship("device-readings", "device", "reading", "readings", "device",
                Cardinality.ONE_TO_MANY, 30, 30, 1, true, Volatility.STABLE, 30);
        return new DataModel(List.of(device, reading), List.of(r), List.of(pattern));
    }

    private static ReadPattern ofOneDevice(int limit) {
        return new ReadPattern("latest", "a device's latest readings", 1, "reading", Selection.FILTER, "device-readings",
                30, limit, List.of(), List.of(), List.of());
    }

    private static PatternEstimate estimate(long readings, AccessPattern pattern) {
        return Estimator.estimate(fleet(readings, pattern), BUCKETS, Profile.mongodb()).pattern(pattern.id()).orElseThrow();
    }

    @Test
    void theCollectionsBucketHoldsItsParentsChildrenOverItsBuckets() {
        // 30 readings in 4 buckets: 7.5 a bucket, not the 8 a full one holds
        var shape = Projector.project(fleet(300, ofOneDevice(0)), BUCKETS).bucketCollection("device-readings").orElseThrow();
        assertEquals(bucketOf(7.5), DocumentSizer.size(shape.document(), Profile.mongodb()).avgBytes(), 1e-9);
    }

    @Test
    void theNewestBucketIsTheOneNotYetFull() {
        PatternEstimate five = estimate(300, ofOneDevice(5));
        assertEquals(1, five.docsRead(), 1e-9);
        assertEquals(bucketOf(6), five.bytesRead(), 1e-9, "the 5 newest lie in the newest bucket, which holds 6");
        // one aggregate takes the first 5 items over the newest buckets: the bucket comes back holding only them (decision 0524)
        assertEquals(bucketOf(5), five.requests().get(0).bytesReturned(), 1e-9, "the bucket comes back holding the 5");
    }

    @Test
    void moreThanABucketsWorthReadsTheNewestAndTheFullOneBeforeIt() {
        PatternEstimate ten = estimate(300, ofOneDevice(10));
        assertEquals(2, ten.docsRead(), 1e-9);
        assertEquals(bucketOf(6) + bucketOf(8), ten.bytesRead(), 1e-9);
        assertEquals(bucketOf(6) + bucketOf(4), ten.requests().get(0).bytesReturned(), 1e-9, "the newest 6 and 4 of the one before");
    }

    @Test
    void everyChildReadsEveryBucketOfTheParent() {
        PatternEstimate all = estimate(300, ofOneDevice(0));
        assertEquals(4, all.docsRead(), 1e-9);
        assertEquals(3 * bucketOf(8) + bucketOf(6), all.bytesRead(), 1e-9);
    }

    @Test
    void aBucketFoundByOneOfItsItemsIsTheSizeOfTheBucketAnItemLiesIn() {
        ReadPattern one = new ReadPattern("one", "one reading", 1, "reading", Selection.BY_ID, null, 1, 1, List.of(), List.of(), List.of());
        PatternEstimate read = estimate(300, one);
        assertEquals(1, read.docsRead(), 1e-9);
        // 24 of the 30 readings lie in a bucket of 8, 6 in the bucket of 6: (24 * 8 + 6 * 6) / 30 = 7.6
        assertEquals(bucketOf(7.6), read.bytesRead(), 1e-9);
    }

    @Test
    void childrenCappedAtTheEntitysCountFillFewerBuckets() {
        // a model of 20 readings where a device averages 30: the device in hand has 20, in buckets of 8, 8 and 4
        PatternEstimate all = estimate(20, ofOneDevice(0));
        assertEquals(3, all.docsRead(), 1e-9);
        assertEquals(2 * bucketOf(8) + bucketOf(4), all.bytesRead(), 1e-9);
    }
}
