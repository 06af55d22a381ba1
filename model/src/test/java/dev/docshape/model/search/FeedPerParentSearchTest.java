package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.advice.Rules;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The search's feed per parent (decision 0331) on "blog-user-feed" without its feed: a user's latest posts, read 110 times a
 * second from posts partitioned by their id, are kept in a feed of each user's latest posts, keyed by the user's id, where
 * the posts must stay referenced; otherwise in the user, as the advisor's {@code feed-of-latest} suggests.
 */
class FeedPerParentSearchTest {
    private static final SearchSettings SETTINGS = new SearchSettings(5, Duration.ofMinutes(5), 4_000, 2);

    private static SearchResult search(DataModel model, Design start) {
        return search(model, start, SearchConstraints.none());
    }

    private static SearchResult search(DataModel model, Design start, SearchConstraints constraints) {
        return new DesignSearch(model, Profile.cosmos(), Objective.defaults(), constraints, SETTINGS)
                .run(start, p -> { }, () -> false);
    }

    /**
     * The advisor's {@code feed-of-latest} compares the feed with each user's latest 10 kept in the user in that order,
     * suggests the cheaper subset and names the feed's figure; the unpinned search reaches the same subset and names it
     * by the rule.
     */
    @Test
    void theAdvisorsOrderedSubsetOfEachUsersLatestPostsIsTheSearchs() {
        DataModel model = BlogModels.userFeedBlog();
        Design start = BlogModels.userFeedReferenced();
        Finding advised = Advisor.advise(model, start, Profile.cosmos()).stream()
                .filter(f -> f.ruleId().equals(Rules.FEED_OF_LATEST)).findFirst().orElseThrow();
        Mapping subset = new Mapping(new Subset(10, Subset.Rest.REFERENCED, 0, Ordering.descending("creationDate")), false);
        assertEquals(subset, advised.suggestion().orElseThrow().mapping(), advised.message());
        assertTrue(advised.message().contains("a feed of the latest 11 Post of each User by creationDate would cost more"), advised.message());

        SearchResult result = search(model, start);
        assertEquals(subset, result.best().design().mappingFor(model.requireRelationship("user-posts")));
        DesignChange change = result.proposals().get(0).changes().stream().filter(c -> c.subject().equals("user-posts"))
                .findFirst().orElseThrow();
        assertEquals(Rules.FEED_OF_LATEST, change.ruleId().orElseThrow(), change.toString());
    }

    @Test
    void findsTheFeedOfEachUsersLatestPostsWhereThePostsStayReferenced() {
        DataModel model = BlogModels.userFeedBlog();
        Design start = BlogModels.userFeedReferenced();

        // with the posts in their own documents (embedding each user's latest posts costs less still,
        // SubsetAndBucketSearchTest), the feed is on the front, beside a duplicate of every post that reads for less
        // and stores more
        SearchConstraints postsStayReferenced = new SearchConstraints(Set.of("user-posts"), 0);
        SearchResult result = search(model, start, postsStayReferenced);
        Proposal best = result.proposals().stream().filter(p -> p.design().duplicates().feedOf("post") != null).findFirst()
                .orElseThrow(() -> new AssertionError("no proposal keeps a feed of the posts: " + result.proposals()));
        Duplicates.Duplicate feed = best.design().duplicates().feedOf("post");
        assertEquals("user-posts", feed.parent());
        assertEquals(Ordering.descending("creationDate"), feed.order());
        assertEquals(11, feed.keep(), "the largest N read, 10, and a margin of one as posts are deleted");
        assertEquals("userId", feed.partitionKey(), "one user's feed in one partition");
        DesignChange change = best.changes().stream().filter(c -> c.kind() == DesignChange.Kind.FEED).findFirst().orElseThrow();
        assertEquals(Rules.FEED_OF_LATEST, change.ruleId().orElseThrow());
        assertTrue(change.helps().stream().anyMatch(e -> e.patternId().equals("user-latest-posts")), change.helps().toString());
        assertTrue(change.hurts().stream().anyMatch(e -> e.patternId().equals("create-post")), change.hurts().toString());
        assertTrue(best.priced().betterThan(result.start()), "the feed pays: " + best.figures() + " vs " + result.start().figures());

        SearchResult again = search(model, start, postsStayReferenced);
        assertEquals(result.proposals().stream().map(Proposal::design).toList(), again.proposals().stream().map(Proposal::design).toList(),
                "deterministic for one seed and budget");
    }

    @Test
    void offersNoFeedPerParentWhenTheListingsReadByTwoOrders() {
        DataModel model = BlogModels.userFeedBlog();
        List<AccessPattern> patterns = new ArrayList<>(model.patterns());
        patterns.set(1, ((ReadPattern) patterns.get(1)).withOrder(Ordering.ascending("title")));
        SearchResult result = search(model.withPatterns(patterns), BlogModels.userFeedReferenced());
        for (Proposal p : result.proposals()) {
            Duplicates.Duplicate feed = p.design().duplicates().feedOf("post");
            assertTrue(feed == null || !feed.isPerParent(), "one feed cannot serve two orders: " + feed);
        }
    }
}
