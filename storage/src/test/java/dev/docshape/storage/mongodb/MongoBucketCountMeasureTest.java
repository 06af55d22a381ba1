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
 * Comments kept in buckets, measured on a MongoDB server, on a post whose comments are all in buckets and on one
 * keeping its latest 5 in a subset and every comment in buckets: a count of them is one {@code aggregate} adding up the
 * item counts of the post's buckets (docs/counting-rules.md "Batched"), and a filter's matches among all comments are
 * read from the buckets (docs/counting-rules.md "Items of all parents taken by an order"), as the estimate counts.
 */
class MongoBucketCountMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void theBucketsCountIsSentAndAgreesWithTheEstimate() throws Exception {
        Project project = blog();
        Project one = only(project, "count-comments");
        // the same read without its count: what measuring sends besides the pattern's requests (checking the database)
        Project plain = only(project, "read-post");
        for (Design design : project.designs()) {
            try (Pushed pushed = push(one, design, "bucket_counts_")) {
                long before = server.commands(pushed.database, "aggregate");
                MongoMeasurer.measure(plain, design, pushed.source, pushed.mongo, Profile.mongodb(), 20, null, null, Progress.NONE);
                long besides = server.commands(pushed.database, "aggregate") - before;
                before = server.commands(pushed.database, "aggregate");
                PatternMeasure m = pushed.measure(one, design);
                String context = design.name() + "\n" + pushed.text;
                assertEquals(m.runs(), server.commands(pushed.database, "aggregate") - before - besides, "one sum of the buckets' counts a run: " + context);
                assertEquals(2, m.estRoundTrips(), "the post and its count: " + context);
                assertAgrees(m, pushed, context);
            }
        }
    }

    @Test
    void aFiltersCommentsOfAllPostsAreReadFromTheBuckets() throws Exception {
        Project one = only(blog(), "flagged-comments");
        Design design = one.designs().stream().filter(d -> d.name().equals("latest-and-buckets")).findFirst().orElseThrow();
        try (Pushed pushed = push(one, design, "bucket_reads_")) {
            PatternMeasure m = pushed.measure(one, design);
            String context = pushed.text;
            assertAgrees(m, pushed, context);
            // the distinct buckets the 100 comments lie in (88.3 on this sample), not 100 posts' documents
            assertTrue(m.estDocsRead() < 95, "the buckets 100 comments lie in: " + context);
        }
    }

    private static void assertAgrees(PatternMeasure m, Pushed pushed, String context) {
        assertEquals(m.estRoundTrips(), m.roundTrips(), "round trips: " + context);
        assertWithin(m.estDocsRead(), m.docsRead(), "documents: " + context);
        assertWithin(m.estBytesRead(), m.bytesRead(), "bytes: " + context);
        PatternMeasure onStore = pushed.onStore(m.patternId());
        assertEquals(onStore.estRoundTrips(), onStore.roundTrips(), "the sample store's round trips: " + context);
    }

    /** A design's sample, materialized, measured on the sample store and pushed to its own database. */
    private final class Pushed implements AutoCloseable {
        final String database;
        final MongoConnection mongo;
        final SampleSource source;
        final MeasureReport sqlite;
        String text = "";

        Pushed(Project project, Design design, String prefix) {
            database = prefix + design.name().replace('-', '_');
            Path store = dir.resolve(database + ".db");
            SampleData.materialize(project, design.name(), store, SampleOptions.of(1, 0.01), Progress.NONE);
            sqlite = Measurer.measure(project, store, Profile.mongodb(), 20, Progress.NONE);
            mongo = MongoConnection.open(server.settings(database));
            source = SampleSource.choose(project, design, store, SampleOptions.of(99, 1));
            MongoPush.push(project, design.name(), source.options(), mongo, false, Progress.NONE);
        }

        PatternMeasure measure(Project project, Design design) {
            MongoMeasureReport report = MongoMeasurer.measure(project, design, source, mongo, Profile.mongodb(), 20, sqlite, null, Progress.NONE);
            text = report.text();
            return report.patterns().get(0);
        }

        PatternMeasure onStore(String patternId) {
            return sqlite.patterns().stream().filter(p -> p.patternId().equals(patternId)).findFirst().orElseThrow();
        }

        @Override
        public void close() {
            mongo.close();
        }
    }

    private Pushed push(Project project, Design design, String prefix) {
        return new Pushed(project, design, prefix);
    }

    private static Project blog() throws Exception {
        return ProjectFiles.load(Path.of(MongoBucketCountMeasureTest.class.getResource("/workloads/blog-bucket-counts.docshape").toURI()));
    }

    private static Project only(Project project, String pattern) {
        return project.withModel(project.model().withPatterns(List.of(
                project.model().patterns().stream().filter(p -> p.id().equals(pattern)).findFirst().orElseThrow())));
    }

    private static void assertWithin(double expected, double actual, String what) {
        assertTrue(Math.abs(actual - expected) <= 0.1 * expected, what + ": " + actual + " against " + expected);
    }
}
