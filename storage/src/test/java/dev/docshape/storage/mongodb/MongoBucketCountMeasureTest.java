package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Command;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Comments kept in buckets, measured on a MongoDB server, on a post whose comments are all in buckets and on one
 * keeping its latest 5 in a subset and every comment in buckets: a count of them is one {@code aggregate} adding up the
 * item counts of the post's buckets (docs/counting-rules.md "Batched"), a comment's count of its posts is one {@code aggregate}
 * counting the items of the buckets holding it (decision 0397), and a filter's matches among all comments are
 * read from the buckets (docs/counting-rules.md "Items of all parents taken by an order"), as the estimate counts.
 * Each design's sample is pushed once for the class (the patterns measured do not change the data), and each pattern
 * measured once on it. The sample is small (54 posts, about 3,200 comments): the wire server answers a filter on the
 * buckets by scanning every item of every bucket, and the estimate is taken at the sample's own counts, so a smaller
 * sample checks the same agreement at a fraction of the cost (decision 0442).
 */
class MongoBucketCountMeasureTest {
    /** 2 users, 54 posts, about 3,240 comments in about 110 buckets: 100 comments lie in fewer buckets than comments. */
    private static final double SCALE = 0.002;
    @RegisterExtension
    static final WireServer server = new WireServer();
    private static final Map<String, PushedSample> PUSHED = new HashMap<>();
    private static final Map<String, Measured> MEASURED = new HashMap<>();

    @TempDir
    static Path dir;

    @AfterAll
    static void closePushed() {
        PUSHED.values().forEach(PushedSample::close);
    }

    @Test
    void theBucketsCountIsSentAndAgreesWithTheEstimate() throws Exception {
        assertOneAggregateARun("count-comments", "read-post");
    }

    @Test
    void aCommentsPostsAreCountedByTheBucketsHoldingIt() throws Exception {
        assertOneAggregateARun("flagged-comment-posts", "flagged-comments");
    }

    /**
     * On every design, {@code pattern} (a read and its count) sends one {@code aggregate} a run more than {@code plain},
     * the same read without its count (what measuring sends besides, checking the database), and agrees with the estimate.
     */
    private void assertOneAggregateARun(String pattern, String plain) throws Exception {
        for (Design design : blog().designs()) {
            Measured with = measured(design, pattern);
            long besides = measured(design, plain).aggregates();
            PatternMeasure m = with.measure();
            String context = design.name() + "\n" + with.text();
            assertEquals(m.runs(), with.aggregates() - besides, "one aggregate a run: " + context);
            assertEquals(2, m.estRoundTrips(), "the read and its count: " + context);
            assertAgrees(m, pushed(design), context);
        }
    }

    /**
     * A post's count over its buckets: {@code measure} sends the exported templates' pipeline, stage by stage, grouped by
     * the same key, the buckets' item counts summed per post (decision 0409), not once for all the posts in hand.
     */
    @Test
    void theBucketsCountsAreTheTemplatesPipelines() throws Exception {
        Project project = blog();
        for (Design design : project.designs()) {
            List<QueryTemplate> templates = QueryTemplates.of(project.model(), design, Projector.project(project.model(), design),
                    Estimator.estimate(project.model(), design, Profile.mongodb()));
            for (String pattern : List.of("count-comments")) {
                Set<List<String>> written = new LinkedHashSet<>();
                for (QueryTemplate t : templates) {
                    if (!t.patternId().equals(pattern)) continue;
                    for (Operation op : t.operations()) if (op.command() == Command.AGGREGATE) written.add(TemplateStages.of(op));
                }
                assertFalse(written.isEmpty(), design.name() + " / " + pattern + ": the templates count");
                assertEquals(written, new LinkedHashSet<>(measured(design, pattern).pipelines()),
                        design.name() + " / " + pattern + ": the templates' count is measure's");
            }
        }
    }

    @Test
    void aFiltersCommentsOfAllPostsAreReadFromTheBuckets() throws Exception {
        Design design = blog().design("latest-and-buckets").orElseThrow();
        Measured measured = measured(design, "flagged-comments");
        PatternMeasure m = measured.measure();
        assertAgrees(m, pushed(design), measured.text());
        // the distinct buckets the 100 comments lie in (88.3 on this sample), not 100 posts' documents
        assertTrue(m.estDocsRead() < 95, "the buckets 100 comments lie in: " + measured.text());
    }

    /**
     * A pattern measured alone on a design's pushed sample, the {@code aggregate} commands it sent, the stages of those
     * that count (not the driver's {@code countDocuments}) and the report's text.
     */
    private record Measured(PatternMeasure measure, long aggregates, List<List<String>> pipelines, String text) {
    }

    /** Measured once for the class: a measure the tests share (the plain read of one is the pattern of another). */
    private static Measured measured(Design design, String pattern) throws Exception {
        String key = design.name() + "/" + pattern;
        Measured measured = MEASURED.get(key);
        if (measured == null) {
            PushedSample pushed = pushed(design);
            long before = server.commands(pushed.database, "aggregate");
            int counted = counts(pushed.database).size();
            PatternMeasure m = pushed.measure(only(blog(), pattern), design);
            List<List<String>> counts = counts(pushed.database);
            measured = new Measured(m, server.commands(pushed.database, "aggregate") - before, counts.subList(counted, counts.size()),
                    pushed.text);
            MEASURED.put(key, measured);
        }
        return measured;
    }

    /** The aggregates sent to {@code database}, but the driver's {@code countDocuments} measure sizes the collections with. */
    private static List<List<String>> counts(String database) {
        return server.pipelines(database).stream().filter(p -> !p.contains("$group 1")).toList();
    }

    private static void assertAgrees(PatternMeasure m, PushedSample pushed, String context) {
        assertEquals(m.estRoundTrips(), m.roundTrips(), "round trips: " + context);
        assertWithin(m.estDocsRead(), m.docsRead(), "documents: " + context);
        assertWithin(m.estBytesRead(), m.bytesRead(), "bytes: " + context);
        PatternMeasure onStore = pushed.onStore(m.patternId());
        assertEquals(onStore.estRoundTrips(), onStore.roundTrips(), "the sample store's round trips: " + context);
    }

    /** The design's sample of the blog, pushed on first use; the store's measure covers the patterns the tests read. */
    private static PushedSample pushed(Design design) throws Exception {
        PushedSample pushed = PUSHED.get(design.name());
        if (pushed == null) {
            Project measured = withPatterns(blog(), List.of("count-comments", "read-post", "flagged-comments", "flagged-comment-posts"));
            pushed = new PushedSample(server, dir, measured, measured.design(design.name()).orElseThrow(), "bucket_", SCALE);
            PUSHED.put(design.name(), pushed);
        }
        return pushed;
    }

    private static Project blog() throws Exception {
        return ProjectFiles.load(Path.of(MongoBucketCountMeasureTest.class.getResource("/workloads/blog-bucket-counts.docshape").toURI()));
    }

    private static Project only(Project project, String pattern) {
        return withPatterns(project, List.of(pattern));
    }

    private static Project withPatterns(Project project, List<String> ids) {
        return project.withModel(project.model().withPatterns(
                ids.stream().map(id -> project.model().pattern(id).orElseThrow()).toList()));
    }

    private static void assertWithin(double expected, double actual, String what) {
        assertTrue(Math.abs(actual - expected) <= 0.1 * expected, what + ": " + actual + " against " + expected);
    }
}
