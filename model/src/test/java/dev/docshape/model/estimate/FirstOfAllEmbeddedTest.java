package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "The 5 newest comments of all posts" and "the flagged comments" when comments are embedded in their posts and have
 * no collection of their own: the query returns the distinct posts holding them, each at the size of a post a comment
 * lies in (docs/counting-rules.md "Items of all parents taken by an order").
 */
class FirstOfAllEmbeddedTest {

    /** 10 posts with {@code min} to {@code max} comments, {@code avg} on average, a comment holding its text and time. */
    private static DataModel blog(int min, double avg, Integer max) {
        Entity post = Entity.of("post", "Post", List.of(Field.of("title", FieldType.STRING)), 10);
        Entity comment = Entity.of("comment", "Comment", List.of(Field.of("text", FieldType.STRING),
                Field.of("createdAt", FieldType.DATE)), Math.round(10 * avg));
        Relationship comments = new Relationship("post-comments", "post", "comment", "comments", "post",
                Cardinality.ONE_TO_MANY, avg, max, 1, true, Volatility.STABLE, min);
        int all = (int) Math.round(10 * avg);
        ReadPattern newest = new ReadPattern("newest", "the 5 newest comments of all posts", 1, "comment", Selection.FILTER,
                null, all, 5, List.of(), List.of(), List.of(), Ordering.descending("createdAt"));
        ReadPattern flagged = new ReadPattern("flagged", "the 5 flagged comments", 1, "comment", Selection.FILTER, null,
                5, 0, List.of(), List.of(), List.of());
        ReadPattern one = ReadPattern.byId("post", "a post", 1, "post", List.of());
        return new DataModel(List.of(post, comment), List.of(comments), List.of(newest, flagged, one));
    }

    private static Estimate estimate(DataModel model, boolean embedded) {
        Design design = Design.named(embedded ? "embedded" : "referenced");
        if (embedded) design = design.withMapping("post-comments", new Mapping(new Embed(), false));
        return Estimator.estimate(model, design, Profile.mongodb());
    }

    @Test
    void theFirstFiveOfAllFallInTheDistinctPostsHoldingThem() {
        Estimate estimate = estimate(blog(10, 10, 10), true);
        // 100 comments, 10 in each post: a post is missed by all 5 with the chance C(90,5)/C(100,5), taken as (1 - 10/98)^5
        double posts = 10 * (1 - Math.pow(1 - 10 / 98.0, 5));
        // the newest 5 are the last comments of 5 posts: each post's last comment lies in the newest tenth (decision 0449)
        assertEquals(5, estimate.pattern("newest").orElseThrow().docsRead(), 1e-6, "newest");
        for (String id : List.of("flagged")) {
            PatternEstimate read = estimate.pattern(id).orElseThrow();
            assertEquals(posts, read.docsRead(), 1e-9, id);
            // exactly: 10 (1 - C(90,5)/C(100,5)) = 4.16247
            assertEquals(4.16247, read.docsRead(), 5e-3, id + ": within a thousandth of the exact expectation");
            assertEquals(1, read.roundTrips(), id);
            // every post holds 10 comments: each returned post is the size of any post, as a read by id returns it
            double post = estimate.pattern("post").orElseThrow().bytesRead();
            assertEquals(posts * post, read.bytesRead(), 1e-6, id);
        }
    }

    @Test
    void aPostACommentLiesInIsFullerThanTheAveragePost() {
        Estimate estimate = estimate(blog(0, 4, null), true);
        PatternEstimate read = estimate.pattern("newest").orElseThrow();
        double post = estimate.pattern("post").orElseThrow().bytesRead();
        // one comment's bytes in a post's array: a post of 5 comments less one of 4
        double comment = estimate(blog(5, 5, 5), true).pattern("post").orElseThrow().bytesRead()
                - estimate(blog(4, 4, 4), true).pattern("post").orElseThrow().bytesRead();
        // 0 to 8 comments a post (0 and 8 for 1/16 of the posts each, 1 to 7 for 1/8): a comment lies in a post of
        // E[k^2] / E[k] = ((1 + 4 + ... + 49) / 8 + 64 / 16) / 4 = 5.375 comments on average, not 4
        assertEquals(post + 1.375 * comment, read.bytesRead() / read.docsRead(), 1e-6);
        assertTrue(read.docsRead() < 5, "some posts hold more than one of the 5: " + read.docsRead());
    }

    /**
     * Cosmos DB SQL cannot sort by a value inside an array: the query reads every post holding comments, each at its
     * own fill (decision 0402); a filter in no order is counted as on MongoDB.
     */
    @Test
    void onCosmosDbTheFirstFiveOfAllReadEveryPostHoldingComments() {
        DataModel model = blog(0, 4, null);
        Design embedded = Design.named("embedded").withMapping("post-comments", new Mapping(new Embed(), false));
        Estimate cosmos = Estimator.estimate(model, embedded, Profile.cosmos());
        PatternEstimate read = cosmos.pattern("newest").orElseThrow();
        // 0 to 8 comments a post, none for 1/16 of the posts: 15 of the 10 posts' 16ths hold comments
        assertEquals(10 * 15 / 16.0, read.docsRead(), 1e-9);
        assertEquals(1, read.roundTrips());
        // a post holding comments holds 4 / (15/16) = 4.267 of them on average
        double post = cosmos.pattern("post").orElseThrow().bytesRead();
        double comment = Estimator.estimate(blog(5, 5, 5), embedded, Profile.cosmos()).pattern("post").orElseThrow().bytesRead()
                - Estimator.estimate(blog(4, 4, 4), embedded, Profile.cosmos()).pattern("post").orElseThrow().bytesRead();
        assertEquals(post + (64 / 15.0 - 4) * comment, read.bytesRead() / read.docsRead(), 1e-6);
        assertEquals(estimate(model, true).pattern("flagged").orElseThrow().docsRead(), cosmos.pattern("flagged").orElseThrow().docsRead(), 1e-9,
                "a filter in no order: the posts holding the matches on both");
        assertTrue(estimate(model, true).pattern("newest").orElseThrow().docsRead() < 5, "MongoDB returns the posts holding the 5");
    }

    @Test
    void commentsInTheirOwnCollectionAreOneDocumentEach() {
        Estimate estimate = estimate(blog(10, 10, 10), false);
        assertEquals(5, estimate.pattern("newest").orElseThrow().docsRead(), 1e-9);
        assertEquals(5, estimate.pattern("flagged").orElseThrow().docsRead(), 1e-9);
    }
}
