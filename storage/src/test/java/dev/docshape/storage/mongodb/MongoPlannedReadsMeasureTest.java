package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.testing.WireServer;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.Sorts;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.measure.PatternRuns;
import dev.docshape.storage.sample.SampleGenerator;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The measure on a MongoDB server runs a pattern as the estimate plans it, as the sample store's measure does (decisions
 * 0463, 0481): the marketplace's orders of one line among orders of three on average still have their listings queried
 * for the titles, not read whole by id, and the first items of all taken from a few posts' buckets are named as a
 * skewed draw of parents, with how many.
 */
class MongoPlannedReadsMeasureTest {
    /** How the report's note on a skewed draw of parents begins (docs/counting-rules.md "A skewed sample"). */
    private static final String SKEWED = "a skewed sample: ";

    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    private static Project workload(String name) throws Exception {
        return ProjectFiles.load(Path.of(MongoPlannedReadsMeasureTest.class.getResource("/workloads/" + name + ".docshape").toURI()));
    }

    private static PatternMeasure pattern(MongoMeasureReport report, String id) {
        return report.patterns().stream().filter(p -> p.patternId().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void anOrderOfOneLineHasItsListingsTitlesQueriedAsPlanned() throws Exception {
        Project project = workload("unseen/marketplace");
        Design design = project.design("referenced").orElseThrow();
        try (PushedSample pushed = new PushedSample(server, dir, project, design, "planned_", 0.001)) {
            // under Cosmos DB a point read returns the whole listing, its 1,200-byte description too; the plan's query the title
            MeasureReport store = Measurer.measure(project, pushed.store, Profile.cosmos(), PushedSample.SAMPLES, Progress.NONE);
            MongoMeasureReport report = MongoMeasurer.measure(project, design, pushed.source, pushed.mongo, Profile.cosmos(),
                    PushedSample.SAMPLES, store, null, Progress.NONE);
            PatternMeasure orderDetail = pattern(report, "order-detail");
            PatternMeasure onStore = store.patterns().stream().filter(p -> p.patternId().equals("order-detail")).findFirst().orElseThrow();
            String context = orderDetail + "\n" + report.text();
            assertEquals(orderDetail.estRoundTrips(), orderDetail.roundTrips(), "round trips: " + context);
            assertEquals(onStore.docsRead(), orderDetail.docsRead(), 1e-9, "documents, as the sample store reads them: " + context);
            assertTrue(orderDetail.bytesReturned() < 0.5 * orderDetail.bytesRead(), "the titles, not the whole listings: " + context);
            // the server sends BSON: its bytes are held against the estimate in MongoDB's encoding
            PatternMeasure inBson = pattern(pushed.measureAll(project, design), "order-detail");
            assertTrue(within(inBson.bytesReturned(), inBson.estBytesReturned()), "bytes returned: " + inBson + "\n" + pushed.text);
        }
    }

    @Test
    void theNewestCommentsOfAFewPostsNameTheParentsSampled() throws Exception {
        Project project = workload("blog-bucket-counts");
        Design design = project.design("buckets").orElseThrow();
        try (PushedSample pushed = new PushedSample(server, dir, project, design, "skewed_", 0.001)) {
            MongoMeasureReport report = pushed.measureAll(project, design);
            PatternMeasure newest = pattern(report, "newest-comments");
            String context = newest + "\n" + report.text();
            // seed 1: the 50 newest comments sit in the newest buckets of 16 of the 27 posts, 16 % below the average bucket
            assertTrue(!within(newest.bytesRead(), newest.estBytesRead()), "this sample's draw strays: " + context);
            assertTrue(newest.notes().stream().anyMatch(n -> n.startsWith(SKEWED)
                    && n.matches(".*\\(sampled \\d+ parents, of the sample's \\d+ holding items\\).*")), "the parents are named: " + context);
            PatternMeasure onStore = pushed.onStore("newest-comments");
            assertEquals(onStore.docsRead(), newest.docsRead(), 1e-9, "the same buckets as the sample store reads: " + context);
        }
    }

    @Test
    void aReadOfThreeFieldsGetsBackTheProjectedDocumentsAndNamesItsParents() throws Exception {
        Project project = workload("unseen/marketplace");
        Design design = project.design("referenced").orElseThrow();
        try (PushedSample pushed = new PushedSample(server, dir, project, design, "projected_", 0.001)) {
            MongoMeasureReport report = pushed.measureAll(project, design);
            PatternMeasure orders = pattern(report, "buyer-orders");
            String context = orders + "\n" + report.text();
            // what the application gets for "a buyer's orders (placedAt, total, state)", asked of the server directly
            CollectionShape stored = Projector.project(project.model(), design).collections().stream()
                    .filter(c -> c.rootEntity().equals("order")).findFirst().orElseThrow();
            String buyerId = stored.document().fields().stream()
                    .filter(f -> "buyer-orders".equals(f.relationship())).findFirst().orElseThrow().name();
            long[] buyers = rootsOf(project, design, pushed, "buyer-orders");
            double projected = 0;
            for (long buyer : buyers) {
                projected += server.client().getDatabase(pushed.database).getCollection(stored.name(), RawBsonDocument.class)
                        .find(Filters.eq(buyerId, BsonDocuments.idValue(SampleGenerator.idOf("buyer", buyer).hex())))
                        .projection(Projections.include("placedAt", "total", "state"))
                        .into(new ArrayList<>()).stream().mapToLong(d -> d.getByteBuffer().remaining()).sum();
            }
            projected /= buyers.length;
            assertEquals(projected, orders.bytesReturned(), 1e-9, "bytes returned are the BSON of the three fields: " + context);
            assertTrue(orders.bytesReturned() < orders.bytesRead(), "the rest of each order stays on the server: " + context);
            assertTrue(within(orders.bytesReturned(), orders.estBytesReturned()), "bytes returned as estimated: " + context);
            assertEquals(buyers.length, orders.parents(), "one distinct buyer per run: " + context);
            assertTrue(report.text().contains("sampled " + buyers.length + " distinct parents"), "the report says so: " + context);
        }
    }

    private static long[] rootsOf(Project project, Design design, PushedSample pushed, String patternId) {
        Projection projection = Projector.project(project.model(), design);
        SampleGenerator sample = SampleGenerator.of(project.model(), design, projection, pushed.source.options());
        AccessPattern p = project.model().patterns().stream().filter(x -> x.id().equals(patternId)).findFirst().orElseThrow();
        return new PatternRuns(project, design, projection, Profile.mongodb()).rootIndexes(p, sample, PushedSample.SAMPLES);
    }

    private static boolean within(double measured, double estimated) {
        return Math.abs(measured - estimated) <= MeasureReport.TOLERANCE * estimated;
    }
}
