package dev.docshape.storage.measure;

import dev.docshape.storage.testing.ValidatorProblems;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.store.SampleStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The blog with a feed of its 15 latest posts (docs/counting-rules.md "Ordering and feeds"): the sample
 * store's feed holds 15 posts, a new post is written into the feed and the feed's last one deleted, "the
 * 10 latest posts" is read from the feed in one partition where the posts collection fans out, and
 * {@code measure} agrees with the estimate on every pattern.
 */
class FeedAgreeTest {
    @TempDir
    Path dir;

    @Test
    void measureAgreesWithTheEstimateOfAFeed() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-feed.docshape").toURI()));
        assertEquals(List.of(), ValidatorProblems.besidesDefaults(project));
        Map<String, Map<String, PatternMeasure>> byDesign = AgreementRuns.everyDesign(project, dir, (design, measured) -> { });
        Design feed = project.design("feed").orElseThrow();
        String feedName = Projector.project(project.model(), feed).feedCollection("post").orElseThrow().name();
        assertEquals("PostFeed", feedName);
        try (SampleStore s = SampleData.openStore(AgreementRuns.store(dir, feed.name()), project)) {
            assertTrue(s.read(snap -> snap.count("Post")) > 15, "more posts than the feed keeps");
            assertEquals(15L, (long) s.read(snap -> snap.count(feedName)), "the feed keeps its latest 15");
        }
        Map<String, PatternMeasure> plain = byDesign.get("referenced");
        Map<String, PatternMeasure> withFeed = byDesign.get("feed");
        PatternMeasure create = withFeed.get("create-post");
        assertEquals(plain.get("create-post").estDocsWritten() + 2, create.estDocsWritten(), 1e-9, "insert into the feed and trim it");
        assertEquals(plain.get("create-post").docsWritten() + 2, create.docsWritten(), 1e-9, "measured: insert into the feed and trim it");
        Estimate full = Estimator.estimate(project.model(), feed, Profile.mongodb());
        Estimate fullPlain = Estimator.estimate(project.model(), project.design("referenced").orElseThrow(), Profile.mongodb());
        for (String write : List.of("edit-post", "delete-post")) {
            double extra = full.pattern(write).orElseThrow().docsWritten() - fullPlain.pattern(write).orElseThrow().docsWritten();
            // the feed holds 15 of 270,000 posts: it is written for that share of the posts changed
            assertEquals(15.0 / 270_000, extra, 1e-9, write + " writes the feed only for the posts it keeps");
        }
        // a duplicate keyed by the author beside the feed (decision 0324): both written, both counted, by estimate and measure
        PatternMeasure both = byDesign.get("feed-and-copy").get("create-post");
        assertEquals(plain.get("create-post").estDocsWritten() + 3, both.estDocsWritten(), 1e-9, "the duplicate, the feed and its trim");
        assertEquals(plain.get("create-post").docsWritten() + 3, both.docsWritten(), 1e-9, "measured: the duplicate, the feed and its trim");
        assertEquals(10, byDesign.get("feed-and-copy").get("latest-posts").docsRead(), 1e-9, "the newest still from the feed");
        PatternMeasure latest = withFeed.get("latest-posts");
        assertEquals(10, latest.docsRead(), 1e-9);
        assertEquals(10, latest.estDocsRead(), 1e-9);

        for (Profile profile : List.of(Profile.cosmos(), Profile.mongodb())) {
            Estimate estimate = Estimator.estimate(project.model(), feed, profile);
            Request read = estimate.pattern("latest-posts").orElseThrow().requests().get(0);
            assertEquals(feedName, read.collection());
            assertEquals(1, read.partitions(), "the feed is one partition");
            Request fannedOut = Estimator.estimate(project.model(), project.design("referenced").orElseThrow(), profile)
                    .pattern("latest-posts").orElseThrow().requests().get(0);
            assertEquals(8, fannedOut.partitions(), "the posts partitioned by id are all asked");
            Request byId = estimate.pattern("read-post").orElseThrow().requests().get(0);
            assertEquals("Post", byId.collection(), "a read by id never goes to the feed");
        }
    }
}
