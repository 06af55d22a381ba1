package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.edit.CopyEdits;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.edit.InvalidEditException;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.testing.Blog;
import dev.docshape.model.validate.ModelValidator;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A feed of the 100 newest posts (docs/counting-rules.md "Ordering and feeds"): the home page reads
 * them from the feed in one partition, a new post writes the feed and trims it, an edit of a post
 * writes the feed only for the share of posts it keeps, and a username copied into posts is updated
 * in the feed's copies too.
 */
class FeedTest {
    private static final Ordering NEWEST = Ordering.descending("creationDate");

    private static Project blog() {
        Project blog = Blog.project();
        List<dev.docshape.model.pattern.AccessPattern> patterns = new ArrayList<>(blog.model().patterns());
        patterns.add(new ReadPattern("home", "the 20 newest posts", 200, "post", Selection.FILTER, null, 2_750_000, 20,
                List.of(), List.of(), List.of(), NEWEST));
        patterns.add(new ReadPattern("home-by-title", "the 20 first posts by title", 1, "post", Selection.FILTER, null, 2_750_000, 20,
                List.of(), List.of(), List.of(), Ordering.ascending("title")));
        DataModel model = blog.model().withPatterns(patterns);
        Partitioning keys = new Partitioning(Map.of("user", "id", "post", "id"), 8);
        return blog.withModel(model).updateDesign("denormalized", d -> d.withPartitioning(keys));
    }

    private static Design withFeed(Project project) {
        return project.design("denormalized").orElseThrow()
                .withDuplicates(Duplicates.of(List.of(Duplicates.Duplicate.feed("post", 100, NEWEST))));
    }

    @Test
    void theFeedServesTheNewestPostsAndCountsItsWrites() {
        Project project = blog();
        DataModel model = project.model();
        Design plain = project.design("denormalized").orElseThrow();
        Design feed = withFeed(project);
        assertEquals("PostFeed", Projector.project(model, feed).feedCollection("post").orElseThrow().name());
        for (Profile profile : List.of(Profile.cosmos(), Profile.mongodb())) {
            Estimate without = Estimator.estimate(model, plain, profile);
            Estimate with = Estimator.estimate(model, feed, profile);

            Request home = with.pattern("home").orElseThrow().requests().get(0);
            assertEquals("PostFeed", home.collection());
            assertEquals(20, home.docs(), 1e-9);
            assertEquals(1, home.partitions());
            assertEquals(8, without.pattern("home").orElseThrow().requests().get(0).partitions());
            assertEquals("Post", with.pattern("home-by-title").orElseThrow().requests().get(0).collection(), "another order: not the feed");
            assertEquals("Post", with.pattern("read-post").orElseThrow().requests().get(0).collection(), "by id: not the feed");

            PatternEstimate create = with.pattern("create-post").orElseThrow();
            assertEquals(without.pattern("create-post").orElseThrow().docsWritten() + 2, create.docsWritten(), 1e-9);
            assertTrue(create.requests().stream().anyMatch(r -> r.operation() == Request.Operation.DELETE_MANY && r.collection().equals("PostFeed")));

            // 27.5 posts per user, 100 of 2,750,000 posts in the feed
            double share = 100.0 / 2_750_000;
            assertEquals(without.pattern("rename-user").orElseThrow().docsWritten() + Blog.POSTS_PER_USER * share,
                    with.pattern("rename-user").orElseThrow().docsWritten(), 1e-9);
        }
    }

    /**
     * A duplicate keyed by the author and a feed of the newest, declared together (decision 0324): each read goes
     * to the copy that serves it, a new post writes both copies and trims the feed, an edit writes every copy.
     */
    @Test
    void aDuplicateAndAFeedOfOnePostAreBothMaintainedAndCounted() {
        Project project = blog();
        List<dev.docshape.model.pattern.AccessPattern> patterns = new ArrayList<>(project.model().patterns());
        patterns.add(new WritePattern("edit-post", "edit a post's title", 1, WriteKind.UPDATE, "post", null, List.of("title"), List.of()));
        DataModel model = project.model().withPatterns(patterns);
        Design plain = project.design("referenced").orElseThrow().withPartitioning(new Partitioning(Map.of("user", "id", "post", "id"), 8));
        Design both = plain.withDuplicates(Duplicates.of(List.of(Duplicates.Duplicate.feed("post", 100, NEWEST),
                new Duplicates.Duplicate("post", "userId"))));
        assertEquals(2, both.duplicates().copiesOf("post").size());
        assertEquals("PostByUserId", Projector.project(model, both).duplicateCollection("post").orElseThrow().name());
        assertEquals("PostFeed", Projector.project(model, both).feedCollection("post").orElseThrow().name());
        for (Profile profile : List.of(Profile.cosmos(), Profile.mongodb())) {
            Estimate without = Estimator.estimate(model, plain, profile);
            Estimate with = Estimator.estimate(model, both, profile);
            assertEquals("PostFeed", with.pattern("home").orElseThrow().requests().get(0).collection());
            assertTrue(with.pattern("list-user-posts").orElseThrow().requests().stream().anyMatch(r -> r.collection().equals("PostByUserId")),
                    "a user's posts come from the copy keyed by the user");

            PatternEstimate create = with.pattern("create-post").orElseThrow();
            assertEquals(without.pattern("create-post").orElseThrow().docsWritten() + 3, create.docsWritten(), 1e-9,
                    "the duplicate, the feed and the feed's trim");
            assertEquals(without.pattern("create-post").orElseThrow().requests().size() + 3, create.requests().size());

            double share = 100.0 / 2_750_000;
            assertEquals(without.pattern("edit-post").orElseThrow().docsWritten() + 1 + share,
                    with.pattern("edit-post").orElseThrow().docsWritten(), 1e-9, "the post in its duplicate and, for the feed's share, in the feed");
        }
    }

    /** MongoDB keeps an index per order field read first-N; the feed's reads need it on the feed, not on Post. */
    @Test
    void theOwnCollectionKeepsNoIndexForAnOrderTheFeedServes() {
        Project project = blog();
        DataModel model = project.model();
        Design feed = withFeed(project);
        Request without = insertInto(Estimator.estimate(model, project.design("denormalized").orElseThrow(), Profile.mongodb()), "Post");
        Request with = insertInto(Estimator.estimate(model, feed, Profile.mongodb()), "Post");
        assertEquals(without.indexKeysWritten() - 1, with.indexKeysWritten(), 1e-9, "creationDate's key no longer written in Post");
        Request intoFeed = insertInto(Estimator.estimate(model, feed, Profile.mongodb()), "PostFeed");
        assertEquals(with.indexKeysWritten(), intoFeed.indexKeysWritten(), 1e-9,
                "the same documents, with creationDate's key in the feed where Post keeps title's (another order, read from Post)");

        // a read of more than the feed keeps still goes to Post, which keeps the index for it
        List<dev.docshape.model.pattern.AccessPattern> patterns = new ArrayList<>(model.patterns());
        patterns.add(new ReadPattern("home-500", "the 500 newest posts", 1, "post", Selection.FILTER, null, 2_750_000, 500,
                List.of(), List.of(), List.of(), NEWEST));
        DataModel more = model.withPatterns(patterns);
        assertEquals(without.indexKeysWritten(), insertInto(Estimator.estimate(more, feed, Profile.mongodb()), "Post").indexKeysWritten(), 1e-9);
    }

    private static Request insertInto(Estimate estimate, String collection) {
        return estimate.pattern("create-post").orElseThrow().requests().stream()
                .filter(r -> r.operation() == Request.Operation.INSERT && r.collection().equals(collection)).findFirst().orElseThrow();
    }

    @Test
    void aSmallEntityFillsNoFeedAndIsNotTrimmed() {
        Project project = blog();
        Design feed = project.design("denormalized").orElseThrow()
                .withDuplicates(Duplicates.of(List.of(Duplicates.Duplicate.feed("user", 1_000, Ordering.descending("username")))));
        DataModel model = project.model().withEntities(project.model().entities().stream()
                .map(e -> e.id().equals("user") ? e.withCount(500) : e).toList());
        PatternEstimate create = Estimator.estimate(model, feed, Profile.mongodb()).pattern("create-user").orElseThrow();
        assertEquals(2, create.docsWritten(), 1e-9, "500 users fit a feed of 1,000: the insert writes it, nothing is trimmed");
    }

    @Test
    void theFeedIsDeclaredUndoneAndFollowsItsOrderField() {
        Project project = blog();
        Edit declare = CopyEdits.setFeed(project, "denormalized", "post", 50, NEWEST);
        Project declared = declare.apply(project);
        Duplicates.Duplicate feed = declared.design("denormalized").orElseThrow().duplicates().feedOf("post");
        assertEquals(50, feed.keep());
        assertTrue(ModelValidator.validate(declared).stream().noneMatch(pr -> pr.toString().contains("duplicates")),
                ModelValidator.validate(declared).toString());
        assertEquals(project, declare.invert().apply(declared));

        Project renamed = Edits.renameField(declared, "post", "creationDate", "createdAt").apply(declared);
        assertEquals(Ordering.descending("createdAt"), renamed.design("denormalized").orElseThrow().duplicates().feedOf("post").order());
        Project removed = Edits.removeField(declared, "post", "creationDate").apply(declared);
        assertNull(removed.design("denormalized").orElseThrow().duplicates().feedOf("post"), "no order left: no feed");

        Project noFeed = CopyEdits.setFeed(declared, "denormalized", "post", 50, null).apply(declared);
        assertTrue(noFeed.design("denormalized").orElseThrow().duplicates().copiesOf("post").isEmpty(), "no order: the feed is removed");
        Project unknownOrder = project.updateDesign("denormalized", d -> d.withDuplicates(
                Duplicates.of(List.of(Duplicates.Duplicate.feed("post", 10, Ordering.descending("nope"))))));
        assertTrue(ModelValidator.validate(unknownOrder).stream().anyMatch(pr -> pr.toString().contains("ordered by 'nope'")),
                ModelValidator.validate(unknownOrder).toString());
        assertThrows(InvalidEditException.class, () -> CopyEdits.setFeed(project, "denormalized", "post", 0, NEWEST));
        assertThrows(InvalidEditException.class, () -> CopyEdits.setFeed(project, "denormalized", "post", 5, Ordering.descending("nope")));
    }

    /**
     * A feed of each user's latest 10 posts (decision 0326): "the latest 10 posts of a user" is one query in the user's
     * partition, returning what a user has up to 10; a new post writes the feed and trims its user's feed for the
     * share of users with 10 posts or more; a rename of a user writes the copies of its name in the posts the feed keeps.
     */
    @Test
    void aFeedPerUserServesAUsersLatestPostsAndTrimsOnlyFullFeeds() {
        Project blog = blog();
        List<dev.docshape.model.pattern.AccessPattern> patterns = new ArrayList<>(blog.model().patterns());
        patterns.add(new ReadPattern("user-latest", "the latest 10 posts of a user", 100, "post", Selection.FILTER, "user-posts",
                27, 10, List.of(), List.of(), List.of(), NEWEST));
        Project project = blog.withModel(blog.model().withPatterns(patterns));
        DataModel model = project.model();
        Design plain = project.design("denormalized").orElseThrow();
        Design perUser = plain.withDuplicates(Duplicates.of(List.of(
                new Duplicates.Duplicate("post", "user.id", 10, NEWEST, "user-posts"))));
        assertTrue(ModelValidator.validate(project.updateDesign("denormalized", d -> perUser)).stream().noneMatch(pr -> pr.path().contains("duplicates")));
        String feed = Projector.project(model, perUser).feedCollection("post").orElseThrow().name();
        for (Profile profile : List.of(Profile.cosmos(), Profile.mongodb())) {
            Estimate without = Estimator.estimate(model, plain, profile);
            Estimate with = Estimator.estimate(model, perUser, profile);

            PatternEstimate latest = with.pattern("user-latest").orElseThrow();
            assertEquals(1, latest.roundTrips());
            assertEquals(feed, latest.requests().get(0).collection());
            assertEquals(1, latest.requests().get(0).partitions(), "the feed is partitioned by the user's id");
            assertEquals(8, without.pattern("user-latest").orElseThrow().requests().get(0).partitions(), "posts by id: every partition");
            // 27 posts a user spread over 0 to 50 at most: a user with fewer than 10 gives what it has
            assertEquals(without.pattern("user-latest").orElseThrow().docsRead(), latest.docsRead(), 1e-9);
            assertTrue(latest.docsRead() < 10 && latest.docsRead() > 9, "min(10, posts of the user): " + latest.docsRead());
            assertEquals("Post", with.pattern("home").orElseThrow().requests().get(0).collection(),
                    "the newest posts of all are not in a feed per user");

            PatternEstimate create = with.pattern("create-post").orElseThrow();
            PatternEstimate createPlain = without.pattern("create-post").orElseThrow();
            assertEquals(createPlain.roundTrips() + 2, create.roundTrips(), "insert into the feed, trim the user's feed");
            // posts a user spread evenly over 5 to 50 (average 27.5, at most 50): 40.5 of 45 have 10 or more
            assertEquals(createPlain.docsWritten() + 1 + 0.9, create.docsWritten(), 1e-9);
            Request trim = create.requests().get(create.requests().size() - 1);
            assertEquals(Request.Operation.DELETE_MANY, trim.operation());
            assertEquals(1, trim.partitions(), "the trim names the user's id");

            // the feed keeps 9.72 posts a user (min(10, posts) over 5 to 50): a rename writes those copies of the name
            assertEquals(without.pattern("rename-user").orElseThrow().docsWritten() + 437.5 / 45,
                    with.pattern("rename-user").orElseThrow().docsWritten(), 1e-9);
        }
    }

    @Test
    void aFeedPerParentIsDeclaredUndoneAndNeedsAParentOfItsEntity() {
        Project project = CopyEdits.setFeed(blog(), "denormalized", "post", 10, NEWEST).apply(blog());
        Edit perUser = CopyEdits.setFeedParent(project, "denormalized", "post", "user-posts");
        Project declared = perUser.apply(project);
        assertEquals("user-posts", declared.design("denormalized").orElseThrow().duplicates().feedOf("post").parent());
        assertEquals("Keep the latest 10 Post of each User by creationDate in the feed", perUser.description());
        assertEquals(project, perUser.invert().apply(declared));
        assertEquals("user-posts", CopyEdits.setFeed(declared, "denormalized", "post", 20, NEWEST).apply(declared)
                .design("denormalized").orElseThrow().duplicates().feedOf("post").parent(), "a new N keeps the parent");
        assertNull(Edits.removeRelationship(declared, "user-posts").apply(declared)
                .design("denormalized").orElseThrow().duplicates().feedOf("post").parent(), "the relationship gone: the feed keeps the latest of all");
        assertThrows(InvalidEditException.class, () -> CopyEdits.setFeedParent(project, "denormalized", "post", "post-comments"));

        Project wrongSide = project.updateDesign("denormalized", d -> d.withDuplicates(Duplicates.of(List.of(
                new Duplicates.Duplicate("post", null, 10, NEWEST, "post-comments")))));
        assertTrue(ModelValidator.validate(wrongSide).stream().anyMatch(pr -> pr.path().equals("designs['denormalized'].duplicates['post'][0].parent")
                        && pr.message().contains("the feed of Post") && pr.message().contains("not the child with one parent")),
                ModelValidator.validate(wrongSide).toString());
        Project missing = project.updateDesign("denormalized", d -> d.withDuplicates(Duplicates.of(List.of(
                new Duplicates.Duplicate("post", "id"), new Duplicates.Duplicate("post", null, 10, NEWEST, "nope")))));
        assertTrue(ModelValidator.validate(missing).stream().anyMatch(pr -> pr.path().equals("designs['denormalized'].duplicates['post'][1].parent")
                        && pr.message().contains("'nope', which does not exist")),
                ModelValidator.validate(missing).toString());
        // an estimate of the faulty design still runs: the feed is priced as one of all posts
        assertEquals(2, Estimator.estimate(missing.model(), missing.design("denormalized").orElseThrow(), Profile.mongodb())
                .pattern("create-post").orElseThrow().requests().stream().filter(r -> r.collection().startsWith("PostFeed")).count());
    }
}
