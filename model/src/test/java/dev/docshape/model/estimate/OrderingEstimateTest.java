package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.testing.Blog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A read of the first N by an order, and subsets and buckets kept in order (docs/counting-rules.md "Ordering and feeds"). */
class OrderingEstimateTest {

    private static final Ordering NEWEST = Ordering.descending("creationDate");

    /** The blog with one more read: the 5 newest comments of a post. */
    private static DataModel blogWithNewestComments(Ordering order) {
        DataModel model = Blog.project().model();
        List<AccessPattern> patterns = new ArrayList<>(model.patterns());
        patterns.add(new ReadPattern("newest-comments", "the newest comments of a post", 100, "comment", Selection.FILTER,
                "post-comments", 12, 5, List.of(), List.of(), List.of(), order));
        return new DataModel(model.entities(), model.relationships(), patterns);
    }

    /**
     * The first 5 of a post's comments, 12 a post spread evenly over 0 to 24 (docs/counting-rules.md "Children taken under
     * a limit"): 5 from a post with 5 or more, its count from one with fewer.
     */
    private static final double FIRST_5_OF_12 = (5 * 5 / 2.0 + 5 * (24 - 5)) / 24;

    private static PatternEstimate estimate(DataModel model, Design design, Profile profile, String pattern) {
        return Estimator.estimate(model, design, profile).pattern(pattern).orElseThrow();
    }

    @Test
    void aReadOfTheFirstNByAnOrderReturnsN() {
        PatternEstimate read = estimate(blogWithNewestComments(NEWEST), Design.named("referenced"), Profile.mongodb(), "newest-comments");
        assertEquals(FIRST_5_OF_12, read.docsRead(), 1e-9);
        assertTrue(read.docsRead() < 5, "posts with fewer than 5 comments give fewer");
        assertEquals(1, read.roundTrips());
    }

    @Test
    void mongoDbIndexesTheOrderField() {
        Design design = Design.named("referenced");
        double without = estimate(blogWithNewestComments(null), design, Profile.mongodb(), "create-comment").indexKeysWritten();
        double with = estimate(blogWithNewestComments(NEWEST), design, Profile.mongodb(), "create-comment").indexKeysWritten();
        assertEquals(without + 1, with, 1e-9, "one more key per inserted comment");
        double cosmosWithout = estimate(blogWithNewestComments(null), design, Profile.cosmos(), "create-comment").indexKeysWritten();
        double cosmosWith = estimate(blogWithNewestComments(NEWEST), design, Profile.cosmos(), "create-comment").indexKeysWritten();
        assertEquals(cosmosWithout, cosmosWith, 1e-9, "Cosmos DB indexes every value already");
    }

    @Test
    void aSubsetKeptInTheSameOrderServesTheReadFromTheParent() {
        DataModel model = blogWithNewestComments(NEWEST);
        Design ordered = Design.named("d").withMapping("post-comments",
                new Mapping(new Subset(10, Subset.Rest.REFERENCED, 0, NEWEST), false));
        Design recent = Design.named("d").withMapping("post-comments",
                new Mapping(new Subset(10, Subset.Rest.REFERENCED, 0), false));
        PatternEstimate fromParent = estimate(model, ordered, Profile.mongodb(), "newest-comments");
        assertEquals(1, fromParent.docsRead(), 1e-9, "the post, which holds the 10 newest comments");
        assertEquals("Post", fromParent.requests().get(0).collection());
        PatternEstimate queried = estimate(model, recent, Profile.mongodb(), "newest-comments");
        assertEquals("Comment", queried.requests().get(0).collection(), "a subset in another order cannot serve it");
        assertEquals(FIRST_5_OF_12, queried.docsRead(), 1e-9);
    }

    @Test
    void anOrderedSubsetPaysOnePushWithSortAndSlicePerInsert() {
        DataModel model = blogWithNewestComments(NEWEST);
        Design ordered = Design.named("d").withMapping("post-comments",
                new Mapping(new Subset(10, Subset.Rest.REFERENCED, 0, NEWEST), false));
        PatternEstimate insert = estimate(model, ordered, Profile.mongodb(), "create-comment");
        Request push = insert.requests().stream().filter(r -> r.collection().equals("Post")).findFirst().orElseThrow();
        assertEquals(Request.Operation.PATCH, push.operation());
        assertTrue(push.description().contains("keeping the first 10 by creationDate"), push.description());
        assertEquals(2, insert.docsWritten(), 1e-9, "the comment and the post's subset");
    }

    @Test
    void bucketsInAnotherOrderAreAllRead() {
        DataModel model = blogWithNewestComments(NEWEST);
        Design inOrder = Design.named("d").withMapping("post-comments", new Mapping(new Bucket(5, NEWEST), false));
        Design added = Design.named("d").withMapping("post-comments", new Mapping(new Bucket(5), false));
        PatternEstimate first = estimate(model, inOrder, Profile.mongodb(), "newest-comments");
        PatternEstimate all = estimate(model, added, Profile.mongodb(), "newest-comments");
        // the newest bucket is the partial one: it holds the 5 newest where a post has 1 to 5 comments or a multiple of 5
        // (8 in 25 of the posts, 25 comments 1 in 50), else the 5 newest reach into the full one before it (16 in 25):
        // 40 / 25 + 1 / 50 = 1.62 buckets, where the newest alone (0.98) returned fewer than 5 (decision 0524)
        assertEquals(1.62, first.docsRead(), 1e-4, "the newest bucket, and the one before where it holds fewer than 5");
        // 12.5 comments a post spread over 0 to 25 (the ends half as likely): 1 to 5 fill one bucket, ... 21 to 25 five,
        // 72.5 / 25 = 2.9 buckets a post on average, where ceil(12.5 / 5) = 3 took every post as average
        assertEquals(2.9, all.docsRead(), 1e-4, "every bucket of the post");
    }
}
