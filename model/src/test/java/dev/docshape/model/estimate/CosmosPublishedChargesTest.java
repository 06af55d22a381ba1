package dev.docshape.model.estimate;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.Request.Operation;
import dev.docshape.model.profile.CostModel;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.testing.Blog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The request units DocShape estimates for single operations against the charges Microsoft
 * publishes, each within a factor of two (docs/counting-rules.md#request-units).
 *
 * <p>Sources: [COST] "Optimize request cost in Azure Cosmos DB",
 * https://learn.microsoft.com/azure/cosmos-db/optimize-cost-reads-writes (point read 1 RU at 1 KB and
 * 10 RU at 100 KB; a write about 5 RU at 1 KB and 50 RU at 100 KB); [BLOG] "How to model and
 * partition data on Azure Cosmos DB using a real-world example",
 * https://learn.microsoft.com/azure/cosmos-db/how-to-model-partition-example (the measured charge of
 * every request of a blogging platform, V1 referenced and V2 denormalized). The blog's item shapes
 * are {@link Blog}'s; the article gives no text lengths, so those are assumptions written there.
 */
class CosmosPublishedChargesTest {
    private static final Profile COSMOS = Profile.cosmos();
    private static final CostModel RU = COSMOS.costs();

    private final List<String> misses = new ArrayList<>();

    private void within2x(String what, double published, double estimated) {
        double ratio = estimated / published;
        if (!(ratio >= 0.5 && ratio <= 2.0)) misses.add(what + ": published " + published + " RU, estimated " + estimated);
    }

    private static Estimate blog(String design) {
        Project p = Blog.project();
        return Estimator.estimate(p.model(), p.design(design).orElseThrow(), COSMOS);
    }

    private static PatternEstimate pattern(Estimate e, String id) {
        return e.pattern(id).orElseThrow();
    }

    /** The only request of a pattern, checked to be of the kind the article describes. */
    private static Request single(Estimate e, String id, Operation kind) {
        List<Request> requests = pattern(e, id).requests();
        assertEquals(1, requests.size(), id + ": " + requests);
        assertEquals(kind, requests.get(0).operation(), id);
        return requests.get(0);
    }

    @Test
    void pointReadsAndWritesAtTheAnchorsOfTheCostPage() {
        within2x("[COST] point read of 1 KB", 1, RU.pointReadRu(1024));
        within2x("[COST] point read of 100 KB", 10, RU.pointReadRu(100 * 1024));
        // a 1 KB item of a handful of properties (every property indexed by default)
        within2x("[COST] write of 1 KB", 5, RU.insertRu(1024, 5));
        within2x("[COST] write of 100 KB", 50, RU.insertRu(100 * 1024, 5));
        assertTrue(misses.isEmpty(), String.join("\n", misses));
    }

    @Test
    void everySingleOperationOfTheBlogArticle() {
        Estimate v1 = blog("referenced");
        Estimate v2 = blog("denormalized");
        within2x("[BLOG C1] create a user", 5.71, single(v1, "create-user", Operation.INSERT).ru());
        within2x("[BLOG Q1] retrieve a user", 1, single(v1, "read-user", Operation.POINT_READ).ru());
        within2x("[BLOG C2] create a post", 8.76, single(v1, "create-post", Operation.INSERT).ru());
        within2x("[BLOG C3 V1] create a comment", 8.57, single(v1, "create-comment", Operation.INSERT).ru());
        within2x("[BLOG C4 V1] like a post", 7.05, single(v1, "like-post", Operation.INSERT).ru());
        within2x("[BLOG Q2 V2] retrieve a post (one point read)", 1, single(v2, "read-post", Operation.POINT_READ).ru());
        within2x("[BLOG Q4 V2] list a post's comments (one query)", 7.72, single(v2, "list-post-comments", Operation.QUERY).ru());
        within2x("[BLOG Q5 V2] list a post's likes (one query)", 8.92, single(v2, "list-post-likes", Operation.QUERY).ru());
        assertTrue(misses.isEmpty(), String.join("\n", misses));
    }

    @Test
    void aCountKeptInTheParentIsAReadBeforeWriteInAStoredProcedure() {
        Estimate v1 = blog("referenced");
        Estimate v2 = blog("denormalized");
        PatternEstimate comment = pattern(v2, "create-comment");
        assertEquals(List.of(Operation.INSERT, Operation.TRANSACTIONAL_PATCH),
                comment.requests().stream().map(Request::operation).toList());
        within2x("[BLOG C3 V2] create a comment, count in the post", 15.27, comment.ru());
        within2x("[BLOG C4 V2] like a post, count in the post", 14.67, pattern(v2, "like-post").ru());
        // the yardstick: the real database charges about 1.8 times as much with the count kept
        within2x("[BLOG C3] V2 / V1", 15.27 / 8.57, comment.ru() / pattern(v1, "create-comment").ru());
        assertTrue(misses.isEmpty(), String.join("\n", misses));
    }

    @Test
    void countsAreChargedByTheItemsTheyCount() {
        // [BLOG Q2 V1]: the post, its author's name and two count queries: 19.54 RU in all
        PatternEstimate readPost = pattern(blog("referenced"), "read-post");
        assertEquals(List.of(Operation.POINT_READ, Operation.POINT_READ, Operation.COUNT, Operation.COUNT),
                readPost.requests().stream().map(Request::operation).toList());
        within2x("[BLOG Q2 V1] retrieve a post with author and counts", 19.54, readPost.ru());
        Request likes = readPost.requests().get(3);
        Request comments = readPost.requests().get(2);
        assertTrue(likes.ru() > comments.ru(), "50 likes cost more to count than 12.5 comments");
        assertEquals(0, likes.docs(), "a count returns no document");
        assertTrue(misses.isEmpty(), String.join("\n", misses));
    }
}
