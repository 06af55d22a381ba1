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
import dev.docshape.model.projection.TiedPlaces;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The first N of all comments by a field only half of them hold, comments embedded in their posts, 10 posts of exactly
 * 10 comments (docs/counting-rules.md "Ties in an order", decision 0554): a comment lacking the field sorts as null, so
 * the comments lacking it are one tied group, first lowest first and last highest first, returned in the store's order,
 * which follows the posts.
 */
class OptionalOrderEstimateTest {
    /** The posts read for the first {@code n} comments by {@code order}, {@code presence} of the comments holding its field. */
    private static double posts(Ordering order, int n, double presence) {
        Entity post = Entity.of("post", "Post", List.of(Field.of("title", FieldType.STRING)), 10);
        Entity comment = Entity.of("comment", "Comment", List.of(Field.of("text", FieldType.STRING),
                Field.of("price", FieldType.DOUBLE).withPresence(presence), Field.of("rating", FieldType.INTEGER).withPresence(presence)), 100);
        Relationship comments = new Relationship("post-comments", "post", "comment", "comments", "post",
                Cardinality.ONE_TO_MANY, 10, 10, 1, true, Volatility.STABLE, 10);
        ReadPattern first = new ReadPattern("first", "the first comments", 1, "comment", Selection.FILTER, null, 100, n,
                List.of(), List.of(), List.of(), order);
        DataModel model = new DataModel(List.of(post, comment), List.of(comments), List.of(first));
        Design design = Design.named("embedded").withMapping("post-comments", new Mapping(new Embed(), false));
        return Estimator.estimate(model, design, Profile.mongodb()).pattern("first").orElseThrow().docsRead();
    }

    @Test
    void theFirstLowestFirstAreCommentsLackingTheFieldFromConsecutivePosts() {
        // the 5 cheapest: 5 of the 50 comments without a price, from the first 10 or so comments in the store's order,
        // which starts at the first post's first comment: the posts X comments reach, X the place of the 5th without a
        // price, each before the last read when one of its 10 lacks a price (1 - 0.5^10); the old rule said 1.5
        assertEquals(TiedPlaces.documents(5, 0.5, 10, 10), posts(Ordering.ascending("price"), 5, 0.5), 1e-6);
        assertEquals(1.38, posts(Ordering.ascending("price"), 5, 0.5), 0.01);
        // held by every comment: 5 comments drawn at random, 10 (1 - C(90,5)/C(100,5))
        assertEquals(4.16, posts(Ordering.ascending("price"), 5, 1), 0.01);
    }

    @Test
    void theFirstHighestFirstHoldTheFieldAndAreReadAsBefore() {
        assertEquals(posts(Ordering.descending("price"), 5, 1), posts(Ordering.descending("price"), 5, 0.5), 1e-9);
    }

    @Test
    void aFieldWithFewValuesHeldByHalfHoldsEachValueInATenth() {
        // the 5 best rated of ratings 1 to 5 held by half the comments: rating 5 is held by a tenth of all comments, so
        // the 5 come from the first 50 or so in the store's order; held by all, from the first 25 (the stretch may pass
        // 8 posts, where the estimate's count goes on as a straight line, one post a 10 comments)
        assertEquals(TiedPlaces.documents(5, 0.1, 10, 10), posts(Ordering.descending("rating"), 5, 0.5), 0.005);
        assertEquals(TiedPlaces.documents(5, 0.2, 10, 10), posts(Ordering.descending("rating"), 5, 1), 1e-4);
    }

    @Test
    void theSplitOfTheFirstN() {
        Entity comment = Entity.of("comment", "Comment", List.of(Field.of("price", FieldType.DOUBLE).withPresence(0.4)), 1000);
        assertEquals(new OptionalOrder(20, 0, 0.6), OptionalOrder.of(comment, Ordering.ascending("price"), 20, 1000));
        assertEquals(new OptionalOrder(600, 100, 0.6), OptionalOrder.of(comment, Ordering.ascending("price"), 700, 1000));
        assertEquals(new OptionalOrder(0, 20, 0.6), OptionalOrder.of(comment, Ordering.descending("price"), 20, 1000));
        assertEquals(new OptionalOrder(100, 400, 0.6), OptionalOrder.of(comment, Ordering.descending("price"), 500, 1000));
    }
}
