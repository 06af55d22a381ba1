package dev.docshape.storage.measure;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code measure} reads bucket documents as the estimate sizes them (docs/counting-rules.md "Bucket documents read"), on
 * the model of the estimate's own test: 10 devices with exactly 30 readings each, in buckets of 8 (three full, the
 * newest of 6), a bucket of k readings 70 + 38 k bytes in BSON. The sample holds the model's counts, so the measured
 * figures are the arithmetic's, not near it.
 */
class BucketDocumentsMeasureTest {
    @TempDir
    Path dir;

    private static double bucketOf(double readings) {
        return 70 + 38 * readings;
    }

    private static ReadPattern ofOneDevice(String id, int limit) {
        return new ReadPattern(id, "a device's latest " + limit + " readings", 1, "reading", Selection.FILTER, "device-readings",
                30, limit, List.of("temp"), List.of(), List.of());
    }

    @Test
    void measureReadsTheBucketsTheEstimateSizes() {
        Entity device = Entity.of("device", "Device", List.of(), 10);
        Entity reading = Entity.of("reading", "Reading", List.of(Field.of("temp", FieldType.DOUBLE)), 300);
        Relationship r = new Relationship("device-readings", "device", "reading", "readings", "device",
                Cardinality.ONE_TO_MANY, 30, 30, 1, true, Volatility.STABLE, 30);
        ReadPattern one = new ReadPattern("one", "one reading", 1, "reading", Selection.BY_ID, null, 1, 1, List.of(), List.of(), List.of());
        DataModel model = new DataModel(List.of(device, reading), List.of(r),
                List.of(ofOneDevice("five", 5), ofOneDevice("ten", 10), ofOneDevice("all", 0), one));
        Design buckets = Design.named("buckets").withMapping("device-readings", new Mapping(new Bucket(8), false));
        Project project = new Project("fleet", "", model, List.of(buckets), "buckets");
        Path store = dir.resolve("fleet.db");
        SampleData.materialize(project, "buckets", store, SampleOptions.of(1, 1.0), Progress.NONE);

        Map<String, PatternMeasure> measured = new HashMap<>();
        for (PatternMeasure p : Measurer.measure(project, store, Profile.mongodb(), 20, Progress.NONE).patterns()) measured.put(p.patternId(), p);

        // the first N over the newest buckets: read whole, sent back holding only the N taken (decision 0524)
        assertReads(measured.get("five"), 1, bucketOf(6), bucketOf(5));
        assertReads(measured.get("ten"), 2, bucketOf(6) + bucketOf(8), bucketOf(6) + bucketOf(4));
        assertReads(measured.get("all"), 4, 3 * bucketOf(8) + bucketOf(6), 3 * bucketOf(8) + bucketOf(6));
        // a reading picked at random lies in a full bucket 24 times in 30: the runs spread over all readings average that
        PatternMeasure byId = measured.get("one");
        assertEquals(1, byId.docsRead(), 1e-9);
        assertEquals(bucketOf(7.6), byId.estBytesRead(), 1e-9);
        assertEquals(1, byId.bytesRead() / byId.estBytesRead(), 0.02, "measured " + byId.bytesRead() + ", estimated " + byId.estBytesRead());
    }

    /**
     * Deleting a parent deletes its buckets: as many as its children fill over their spread, not the average's. 40 loans
     * a member drawn between 0 and 80 fill 2.5 buckets of 20 on average; the estimate counted ceil(40 / 20) = 2.
     */
    @Test
    void deletingAParentWritesTheBucketsItsChildrenFill() {
        Entity member = Entity.of("member", "Member", List.of(Field.of("name", FieldType.STRING)), 200);
        Entity loan = Entity.of("loan", "Loan", List.of(Field.of("due", FieldType.DATE)), 8_000);
        Relationship r = new Relationship("member-loans", "member", "loan", "loans", "member",
                Cardinality.ONE_TO_MANY, 40, 80, 1, true, Volatility.STABLE, 0);
        WritePattern leave = new WritePattern("leave", "a member leaves", 1, WriteKind.DELETE, "member", null, List.of(), List.of());
        DataModel model = new DataModel(List.of(member, loan), List.of(r), List.of(leave));
        Design buckets = Design.named("buckets").withMapping("member-loans", new Mapping(new Bucket(20), false));
        Project project = new Project("library", "", model, List.of(buckets), "buckets");
        Path store = dir.resolve("library.db");
        SampleData.materialize(project, "buckets", store, SampleOptions.of(1, 1.0), Progress.NONE);

        PatternMeasure measured = Measurer.measure(project, store, Profile.mongodb(), 200, Progress.NONE).patterns().get(0);
        assertEquals(1, measured.docsWritten() / measured.estDocsWritten(), 0.05,
                "measured " + measured.docsWritten() + ", estimated " + measured.estDocsWritten());
        assertTrue(measured.estDocsWritten() > 3.3, "the member and more than 2 buckets: " + measured.estDocsWritten());
    }

    /** Measured and estimated alike: the documents and bytes of the arithmetic, each bucket read whole. */
    private static void assertReads(PatternMeasure p, double buckets, double bytes, double returned) {
        assertEquals(buckets, p.docsRead(), 1e-9, p.name());
        assertEquals(buckets, p.estDocsRead(), 1e-9, p.name());
        assertEquals(bytes, p.bytesRead(), 1e-9, p.name());
        assertEquals(bytes, p.estBytesRead(), 1e-9, p.name());
        assertEquals(returned, p.bytesReturned(), 1e-9, p.name() + ": what the buckets send back");
        assertEquals(returned, p.estBytesReturned(), 1e-9, p.name());
    }
}
