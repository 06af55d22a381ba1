package dev.docshape.model.testing;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The blogging platform of Microsoft's "How to model and partition data on Azure Cosmos DB using a
 * real-world example" (learn.microsoft.com/azure/cosmos-db/how-to-model-partition-example): users
 * write posts, others comment on and like them. The data set there: 100,000 users with 5 to 50
 * posts each (27.5 on average), up to 25 comments (12.5) and up to 100 likes (50) per post: the
 * maximum counts of the relationships. A user writes comments and likes without a modelled maximum.
 *
 * <p>Two designs: {@code referenced} (the article's V1: every relationship a plain reference, the
 * child holding the parent's id) and {@code denormalized} (its V2: the author's username copied into
 * posts, comments and likes as an extended reference, comment and like counts kept on the post).
 */
public final class Blog {
    private Blog() {
    }

    /** Average posts per user, comments and likes per post, in the article's data set. */
    public static final double POSTS_PER_USER = 27.5, COMMENTS_PER_POST = 12.5, LIKES_PER_POST = 50;

    public static Project project() {
        Entity user = new Entity("user", "User", List.of(Field.string("username", 12)), 100_000, 0.001, null);
        Entity post = new Entity("post", "Post", List.of(Field.string("title", 60), Field.string("content", 600),
                Field.of("creationDate", FieldType.DATE)), 2_750_000, 0.01, null);
        Entity comment = new Entity("comment", "Comment", List.of(Field.string("content", 160),
                Field.of("creationDate", FieldType.DATE)), 34_375_000, 0, null);
        Entity like = new Entity("like", "Like", List.of(Field.of("creationDate", FieldType.DATE)), 137_500_000, 0, null);
        Relationship userPosts = new Relationship("user-posts", "user", "post", "posts", "user",
                Cardinality.ONE_TO_MANY, POSTS_PER_USER, 50, 1, false, Volatility.OCCASIONAL);
        Relationship postComments = new Relationship("post-comments", "post", "comment", "comments", "post",
                Cardinality.ONE_TO_MANY, COMMENTS_PER_POST, 25, 1, false, Volatility.STABLE);
        Relationship postLikes = new Relationship("post-likes", "post", "like", "likes", "post",
                Cardinality.ONE_TO_MANY, LIKES_PER_POST, 100, 1, false, Volatility.STABLE);
        Relationship userComments = new Relationship("user-comments", "user", "comment", "comments", "user",
                Cardinality.ONE_TO_MANY, COMMENTS_PER_POST, null, 1, false, Volatility.STABLE);
        Relationship userLikes = new Relationship("user-likes", "user", "like", "likes", "user",
                Cardinality.ONE_TO_MANY, LIKES_PER_POST, null, 1, false, Volatility.STABLE);

        Include author = new Include("user-posts", List.of("username"), 0, List.of());
        ReadPattern readPost = new ReadPattern("read-post", "read a post with its author's name and counts", 500, "post",
                Selection.BY_ID, null, 1, 1, List.of(), List.of(author), List.of("post-comments", "post-likes"));
        ReadPattern userPostList = new ReadPattern("list-user-posts", "list a user's posts", 100, "post", Selection.FILTER,
                "user-posts", (int) POSTS_PER_USER, 0, List.of("title", "creationDate"), List.of(author),
                List.of("post-comments", "post-likes"));
        ReadPattern postComments_ = new ReadPattern("list-post-comments", "list a post's comments", 200, "comment",
                Selection.FILTER, "post-comments", (int) COMMENTS_PER_POST, 0, List.of(),
                List.of(new Include("user-comments", List.of("username"), 0, List.of())), List.of());
        ReadPattern postLikes_ = new ReadPattern("list-post-likes", "list a post's likes", 50, "like",
                Selection.FILTER, "post-likes", (int) LIKES_PER_POST, 0, List.of(),
                List.of(new Include("user-likes", List.of("username"), 0, List.of())), List.of());
        ReadPattern readUser = ReadPattern.byId("read-user", "retrieve a user", 50, "user", List.of());
        WritePattern createUser = new WritePattern("create-user", "create a user", 1, WriteKind.INSERT, "user",
                null, List.of(), List.of());
        WritePattern createPost = new WritePattern("create-post", "create a post", 5, WriteKind.INSERT, "post",
                "user-posts", List.of(), List.of());
        WritePattern createComment = new WritePattern("create-comment", "create a comment", 20, WriteKind.INSERT, "comment",
                "post-comments", List.of(), List.of());
        WritePattern likePost = new WritePattern("like-post", "like a post", 50, WriteKind.INSERT, "like",
                "post-likes", List.of(), List.of());
        WritePattern rename = new WritePattern("rename-user", "change a username", 0.01, WriteKind.UPDATE, "user",
                null, List.of("username"), List.of());
        DataModel model = new DataModel(List.of(user, post, comment, like),
                List.of(userPosts, postComments, postLikes, userComments, userLikes),
                List.of(readPost, userPostList, postComments_, postLikes_, readUser, createUser, createPost, createComment,
                        likePost, rename));

        Map<String, Mapping> copies = new LinkedHashMap<>();
        copies.put("user-posts", new Mapping(new ExtendedReference(Holder.CHILD, List.of("username")), false));
        copies.put("user-comments", new Mapping(new ExtendedReference(Holder.CHILD, List.of("username")), false));
        copies.put("user-likes", new Mapping(new ExtendedReference(Holder.CHILD, List.of("username")), false));
        copies.put("post-comments", Design.defaultFor(postComments).withPrecomputedCount(true));
        copies.put("post-likes", Design.defaultFor(postLikes).withPrecomputedCount(true));
        return new Project("blog", "", model, List.of(Design.named("referenced"), new Design("denormalized", copies, Set.of())),
                "referenced");
    }
}
