package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Comments kept in buckets, measured on a MongoDB server, on a post whose comments are all in buckets and on one
 * keeping its latest 5 in a subset and every comment in buckets: a count of them is one {@code aggregate} adding up the
 * item counts of the post's buckets (docs/counting-rules.md "Batched"), a comment's count of its posts is one {@code aggregate}
 * counting the items of the buckets holding it (decision 0397), and a filter's matches among all comments are
 * read from the buckets (docs/counting-rules.md "Items of all parents taken by an order"), as the estimate counts.
 * Each design's sample is pushed once for the class: the patterns measured do not change the data.
 */
class MongoBucketCountMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();
    private static final Map<String, PushedSample> PUSHED = new HashMap<>();

    @TempDir
    static Path dir;

    @AfterAll
    static void closePushed() {
        PUSHED.values().forEach(PushedSample::close);
    }

    @Test
    void theBucketsCountIsSentAndAgreesWithTheEstimate() throws Exception {
        assertOneCommandARun("count-comments", "read-post", "aggregate");
    }

    @Test
    void aCommentsPostsAreCountedByTheBucketsHoldingIt() throws Exception {
        assertOneCommandARun("flagged-comment-posts", "flagged-comments", "aggregate");
    }

    /**
     * On every design, {@code pattern} (a read and its count) sends one {@code command} a run more than {@code plain},
     * the same read without its count (what measuring sends besides, checking the database), and agrees with the estimate.
     */
    private void assertOneCommandARun(String pattern, String plain, String command) throws Exception {
        Project project = blog();
        Project one = only(project, pattern);
        Project without = only(project, plain);
        for (Design design : project.designs()) {
            PushedSample pushed = pushed(design);
            long before = server.commands(pushed.database, command);
            MongoMeasurer.measure(without, design, pushed.source, pushed.mongo, Profile.mongodb(), 20, null, null, Progress.NONE);
            long besides = server.commands(pushed.database, command) - before;
            before = server.commands(pushed.database, command);
            PatternMeasure m = pushed.measure(one, design);
            String context = design.name() + "\n" + pushed.text;
            assertEquals(m.runs(), server.commands(pushed.database, command) - before - besides, "one " + command + " a run: " + context);
            assertEquals(2, m.estRoundTrips(), "the read and its count: " + context);
            assertAgrees(m, pushed, context);
        }
    }

    @Test
    void aFiltersCommentsOfAllPostsAreReadFromTheBuckets() throws Exception {
        Project one = only(blog(), "flagged-comments");
        Design design = one.designs().stream().filter(d -> d.name().equals("latest-and-buckets")).findFirst().orElseThrow();
        PushedSample pushed = pushed(design);
        PatternMeasure m = pushed.measure(one, design);
        String context = pushed.text;
        assertAgrees(m, pushed, context);
        // the distinct buckets the 100 comments lie in (88.3 on this sample), not 100 posts' documents
        assertTrue(m.estDocsRead() < 95, "the buckets 100 comments lie in: " + context);
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
            pushed = new PushedSample(server, dir, measured, measured.design(design.name()).orElseThrow(), "bucket_", 0.01);
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
