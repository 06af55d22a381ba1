package dev.docshape.model.estimate;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.ChildrenTaken;
import dev.docshape.model.testing.Blog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The blog's posts read with their first comments (docs/counting-rules.md "Batched" and "Children taken under a limit"):
 * a comment read inside its post's subset has its post in hand (decision 0421), and posts holding their comments' ids
 * give the first N ids of each array, from one post or several (decision 0420).
 */
class SubsetAndIdArrayReadsTest {
    private static final double EPS = 1e-6;

    private static PatternEstimate read(Mapping comments, Include include, String root) {
        Project p = Blog.project();
        List<AccessPattern> patterns = new ArrayList<>(p.model().patterns());
        patterns.add(ReadPattern.byId("page", "a page", 10, root, List.of(include)));
        Project project = p.withModel(p.model().withPatterns(patterns));
        Design design = Design.named("read").withMapping("post-comments", comments);
        Estimate e = Estimator.estimate(project.model(), design, Profile.mongodb());
        assertTrue(e.problems().isEmpty(), e.problems().toString());
        return e.pattern("page").orElseThrow();
    }

    @Test
    void aCommentReadInsideItsPostsSubsetHasItsPostInHand() {
        Mapping latest = new Mapping(new Subset(3, Subset.Rest.REFERENCED, 0), false);
        Include counted = new Include("post-comments", List.of(), 3, List.of(), List.of("post-comments"));
        assertEquals(1, read(latest, counted, "post").roundTrips(), "the post, its 3 latest comments and their one post each");
        Include back = new Include("post-comments", List.of(), 3, List.of(new Include("post-comments", List.of(), 0, List.of())));
        assertEquals(1, read(latest, back, "post").roundTrips(), "the post each comment sits in");
    }

    @Test
    void postsHoldingCommentIdsGiveTheFirstIdsOfEachArray() {
        Mapping ids = new Mapping(new Reference(Placement.PARENT_HOLDS_CHILD_IDS, false), false);
        Relationship r = Blog.project().model().requireRelationship("post-comments");
        double taken = ChildrenTaken.perParent(r, 5);
        assertTrue(taken < 5 && taken > 4, "a post with fewer than 5 gives fewer: " + taken);
        PatternEstimate one = read(ids, new Include("post-comments", List.of(), 5, List.of()), "post");
        assertEquals(1 + taken, one.docsRead(), EPS, "the post and its first 5 ids");
        PatternEstimate several = read(ids, new Include("user-posts", List.of(), 0,
                List.of(new Include("post-comments", List.of(), 5, List.of()))), "user");
        assertEquals(1 + Blog.POSTS_PER_USER * (1 + taken), several.docsRead(), EPS, "the first 5 ids of each of the user's posts");
    }
}
