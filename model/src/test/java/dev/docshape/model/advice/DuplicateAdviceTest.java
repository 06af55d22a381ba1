package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.testing.Blog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code feed-of-latest} on a blogging platform like a new user's (docs/advisor-rules.md): the home
 * page reads the 20 newest of 2.75 million posts 200 times a second; the posts are partitioned by
 * their id, so each read asks every partition. The advisor suggests a feed of the latest 20, with
 * what it does to the whole workload, and the accepted edit serves the home page from the feed.
 */
class DuplicateAdviceTest {
    private static final Ordering NEWEST = Ordering.descending("creationDate");

    private static Project blog(double homeReadsPerSecond) {
        Project blog = Blog.project();
        List<AccessPattern> patterns = new ArrayList<>(blog.model().patterns());
        patterns.add(new ReadPattern("home", "the 20 newest posts", homeReadsPerSecond, "post", Selection.FILTER, null, 2_750_000, 20,
                List.of(), List.of(), List.of(), NEWEST));
        patterns.add(new ReadPattern("home-10", "the 10 newest posts", 1, "post", Selection.FILTER, null, 2_750_000, 10,
                List.of(), List.of(), List.of(), NEWEST));
        DataModel model = blog.model().withPatterns(patterns);
        Partitioning keys = new Partitioning(Map.of("user", "id", "post", "id"), 8);
        return blog.withModel(model).updateDesign("denormalized", d -> d.withPartitioning(keys)).withActiveDesign("denormalized");
    }

    private static Optional<Finding> feed(Project project, Profile profile) {
        return Advisor.advise(project.model(), project.active(), profile).stream()
                .filter(f -> f.ruleId().equals(Rules.FEED_OF_LATEST)).findFirst();
    }

    @Test
    void aFrequentReadOfTheNewestPostsGetsAFeedThatLowersTheWholeWorkload() {
        Project project = blog(200);
        for (Profile profile : List.of(Profile.cosmos(), Profile.mongodb())) {
            Finding f = feed(project, profile).orElseThrow(() -> new AssertionError(profile + ": no feed suggested"));

            assertEquals(Duplicates.Duplicate.feed("post", 20, NEWEST), f.suggestion().orElseThrow().duplicate(), "the largest N read");
            assertEquals("home", f.subject().id());
            Effect effect = f.effect().orElseThrow();
            assertTrue(effect.after().ruPerSecond() < effect.before().ruPerSecond(), f.message());
            assertTrue(f.message().contains("whole workload"), f.message());
            assertTrue(f.message().contains("'the 20 newest posts', 'the 10 newest posts' run"), f.message());

            Edit accept = f.suggestedEdit(project).orElseThrow();
            Project accepted = accept.apply(project);
            var home = Estimator.estimate(accepted.model(), accepted.active(), profile).pattern("home").orElseThrow();
            assertEquals("PostFeed", home.requests().get(0).collection());
            assertEquals(1, home.requests().get(0).partitions());
            assertEquals(effect.after(), Estimator.estimate(accepted.model(), accepted.active(), profile).totals());
            assertTrue(feed(accepted, profile).isEmpty(), "accepted: not suggested again");
            assertEquals(project, accept.invert().apply(accepted), "one undoable edit");
        }
    }

    @Test
    void noFeedWhereItWouldCostMoreOrTheReadIsRare() {
        assertTrue(feed(blog(0.5), Profile.cosmos()).isEmpty(), "read less than once a second");
        Project onePartition = blog(200).updateDesign("denormalized", d -> d.withPartitioning(Partitioning.NONE));
        Design design = onePartition.active();
        Design withFeed = design.withDuplicates(Duplicates.of(List.of(Duplicates.Duplicate.feed("post", 20, NEWEST))));
        double without = Estimator.estimate(onePartition.model(), design, Profile.cosmos()).totals().ruPerSecond();
        double with = Estimator.estimate(onePartition.model(), withFeed, Profile.cosmos()).totals().ruPerSecond();
        assertEquals(with < without, feed(onePartition, Profile.cosmos()).isPresent(),
                "offered exactly when it pays: " + without + " -> " + with + " RU a second");
    }

    /** A feed is not refilled after a delete (decision 0323): where posts are deleted the suggested feed keeps a margin. */
    @Test
    void aFeedOfDeletedPostsKeepsAMarginForDeletes() {
        Project project = blog(200);
        List<AccessPattern> patterns = new ArrayList<>(project.model().patterns());
        patterns.add(new WritePattern("delete-post", "delete a post", 0.5, WriteKind.DELETE, "post", null, List.of(), List.of()));
        Project deleting = project.withModel(project.model().withPatterns(patterns));
        Finding f = feed(deleting, Profile.cosmos()).orElseThrow(() -> new AssertionError("no feed suggested"));
        assertEquals(Duplicates.Duplicate.feed("post", 22, NEWEST), f.suggestion().orElseThrow().duplicate(), "20 read, a tenth more kept");
        assertTrue(f.message().contains("a feed of the latest 22 (a margin for deletes"), f.message());
        assertTrue(f.message().contains("taking the first 20 of"), f.message());
    }

    /** A post kept by author can still be given a feed (decision 0324): the rule looks at feeds only. */
    @Test
    void aDuplicatedEntityCanStillGetAFeed() {
        Project project = blog(200).updateDesign("denormalized", d -> d.withDuplicates(
                Duplicates.of(List.of(new Duplicates.Duplicate("post", "id")))));
        assertTrue(feed(project, Profile.cosmos()).isPresent(), "a duplicate of every post does not stop a feed");
    }

    /**
     * A user's latest 10 posts read 100 times a second, every read of a user's posts being one (decision 0326): the
     * advisor keeps them in a feed of each user's latest posts (partitioned by the user's id where the posts hold it as a
     * reference; here the copied user is an extended reference, so one partition), which lowers the whole workload;
     * accepted, the read asks one partition of the feed.
     */
    @Test
    void aFrequentReadOfAUsersLatestPostsGetsAFeedPerUser() {
        Project blog = Blog.project();
        List<AccessPattern> patterns = new ArrayList<>();
        for (AccessPattern p : blog.model().patterns()) {
            patterns.add(!p.id().equals("list-user-posts") ? p : new ReadPattern("user-latest", "the latest 10 posts of a user", 100,
                    "post", Selection.FILTER, "user-posts", 27, 10, List.of("title", "creationDate"), List.of(), List.of(), NEWEST));
        }
        Partitioning keys = new Partitioning(Map.of("user", "id", "post", "id"), 8);
        Project project = blog.withModel(blog.model().withPatterns(patterns)).updateDesign("denormalized", d -> d.withPartitioning(keys))
                .withActiveDesign("denormalized");
        for (Profile profile : List.of(Profile.cosmos(), Profile.mongodb())) {
            Finding f = feed(project, profile).orElseThrow(() -> new AssertionError(profile + ": no feed per user suggested"));
            Duplicates.Duplicate suggested = f.suggestion().orElseThrow().duplicate();
            assertEquals("user-posts", suggested.parent(), f.message());
            assertTrue(suggested.keep() >= 10, "at least the N read");
            assertEquals("user-latest", f.subject().id());
            assertTrue(f.message().contains("of each User"), f.message());
            Effect effect = f.effect().orElseThrow();
            assertTrue(effect.after().ruPerSecond() < effect.before().ruPerSecond(), f.message());

            Project accepted = f.suggestedEdit(project).orElseThrow().apply(project);
            var read = Estimator.estimate(accepted.model(), accepted.active(), profile).pattern("user-latest").orElseThrow();
            assertEquals(1, read.requests().get(0).partitions(), "one user's feed in one partition");
            assertTrue(feed(accepted, profile).isEmpty(), "accepted: not suggested again");
        }
        Project rare = project.withModel(project.model().withPatterns(project.model().patterns().stream()
                .map(p -> !p.id().equals("user-latest") ? p : new ReadPattern("user-latest", "the latest 10 posts of a user", 0.5,
                        "post", Selection.FILTER, "user-posts", 27, 10, List.of("title", "creationDate"), List.of(), List.of(), NEWEST))
                .toList()));
        assertTrue(feed(rare, Profile.cosmos()).isEmpty(), "a rare read gets no feed");
    }
}
