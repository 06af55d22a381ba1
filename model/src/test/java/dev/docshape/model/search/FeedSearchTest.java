package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import dev.docshape.model.advice.Rules;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.testing.Blog;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The search's feed move (decision 0325) on the blog's home page: 200 times a second the 20 newest of 2.75 million
 * posts, partitioned by their id over 8 partitions, so without a feed the read asks every partition.
 */
class FeedSearchTest {
    private static final Ordering NEWEST = Ordering.descending("creationDate");
    private static final SearchSettings SETTINGS = new SearchSettings(3, Duration.ofMinutes(5), 4_000, 2);

    static DataModel withHomePage(DataModel model) {
        List<AccessPattern> patterns = new ArrayList<>(model.patterns());
        patterns.add(new ReadPattern("home", "the 20 newest posts", 200, "post", Selection.FILTER, null, 2_750_000, 20,
                List.of(), List.of(), List.of(), NEWEST));
        return model.withPatterns(patterns);
    }

    static Design start(Project blog) {
        return blog.design("referenced").orElseThrow().withPartitioning(new Partitioning(Map.of("user", "id", "post", "id"), 8));
    }

    private static SearchResult search(DataModel model, Design start) {
        return new DesignSearch(model, Profile.cosmos(), Objective.defaults(), SearchConstraints.none(), SETTINGS)
                .run(start, p -> { }, () -> false);
    }

    @Test
    void findsTheFeedOfTheNewestPostsAndNamesItByTheAdvisorsRule() {
        Project blog = Blog.project();
        DataModel model = withHomePage(blog.model());
        SearchResult result = search(model, start(blog));

        Proposal best = result.proposals().get(0);
        Duplicates.Duplicate feed = best.design().duplicates().feedOf("post");
        assertNotNull(feed, "the posts should get a feed: " + best.design().duplicates());
        assertEquals(NEWEST, feed.order());
        assertEquals(20, feed.keep(), "the largest N read; no margin, as nothing deletes posts");
        DesignChange change = best.changes().stream().filter(c -> c.kind() == DesignChange.Kind.FEED).findFirst().orElseThrow();
        assertEquals(Rules.FEED_OF_LATEST, change.ruleId().orElseThrow());
        assertTrue(change.helps().stream().anyMatch(e -> e.patternId().equals("home")), "the feed helps the home page: " + change.helps());
        assertTrue(change.hurts().stream().anyMatch(e -> e.patternId().equals("create-post")), "and costs on publishing: " + change.hurts());

        SearchResult again = search(model, start(blog));
        assertEquals(result.proposals().stream().map(Proposal::design).toList(), again.proposals().stream().map(Proposal::design).toList(),
                "deterministic for one seed and budget");
    }

    @Test
    void declaresNoFeedWithoutAReadOfTheNewest() {
        Project blog = Blog.project();
        SearchResult result = search(blog.model(), start(blog));
        for (Proposal p : result.proposals()) assertNull(p.design().duplicates().feedOf("post"), "no read a feed serves");
    }
}
