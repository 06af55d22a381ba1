package dev.docshape.model.search;

import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The search's co-location and duplicate-collection moves (decisions 0250, 0330) on a model where they pay. */
class CoLocationAndDuplicateSearchTest {
    private static final SearchSettings SETTINGS = new SearchSettings(3, Duration.ofMinutes(5), 20_000, 4);

    @Test
    void coLocatesThePostsCommentsAndKeepsTheUsersPostsInOnePartition() {
        SearchResult result = new DesignSearch(BlogModels.partitionedBlog(), Profile.cosmos(), Objective.defaults(),
                SearchConstraints.none(), SETTINGS).run(BlogModels.partitionedReferenced(), p -> { }, () -> false);

        Proposal best = result.proposals().get(0);
        Design design = best.design();
        assertTrue(design.mappings().get("post-comments").strategy() instanceof Reference r && r.coLocated(),
                "the comments should be co-located with their post: " + design.mappings().get("post-comments"));
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
