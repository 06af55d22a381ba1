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
 * The blog with a feed of each user's latest 10 posts (decision 0326, docs/counting-rules.md "Ordering and feeds"):
 * the sample store's feed holds each user's latest 10, "the latest 10 posts of a user" is one query to the feed in the
 * user's partition, a new post is written into the feed and trims its user's feed when full, and {@code measure}
 * agrees with the estimate on every pattern of both designs.
 */
class FeedPerParentAgreeTest {
    @TempDir
    Path dir;

    @Test
    void measureAgreesWithTheEstimateOfAFeedPerUser() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-user-feed.docshape").toURI()));
        assertEquals(List.of(), ValidatorProblems.besidesDefaults(project));
        Map<String, Map<String, PatternMeasure>> byDesign = AgreementRuns.everyDesign(project, dir, (design, measured) -> { });
        Design feed = project.design("user-feed").orElseThrow();
        String feedName = Projector.project(project.model(), feed).feedCollection("post").orElseThrow().name();
        try (SampleStore s = SampleData.openStore(AgreementRuns.store(dir, feed.name()), project)) {
            long users = s.read(snap -> snap.count("User"));
            long posts = s.read(snap -> snap.count("Post"));
            long held = s.read(snap -> snap.count(feedName));
            assertTrue(held > 10 * users / 2 && held <= 10 * users, "each user's latest 10 at most: " + held + " of " + posts);
            assertTrue(held < posts, "fewer than all posts");
        }
        Map<String, PatternMeasure> plain = byDesign.get("referenced");
        Map<String, PatternMeasure> withFeed = byDesign.get("user-feed");
        PatternMeasure create = withFeed.get("create-post");
        assertEquals(plain.get("create-post").estRoundTrips() + 2, create.estRoundTrips(), "insert into the feed and trim the user's");
        assertTrue(create.estDocsWritten() > plain.get("create-post").estDocsWritten() + 1.5, "the trim deletes for most users");
        assertTrue(create.estDocsWritten() < plain.get("create-post").estDocsWritten() + 2, "not for users with fewer than 10 posts");
        PatternMeasure latest = withFeed.get("user-latest-posts");
        assertEquals(1, latest.estRoundTrips());
        assertEquals(plain.get("user-latest-posts").estDocsRead(), latest.estDocsRead(), 1e-9, "the same posts, from the feed");

        for (Profile profile : List.of(Profile.cosmos(), Profile.mongodb())) {
            Estimate estimate = Estimator.estimate(project.model(), feed, profile);
            Request read = estimate.pattern("user-latest-posts").orElseThrow().requests().get(0);
            assertEquals(feedName, read.collection());
            assertEquals(1, read.partitions(), "the feed is partitioned by the user's id");
            Request fannedOut = Estimator.estimate(project.model(), project.design("referenced").orElseThrow(), profile)
                    .pattern("user-latest-posts").orElseThrow().requests().get(0);
            assertEquals(8, fannedOut.partitions(), "the posts partitioned by id are all asked");
            List<Request> writes = estimate.pattern("create-post").orElseThrow().requests();
            Request trim = writes.get(writes.size() - 1);
            assertEquals(feedName, trim.collection());
            assertEquals(1, trim.partitions(), "the trim is in the user's partition");
            Request byId = estimate.pattern("read-post").orElseThrow().requests().get(0);
            assertEquals("Post", byId.collection(), "a read by id never goes to the feed");
        }
    }
}
