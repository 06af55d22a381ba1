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
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where a feed of each parent's latest children costs less than keeping them in the parent, the advisor's
 * {@code feed-of-latest} suggests the feed and the search reaches it, naming it by the rule (issue 17: the search and
 * the advisor agree; {@code FeedPerParentSearchTest} has the case where the subset wins).
 */
class FeedOverSubsetTest {
    private static final SearchSettings SETTINGS = new SearchSettings(5, Duration.ofMinutes(5), 4_000, 2);
    private static final Ordering NEWEST = Ordering.descending("creationDate");

    /**
     * "blog-user-feed" where a user is read alone 1,000 times a second, a post by its id 500 times and a post's title
     * edited 30 times: the latest 10 posts kept in the user would make every read of a user 13 KiB, and the edits of
     * recent posts rewrite them there.
     */
    private static DataModel busyUsersBlog() {
        DataModel blog = BlogModels.userFeedBlog();
        List<AccessPattern> patterns = new ArrayList<>();
        for (AccessPattern p : blog.patterns()) {
            patterns.add(switch (p.id()) {
                case "read-post" -> new ReadPattern("read-post", "read a post", 500, "post", Selection.BY_ID, null, 1, 1,
                        List.of(), List.of(), List.of());
                case "edit-post" -> new WritePattern("edit-post", "edit a post's title", 30, WriteKind.UPDATE, "post", null,
                        List.of("title"), List.of());
                default -> p;
            });
        }
        patterns.add(ReadPattern.byId("read-user", "read a user", 1_000, "user", List.of()));
        return blog.withPatterns(patterns);
    }

    @Test
    void theAdvisorsFeedOfEachUsersLatestPostsIsTheSearchsBest() {
        DataModel model = busyUsersBlog();
        Design start = BlogModels.userFeedReferenced();
        CandidatePricer pricer = new CandidatePricer(model, Profile.cosmos(), Objective.defaults(), SearchConstraints.none());

        Finding advised = Advisor.advise(model, start, Profile.cosmos()).stream()
                .filter(f -> f.ruleId().equals(Rules.FEED_OF_LATEST)).findFirst().orElseThrow();
        Duplicates.Duplicate feed = advised.suggestion().orElseThrow().duplicate();
        assertNotNull(feed, "the advisor should suggest the feed, not the subset: " + advised.message());
        assertEquals("post", feed.entity());
        assertEquals("user-posts", feed.parent());
        assertEquals(NEWEST, feed.order());
        assertTrue(advised.message().contains("an ordered subset of the latest 10 in each User, the rest referenced would cost more"),
                advised.message());
        // by the estimate the feed is the better move: the subset the rule weighed it against costs more
        double withFeed = pricer.price(start.withDuplicates(start.duplicates().with(feed))).figures().score();
        double withSubset = pricer.price(start.withMapping("user-posts",
                new Mapping(new Subset(10, Subset.Rest.REFERENCED, 0, NEWEST), false))).figures().score();
        assertTrue(withFeed < withSubset, "feed " + withFeed + " against subset " + withSubset);

        SearchResult result = new DesignSearch(model, Profile.cosmos(), Objective.defaults(), SearchConstraints.none(), SETTINGS)
                .run(start, p -> { }, () -> false);
        Proposal best = result.proposals().get(0);
        assertEquals(feed, best.design().duplicates().feedOf("post"), "the search's best keeps the advisor's feed");
        assertTrue(best.figures().score() <= withFeed, best.figures().score() + " against the advisor's " + withFeed);
        DesignChange change = best.changes().stream().filter(c -> c.kind() == DesignChange.Kind.FEED).findFirst().orElseThrow();
        assertEquals(Rules.FEED_OF_LATEST, change.ruleId().orElseThrow(), change.toString());
        assertTrue(change.helps().stream().anyMatch(e -> e.patternId().equals("user-latest-posts")), change.helps().toString());
    }
}
