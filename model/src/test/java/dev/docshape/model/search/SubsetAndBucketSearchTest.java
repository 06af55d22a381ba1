package dev.docshape.model.search;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.advice.Thresholds;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sizes and orders the search gives subsets and buckets (decision 0440) on models whose best design needs them. */
class SubsetAndBucketSearchTest {
    private static final SearchSettings SETTINGS = new SearchSettings(5, Duration.ofMinutes(5), 20_000, 4);
    private static final Ordering NEWEST = Ordering.descending("createdAt");
    private static SearchResult postsSearch;

    /**
     * Devices with about 2,000 readings each, no maximum: a device is read with all its readings far more often than
     * a reading is added. Embedding is unbounded; buckets of the default 100 take 20 documents a read.
     */
    private static DataModel devices() {
        return new DataModel(
                List.of(Entity.of("device", "Device", List.of(Field.string("name", 20)), 10_000),
                        Entity.of("reading", "Reading", List.of(Field.of("value", FieldType.DOUBLE),
                                Field.of("takenAt", FieldType.DATE)), 20_000_000)),
                List.of(new Relationship("device-readings", "device", "reading", "readings", null, Cardinality.ONE_TO_MANY,
                        2_000, null, 1, false, Volatility.STABLE)),
                List.of(ReadPattern.byId("device-with-readings", "a device with all its readings", 200, "device",
                                List.of(Include.of("device-readings"))),
                        new WritePattern("add-reading", "add a reading", 5, WriteKind.INSERT, "reading", "device-readings",
                                List.of(), List.of())));
    }

    /**
     * Posts with about 300 comments each: the 10 newest comments of a post are listed far more often than a comment
     * is added; a post is also read with any 3 of its comments.
     */
    private static DataModel posts() {
        return new DataModel(
                List.of(Entity.of("post", "Post", List.of(Field.string("title", 60), Field.string("body", 2000)), 100_000),
                        Entity.of("comment", "Comment", List.of(Field.string("text", 200),
                                Field.of("createdAt", FieldType.DATE)), 30_000_000)),
                List.of(new Relationship("post-comments", "post", "comment", "comments", null, Cardinality.ONE_TO_MANY,
                        300, null, 1, false, Volatility.STABLE)),
                List.of(new ReadPattern("newest-comments", "the 10 newest comments of a post", 500, "comment", Selection.FILTER,
                                "post-comments", 300, 10, List.of(), List.of(), List.of(), NEWEST),
                        new WritePattern("add-comment", "add a comment", 5, WriteKind.INSERT, "comment", "post-comments",
                                List.of(), List.of())));
    }

    private static Design referenced(String relationship) {
        return new Design("referenced", Map.of(relationship, Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of());
    }

    private static SearchResult search(DataModel model, Design start) {
        return new DesignSearch(model, Profile.cosmos(), Objective.defaults(), SearchConstraints.none(), SETTINGS)
                .run(start, p -> { }, () -> false);
    }

    /** The search of the posts from comments referenced, done once for the tests that read it. */
    private static SearchResult postsSearch() {
        if (postsSearch == null) postsSearch = search(posts(), referenced("post-comments"));
        return postsSearch;
    }

    /** The best design costs less than itself with {@code relationship} mapped by {@code other}, everything else alike. */
    private static void assertCostsLessThan(DataModel model, SearchResult result, String relationship, Strategy other) {
        CandidatePricer pricer = new CandidatePricer(model, Profile.cosmos(), Objective.defaults(), SearchConstraints.none());
        PricedDesign alternative = pricer.price(result.best().design().withMapping(relationship, new Mapping(other, false)));
        assertTrue(result.best().figures().score() < alternative.figures().score(),
                result.best().figures() + " against " + alternative.figures() + " with " + other);
    }

    @Test
    void bucketsTheReadingsInBucketsLargerThanTheDefault() {
        DataModel model = devices();
        SearchResult result = search(model, referenced("device-readings"));

        Strategy chosen = result.best().design().mappings().get("device-readings").strategy();
        assertTrue(chosen instanceof Bucket, "the readings should go to buckets: " + chosen);
        int size = ((Bucket) chosen).size();
        assertNotEquals(Thresholds.DEFAULT_BUCKET_SIZE, size);
        // the default size, everything else alike, costs more: the search's size is the reason it wins
        assertCostsLessThan(model, result, "device-readings", new Bucket(Thresholds.DEFAULT_BUCKET_SIZE, ((Bucket) chosen).order()));
        assertTrue(result.best().feasible(), "the buckets stay within the document limit: " + result.best().violations());

        DesignChange change = result.proposals().get(0).changes().stream()
                .filter(c -> c.subject().equals("device-readings")).findFirst().orElseThrow();
        assertEquals("buckets of " + size, change.to());
    }

    @Test
    void keepsThePostsNewestCommentsAsASubsetInTheListingsOrder() {
        DataModel model = posts();
        SearchResult result = postsSearch();

        Strategy chosen = result.best().design().mappings().get("post-comments").strategy();
        assertTrue(chosen instanceof Subset, "the newest comments should sit in the post: " + chosen);
        Subset subset = (Subset) chosen;
        assertEquals(10, subset.size());
        assertEquals(NEWEST, subset.order());
        // kept in the order of adding, the subset would not serve the listing: the listing still queries the comments
        assertCostsLessThan(model, result, "post-comments", subset.withOrder(null));

        DesignChange change = result.proposals().get(0).changes().stream()
                .filter(c -> c.subject().equals("post-comments")).findFirst().orElseThrow();
        assertTrue(change.to().startsWith("subset of 10 (highest createdAt first)"), change.to());
        assertTrue(change.helps().stream().anyMatch(e -> e.patternId().equals("newest-comments")), "helps the listing: " + change.helps());
    }

    /**
     * "blog-user-feed" without its feed: each user's 10 latest posts by creation date, embedded in the user, serve the
     * listings in one read of the user, and cost less than every design that keeps the posts referenced, the feed per
     * user the advisor suggests among them.
     */
    @Test
    void embedsEachUsersLatestPostsByCreationDateRatherThanKeepingAFeed() {
        DataModel model = BlogModels.userFeedBlog();
        Design start = BlogModels.userFeedReferenced();
        SearchResult result = search(model, start);

        Strategy chosen = result.best().design().mappings().get("user-posts").strategy();
        assertEquals(new Subset(10, Subset.Rest.REFERENCED, 0, Ordering.descending("creationDate")), chosen);
        SearchResult referenced = new DesignSearch(model, Profile.cosmos(), Objective.defaults(),
                new SearchConstraints(Set.of("user-posts"), 0), SETTINGS).run(start, p -> { }, () -> false);
        assertTrue(result.best().figures().score() < referenced.best().figures().score(),
                result.best().figures() + " against " + referenced.best().figures());
    }

    @Test
    void sameSeedAndDesignLimitGiveTheSameDesigns() {
        SearchResult first = postsSearch();
        SearchResult again = search(posts(), referenced("post-comments"));

        assertEquals(first.priced(), again.priced());
        assertEquals(first.proposals().stream().map(p -> p.design().mappings()).toList(),
                again.proposals().stream().map(p -> p.design().mappings()).toList());
    }
}
