package dev.docshape.model.search;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** A blogging platform (users, posts, comments, likes), fully referenced, as a new user would model it. */
final class BlogModels {
    private BlogModels() {
    }

    static DataModel blog() {
        return new DataModel(
                List.of(entity("user", "User", 100_000, Field.string("name", 20), Field.string("email", 30),
                                Field.string("bio", 400)),
                        entity("post", "Post", 2_000_000, Field.string("title", 60), Field.string("body", 3000),
                                Field.of("publishedAt", FieldType.DATE)),
                        entity("comment", "Comment", 40_000_000, Field.string("text", 300),
                                Field.of("createdAt", FieldType.DATE)),
                        entity("like", "Like", 100_000_000, Field.of("createdAt", FieldType.DATE))),
                List.of(rel("user-posts", "user", "post", "posts", 20),
                        rel("post-comments", "post", "comment", "comments", 20),
                        rel("post-likes", "post", "like", "likes", 50)),
                List.of(new ReadPattern("read-post", "read a post with its author's name and counts", 1000, "post",
                                Selection.BY_ID, null, 1, 1, List.of(),
                                List.of(new Include("user-posts", List.of("name"), 0, List.of())),
                                List.of("post-comments", "post-likes")),
                        new ReadPattern("user-posts", "list a user's posts", 100, "post", Selection.FILTER, "user-posts",
                                20, 20, List.of("title", "publishedAt"), List.of(), List.of()),
                        new ReadPattern("post-comments", "list a post's comments", 300, "comment", Selection.FILTER,
                                "post-comments", 20, 20, List.of(), List.of(), List.of()),
                        new WritePattern("add-comment", "add a comment", 20, WriteKind.INSERT, "comment", "post-comments",
                                List.of(), List.of()),
                        new WritePattern("add-like", "like a post", 50, WriteKind.INSERT, "like", "post-likes",
                                List.of(), List.of()),
                        new WritePattern("add-post", "publish a post", 2, WriteKind.INSERT, "post", "user-posts",
                                List.of(), List.of()),
                        new WritePattern("rename-user", "rename a user", 0.01, WriteKind.UPDATE, "user", null,
                                List.of("name"), List.of())));
    }

    static Design fullyReferenced() {
        Mapping childHoldsParent = Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID);
        return new Design("referenced", Map.of("user-posts", childHoldsParent, "post-comments", childHoldsParent,
                "post-likes", childHoldsParent), Set.of());
    }

    /**
     * Users, their posts and the posts' comments, partitioned: a post is read with all its comments,
     * and a user's posts are listed by the user's id, which the posts' partition key is not; posts and
     * comments are written so often that buckets, which rewrite a growing document, cost more than they save.
     */
    static DataModel partitionedBlog() {
        return new DataModel(
                List.of(entity("user", "User", 100_000, Field.string("name", 20), Field.string("bio", 400)),
                        entity("post", "Post", 2_000_000, Field.string("title", 60), Field.string("body", 3000)),
                        entity("comment", "Comment", 40_000_000, Field.string("text", 300))),
                List.of(rel("user-posts", "user", "post", "posts", 20),
                        rel("post-comments", "post", "comment", "comments", 20)),
                List.of(new ReadPattern("read-post", "read a post with its comments", 1000, "post", Selection.BY_ID, null,
                                1, 1, List.of(), List.of(new Include("post-comments", List.of("text"), 0, List.of())), List.of()),
                        new ReadPattern("user-posts", "list a user's posts", 500, "post", Selection.FILTER, "user-posts",
                                20, 20, List.of("title"), List.of(), List.of()),
                        new WritePattern("add-comment", "add a comment", 1500, WriteKind.INSERT, "comment", "post-comments",
                                List.of(), List.of()),
                        new WritePattern("add-post", "publish a post", 150, WriteKind.INSERT, "post", "user-posts",
                                List.of(), List.of())));
    }

    /** Every relationship referenced by the child, users and posts partitioned by their ids over 10 partitions. */
    static Design partitionedReferenced() {
        return fullyReferenced().withPartitioning(new Partitioning(Map.of("user", "id", "post", "id"), 10));
    }

    /**
     * The model of the workload "blog-user-feed" (storage's test workloads) without its feed: 50,000 users with 27
     * posts each on average, a user's latest 10 (and latest 5 with the user's name) read 110 times a second by
     * creation date, posts partitioned by their id over 8 partitions, so each such read asks every partition.
     */
    static DataModel userFeedBlog() {
        Ordering newest = Ordering.descending("creationDate");
        return new DataModel(
                List.of(entity("user", "User", 50_000, Field.string("name", 16), Field.string("email", 24)),
                        entity("post", "Post", 1_350_000, Field.string("title", 60), Field.string("body", 1200),
                                Field.of("creationDate", FieldType.DATE))),
                List.of(rel("user-posts", "user", "post", "posts", 27)),
                List.of(new ReadPattern("user-latest-posts", "the latest 10 posts of a user", 100, "post", Selection.FILTER,
                                "user-posts", 27, 10, List.of(), List.of(), List.of(), newest),
                        new ReadPattern("user-latest-posts-with-name", "the latest 5 posts of a user with the user's name", 10,
                                "post", Selection.FILTER, "user-posts", 27, 5, List.of(),
                                List.of(new Include("user-posts", List.of("name"), 0, List.of())), List.of(), newest),
                        new ReadPattern("read-post", "read a post", 20, "post", Selection.BY_ID, null, 1, 1, List.of(), List.of(),
                                List.of()),
                        new WritePattern("create-post", "create a post", 5, WriteKind.INSERT, "post", "user-posts", List.of(),
                                List.of()),
                        new WritePattern("edit-post", "edit a post's title", 1, WriteKind.UPDATE, "post", null, List.of("title"),
                                List.of()),
                        new WritePattern("delete-post", "delete a post", 0.1, WriteKind.DELETE, "post", null, List.of(),
                                List.of())));
    }

    /** Posts reference their user, users and posts partitioned by their ids over 8 partitions: "blog-user-feed"'s "referenced". */
    static Design userFeedReferenced() {
        return new Design("referenced", Map.of("user-posts", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of())
                .withPartitioning(new Partitioning(Map.of("user", "id", "post", "id"), 8));
    }

    private static Entity entity(String id, String name, long count, Field... fields) {
        return Entity.of(id, name, List.of(fields), count);
    }

    private static Relationship rel(String id, String parent, String child, String name, double avg) {
        return new Relationship(id, parent, child, name, null, Cardinality.ONE_TO_MANY, avg, null, 1, false,
                Volatility.STABLE);
    }
}
