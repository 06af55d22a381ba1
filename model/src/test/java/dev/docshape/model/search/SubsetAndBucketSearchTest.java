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

    /** The buckets the search's best design keeps {@code relationship}'s children in; fails when it keeps none. */
    private static Bucket bucketChosen(SearchResult result, String relationship) {
        Strategy chosen = result.best().design().mappings().get(relationship).strategy();
        assertTrue(chosen instanceof Bucket, relationship + " should go to buckets: " + chosen);
        return (Bucket) chosen;
    }

    /** The score of the search's best design with {@code relationship} mapped as {@code strategy} instead. */
    private static double scoreWith(DataModel model, SearchResult result, String relationship, Strategy strategy) {
        CandidatePricer pricer = new CandidatePricer(model, Profile.cosmos(), Objective.defaults(), SearchConstraints.none());
        return pricer.price(result.best().design().withMapping(relationship, new Mapping(strategy, false))).figures().score();
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
        double alternative = scoreWith(model, result, relationship, other);
        assertTrue(result.best().figures().score() < alternative,
                result.best().figures().score() + " against " + alternative + " with " + other);
    }

    @Test
    void bucketsTheReadingsInBucketsLargerThanTheDefault() {
        DataModel model = devices();
        SearchResult result = search(model, referenced("device-readings"));

        Bucket chosen = bucketChosen(result, "device-readings");
        int size = chosen.size();
        assertNotEquals(Thresholds.DEFAULT_BUCKET_SIZE, size);
        // the default size, everything else alike, costs more: the search's size is the reason it wins
        assertCostsLessThan(model, result, "device-readings", new Bucket(Thresholds.DEFAULT_BUCKET_SIZE, chosen.order()));
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

    /**
     * Posts with about 200 comments each, read with all of them as often as a comment is added: a larger bucket means
     * fewer documents a read, a smaller one less to rewrite a write (decision 0438).
     */
    private static DataModel busyComments() {
        return new DataModel(
                List.of(Entity.of("post", "Post", List.of(Field.string("title", 60)), 100_000),
                        Entity.of("comment", "Comment", List.of(Field.string("text", 300)), 20_000_000)),
                List.of(new Relationship("post-comments", "post", "comment", "comments", null, Cardinality.ONE_TO_MANY,
                        200, 1_000, 1, false, Volatility.STABLE)),
                List.of(ReadPattern.byId("post-with-comments", "a post with all its comments", 100, "post",
                                List.of(Include.of("post-comments"))),
                        new WritePattern("add-comment", "add a comment", 100, WriteKind.INSERT, "comment", "post-comments",
                                List.of(), List.of())));
    }

    @Test
    void sizesTheBucketsBetweenTheReadsAndTheWrites() {
        DataModel model = busyComments();
        SearchResult result = search(model, referenced("post-comments"));

        int size = bucketChosen(result, "post-comments").size();
        for (int other : List.of(size / 2, size * 2, Thresholds.DEFAULT_BUCKET_SIZE, 200)) {
            double resized = scoreWith(model, result, "post-comments", new Bucket(other));
            assertTrue(result.best().figures().score() <= resized, "buckets of " + size + " should cost no more than of " + other
                    + ": " + result.best().figures().score() + " against " + resized);
        }
    }

    /**
     * 20 warehouses listed with their bookings (about 200 each) and each booking's vehicles (about 300 each, by the
     * relationship): but there are only 300,000 vehicles for 1,000,000 bookings, so the 4,000 bookings in hand hold about
     * 75 vehicles each between them. A bucket is read for the vehicles it holds (decision 0445), so a bucket sized for a
     * booking's 300 costs no more to read than one of 75, and fewer buckets a booking cost less.
     */
    @Test
    void sizesTheBucketsByTheChildrenAReadOfManyParentsGets() {
        DataModel model = new DataModel(
                List.of(Entity.of("warehouse", "Warehouse", List.of(Field.string("name", 20)), 5_000),
                        Entity.of("booking", "Booking", List.of(Field.string("code", 20)), 1_000_000),
                        Entity.of("vehicle", "Vehicle", List.of(Field.string("plate", 400)), 300_000)),
                List.of(new Relationship("warehouse-bookings", "warehouse", "booking", "bookings", null, Cardinality.ONE_TO_MANY,
                                200, null, 1, false, Volatility.STABLE),
                        new Relationship("booking-vehicles", "booking", "vehicle", "vehicles", null, Cardinality.ONE_TO_MANY,
                                300, 1_000, 1, false, Volatility.STABLE)),
                List.of(new ReadPattern("list-warehouses", "20 warehouses with their bookings and vehicles", 50, "warehouse",
                        Selection.FILTER, null, 100, 20, List.of(), List.of(new Include("warehouse-bookings", List.of(), 0,
                        List.of(Include.of("booking-vehicles")))), List.of())));
        SearchResult result = search(model, new Design("referenced", Map.of(
                "warehouse-bookings", new Mapping(new Bucket(200), false),
                "booking-vehicles", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of()));

        Strategy chosen = result.best().design().mappings().get("booking-vehicles").strategy();
        assertTrue(chosen instanceof Bucket b && b.size() >= 75, "buckets holding the 75 vehicles a booking in hand has: " + chosen);
        double ofHand = scoreWith(model, result, "booking-vehicles", new Bucket(75));
        assertTrue(result.best().figures().score() <= ofHand, result.best().figures().score() + " against buckets of 75: " + ofHand);
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
