package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A count of children kept in buckets measured on a MongoDB server (docs/counting-rules.md "Batched"): one
 * {@code aggregate} adding up the item counts of the parent's buckets, the request the estimate counts, on a post whose
 * comments are all in buckets and on one keeping its latest 5 in a subset and every comment in buckets.
 */
class MongoBucketCountMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void theBucketsCountIsSentAndAgreesWithTheEstimate() throws Exception {
        Project project = ProjectFiles.load(Path.of(MongoBucketCountMeasureTest.class.getResource("/workloads/blog-bucket-counts.docshape").toURI()));
        Project one = only(project, "count-comments");
        // the same read without its count: what measuring sends besides the pattern's requests (checking the database)
        Project plain = only(project, "read-post");
        for (Design design : project.designs()) {
            String database = "bucket_counts_" + design.name().replace('-', '_');
            Path store = dir.resolve(database + ".db");
            SampleData.materialize(one, design.name(), store, SampleOptions.of(1, 0.01), Progress.NONE);
            MeasureReport sqlite = Measurer.measure(one, store, Profile.mongodb(), 20, Progress.NONE);
            try (MongoConnection mongo = MongoConnection.open(server.settings(database))) {
                SampleSource source = SampleSource.choose(one, design, store, SampleOptions.of(99, 1));
                MongoPush.push(one, design.name(), source.options(), mongo, false, Progress.NONE);
                long before = server.commands(database, "aggregate");
                MongoMeasurer.measure(plain, design, source, mongo, Profile.mongodb(), 20, null, null, Progress.NONE);
                long besides = server.commands(database, "aggregate") - before;
                before = server.commands(database, "aggregate");
                MongoMeasureReport report = MongoMeasurer.measure(one, design, source, mongo, Profile.mongodb(), 20, sqlite, null, Progress.NONE);
                PatternMeasure m = report.patterns().get(0);
                String context = design.name() + "\n" + report.text();
                assertEquals(m.runs(), server.commands(database, "aggregate") - before - besides, "one sum of the buckets' counts a run: " + context);
                assertEquals(2, m.estRoundTrips(), "the post and its count: " + context);
                assertEquals(m.estRoundTrips(), m.roundTrips(), "round trips: " + context);
                assertWithin(m.estDocsRead(), m.docsRead(), "documents: " + context);
                assertWithin(m.estBytesRead(), m.bytesRead(), "bytes: " + context);
                PatternMeasure onStore = report.sqlite().get(m.patternId());
                assertEquals(onStore.estRoundTrips(), onStore.roundTrips(), "the sample store's round trips: " + context);
            }
        }
    }

    private static Project only(Project project, String pattern) {
        return project.withModel(project.model().withPatterns(List.of(
                project.model().patterns().stream().filter(p -> p.id().equals(pattern)).findFirst().orElseThrow())));
    }

    private static void assertWithin(double expected, double actual, String what) {
        assertTrue(Math.abs(actual - expected) <= 0.1 * expected, what + ": " + actual + " against " + expected);
    }
}
