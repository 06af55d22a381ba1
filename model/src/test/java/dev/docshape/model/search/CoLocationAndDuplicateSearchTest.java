package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The search's co-location and duplicate-collection moves (decisions 0250, 0330) on a model where they pay. */
class CoLocationAndDuplicateSearchTest {
    private static final SearchSettings SETTINGS = new SearchSettings(3, Duration.ofMinutes(5), 20_000, 4);

    /**
     * The comments are read with their post 1,000 times a second and added 1,500 times: co-located with the post (one
     * partition, one query), or in buckets balanced between those reads and writes (decision 0438), which the
     * estimator prices lower still; the search's comments cost no more than the hand-made co-location.
     */
    @Test
    void keepsTheCommentsNearTheirPostAndTheUsersPostsInOnePartition() {
        DataModel model = BlogModels.partitionedBlog();
        SearchResult result = new DesignSearch(model, Profile.cosmos(), Objective.defaults(),
                SearchConstraints.none(), SETTINGS).run(BlogModels.partitionedReferenced(), p -> { }, () -> false);

        Proposal best = result.proposals().get(0);
        Design design = best.design();
        Strategy comments = design.mappings().get("post-comments").strategy();
        assertTrue(comments instanceof Reference r && r.coLocated() || comments instanceof Bucket b && b.size() < 20,
                "the comments should be co-located with their post or in buckets smaller than a post's: " + comments);
        CandidatePricer pricer = new CandidatePricer(model, Profile.cosmos(), Objective.defaults(), SearchConstraints.none());
        PricedDesign coLocated = pricer.price(design.withMapping("post-comments", new Mapping(Reference.coLocatedWithParent(), false)));
        assertTrue(best.figures().score() <= coLocated.figures().score(),
                "no dearer than co-locating the comments: " + best.figures().score() + " against " + coLocated.figures().score());
        Duplicates.Duplicate posts = design.duplicates().duplicateOf("post");
        assertNotNull(posts, "the posts should get a duplicate collection: " + design.duplicates());
        assertEquals("userId", posts.partitionKey());
        assertTrue(best.figures().score() < result.start().figures().score());

        DesignChange duplicate = best.changes().stream().filter(c -> c.kind() == DesignChange.Kind.DUPLICATE).findFirst().orElseThrow();
        assertEquals("a duplicate collection partitioned by userId", duplicate.to());
        assertTrue(duplicate.helps().stream().anyMatch(e -> e.patternId().equals("user-posts")),
                "the duplicate helps listing a user's posts: " + duplicate.helps());
        assertTrue(duplicate.hurts().stream().anyMatch(e -> e.patternId().equals("add-post")),
                "and makes publishing a post dearer: " + duplicate.hurts());
    }
}
