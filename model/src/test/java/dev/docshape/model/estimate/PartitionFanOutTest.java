package dev.docshape.model.estimate;

import dev.docshape.model.Design;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.testing.Blog;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Partition keys on the blogging platform of Microsoft's partitioning article: users and posts by
 * their id, comments and likes by their post's id (docs/counting-rules.md "Partitions").
 */
class PartitionFanOutTest {
    private static final int PARTITIONS = 8;
    private final Project blog = Blog.project();

    private Design partitioned(String design, int partitions) {
        Partitioning keys = new Partitioning(Map.of("user", "id", "post", "id", "comment", "postId", "like", "postId"),
                partitions);
        return blog.design(design).orElseThrow().withPartitioning(keys);
    }

    private Estimate estimate(Design design, Profile profile) {
        return Estimator.estimate(blog.model(), design, profile);
    }

    @Test
    void readsThatGiveTheKeyStayInOnePartitionAndTheOthersFanOut() {
        Estimate e = estimate(partitioned("referenced", PARTITIONS), Profile.cosmos());
        assertEquals(1, e.pattern("read-user").orElseThrow().maxPartitions());
        assertEquals(1, e.pattern("create-comment").orElseThrow().maxPartitions());
        PatternEstimate comments = e.pattern("list-post-comments").orElseThrow();
        // the comments by their post's id: one partition; their authors by 12 ids: several
        assertEquals(1, comments.requests().get(0).partitions());
        // a user's posts are found by the user's id, which is not the posts' key: every partition
        PatternEstimate posts = e.pattern("list-user-posts").orElseThrow();
        assertEquals(PARTITIONS, posts.requests().get(0).partitions());
        assertTrue(posts.requests().get(0).fansOut());
    }

    @Test
    void aFanOutCostsTheQueryBaseChargeOncePerFurtherPartition() {
        Design plain = blog.design("referenced").orElseThrow();
        Request one = estimate(plain, Profile.cosmos()).pattern("list-user-posts").orElseThrow().requests().get(0);
        Request all = estimate(partitioned("referenced", PARTITIONS), Profile.cosmos())
                .pattern("list-user-posts").orElseThrow().requests().get(0);
        double base = Profile.cosmos().costs().queryBaseRu();
        assertEquals(one.ru() + (PARTITIONS - 1) * base, all.ru(), 1e-9);
        assertEquals(one.docs(), all.docs(), 1e-9);
        assertEquals(one.bytes(), all.bytes(), 1e-9);
    }

    @Test
    void withoutAKeyOrWithOnePartitionNothingChanges() {
        Design plain = blog.design("denormalized").orElseThrow();
        Estimate before = estimate(plain, Profile.mongodb());
        Estimate onePartition = estimate(partitioned("denormalized", 1), Profile.mongodb());
        assertEquals(before.patterns(), onePartition.patterns());
    }

    @Test
    void aKeyOnAFieldTheFilterDoesNotGiveMakesReadsByIdFanOut() {
        Design byTitle = blog.design("referenced").orElseThrow()
                .withPartitioning(new Partitioning(Map.of("post", "title"), PARTITIONS));
        Estimate e = estimate(byTitle, Profile.mongodb());
        assertEquals(PARTITIONS, e.pattern("read-post").orElseThrow().requests().get(0).partitions());
        // an insert carries its key in the document
        assertEquals(1, e.pattern("create-post").orElseThrow().maxPartitions());
    }

    @Test
    void theSessionReplansEveryPatternWhenThePartitioningChanges() {
        EstimateSession session = new EstimateSession(Profile.cosmos());
        Design plain = blog.design("referenced").orElseThrow();
        session.estimate(blog.model(), plain);
        Design keyed = partitioned("referenced", PARTITIONS);
        assertEquals(Estimator.estimate(blog.model(), keyed, Profile.cosmos()).patterns(),
                session.estimate(blog.model(), keyed).patterns());
        assertEquals(Estimator.estimate(blog.model(), plain, Profile.cosmos()).patterns(),
                session.estimate(blog.model(), plain).patterns());
    }
}
