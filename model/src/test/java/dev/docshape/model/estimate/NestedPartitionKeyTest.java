package dev.docshape.model.estimate;

import dev.docshape.model.Design;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.PartitionKeys;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.testing.Blog;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.model.validate.Problem;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A post that holds its author inside an extended reference's copy can be partitioned by the copied
 * id, a dotted path (docs/counting-rules.md "Partitions"): a user's posts are then one partition's.
 */
class NestedPartitionKeyTest {
    private static final int PARTITIONS = 8;
    private final Project blog = Blog.project();
    private final Design denormalized = blog.design("denormalized").orElseThrow();

    private CollectionShape posts() {
        return Projector.project(blog.model(), denormalized).entityCollection("post").orElseThrow();
    }

    /** The path to the author's id in the post's copy of its author. */
    private String authorId() {
        List<String> nested = PartitionKeys.candidates(posts()).stream().filter(k -> k.endsWith(".id")).toList();
        assertEquals(1, nested.size(), "one copy with an id: " + PartitionKeys.candidates(posts()));
        return nested.get(0);
    }

    private PatternEstimate userPosts(String postKey) {
        Design keyed = denormalized.withPartitioning(new Partitioning(Map.of("post", postKey), PARTITIONS));
        return Estimator.estimate(blog.model(), keyed, Profile.cosmos()).pattern("list-user-posts").orElseThrow();
    }

    @Test
    void theCopiedIdOfAnExtendedReferenceIsOfferedAsAKey() {
        List<String> candidates = PartitionKeys.candidates(posts());
        assertEquals("id", candidates.get(0));
        assertTrue(candidates.contains(authorId().replace(".id", ".username")), "a copied field too: " + candidates);
    }

    @Test
    void aUsersPostsStayInOnePartitionWhenPartitionedByTheCopiedId() {
        assertEquals(PARTITIONS, userPosts("id").maxPartitions(), "by their own id, a user's posts are everywhere");
        PatternEstimate byAuthor = userPosts(authorId());
        assertEquals(1, byAuthor.maxPartitions());
        double base = Profile.cosmos().costs().queryBaseRu();
        assertEquals(userPosts("id").requests().get(0).ru() - (PARTITIONS - 1) * base, byAuthor.requests().get(0).ru(), 1e-9,
                "priced as a single-partition query, as with a top-level key");
    }

    @Test
    void aPathThatIsNotInTheDocumentsIsReportedWithTheCollectionAndThePath() {
        Design keyed = denormalized.withPartitioning(new Partitioning(Map.of("post", "author.country"), PARTITIONS));
        Project project = blog.withDesigns(List.of(blog.design("referenced").orElseThrow(), keyed), "referenced");
        List<Problem> problems = ModelValidator.validate(project).stream().filter(p -> p.path().contains("partitionKeys")).toList();
        assertEquals(1, problems.size(), problems.toString());
        String message = problems.get(0).message();
        assertTrue(message.startsWith("the partition key 'author.country' of collection '" + posts().name()
                + "' in design 'denormalized' is not a path to a field of its documents (choose one of id, "), message);
        assertEquals(PARTITIONS, userPosts("author.country").maxPartitions(), "an unknown key routes nothing");
    }
}
