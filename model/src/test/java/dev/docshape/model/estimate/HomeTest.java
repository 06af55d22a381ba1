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
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Home;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projector;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A comment kept in three places: embedded in its user (every comment of the user), among its post's 3 newest (a
 * subset), and in its post's buckets of 10 (every comment, beside the post's id). Its home, where it is read by its id,
 * is the bucket holding it: "a comment with its post's title" is the bucket, then the post, 2 round trips, where reading
 * it in its user's document first took 3 (docs/counting-rules.md "Home", decision 0545).
 */
class HomeTest {
    private static DataModel blog() {
        Entity user = Entity.of("user", "User", List.of(Field.of("name", FieldType.STRING)), 2_000);
        Entity post = Entity.of("post", "Post", List.of(Field.of("title", FieldType.STRING)), 40_000);
        Entity comment = Entity.of("comment", "Comment", List.of(Field.of("text", FieldType.STRING),
                Field.of("createdAt", FieldType.DATE)), 480_000);
        Relationship userPosts = new Relationship("user-posts", "user", "post", "posts", "author", Cardinality.ONE_TO_MANY,
                20, null, 1, false, Volatility.STABLE);
        Relationship postComments = new Relationship("post-comments", "post", "comment", "comments", "post",
                Cardinality.ONE_TO_MANY, 12, null, 1, false, Volatility.STABLE);
        Relationship userComments = new Relationship("user-comments", "user", "comment", "comments", "commenter",
                Cardinality.ONE_TO_MANY, 240, null, 1, false, Volatility.STABLE);
        ReadPattern withPost = ReadPattern.byId("comment-with-post", "a comment with its post's title", 20, "comment",
                List.of(new Include("post-comments", List.of("title"), 0, List.of())));
        return new DataModel(List.of(user, post, comment), List.of(userPosts, postComments, userComments), List.of(withPost));
    }

    private static Design inUsersAndBuckets() {
        return Design.named("newest-bucketed-and-in-users")
                .withMapping("user-posts", new Mapping(new Reference(Placement.CHILD_HOLDS_PARENT_ID), false))
                .withMapping("post-comments", new Mapping(new Subset(3, Subset.Rest.BUCKETED, 10, Ordering.descending("createdAt")), true))
                .withMapping("user-comments", new Mapping(new Embed(), false));
    }

    @Test
    void theHomeOfACommentInItsUserAndItsPostsBucketsIsTheBucket() {
        List<Occurrence> occurrences = Projector.project(blog(), inUsersAndBuckets()).occurrencesOf("comment");
        assertEquals(Occurrence.Kind.EMBEDDED, occurrences.get(0).kind(), "the user's comments come first: " + occurrences);
        Occurrence home = Home.among(occurrences);
        assertEquals(Occurrence.Kind.BUCKET_ITEM, home.kind(), home.toString());
        assertEquals("postCommentBuckets", home.collection());
    }

    @Test
    void aCommentWithItsPostIsItsBucketThenThePost() {
        PatternEstimate read = Estimator.estimate(blog(), inUsersAndBuckets(), Profile.mongodb()).pattern("comment-with-post").orElseThrow();
        assertEquals(2, read.roundTrips(), read.requests().toString());
        assertEquals(List.of("postCommentBuckets", "Post"), read.requests().stream().map(Request::collection).toList());
    }
}
