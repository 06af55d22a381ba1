package dev.docshape.storage.measure;

import dev.docshape.storage.testing.ValidatorProblems;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A blog whose posts keep their 3 latest comments (the rest referenced or in buckets), or the ids of all their comments,
 * read as a user reads it: a post with its latest or first comments, each comment's post, commenter and likes, a user's
 * posts each with their comments. Estimate and {@code measure} agree on every read of every design under both profiles, and:
 * <ul>
 *   <li>a comment read inside its post's subset has its one post in hand: counting its posts sends nothing, and
 *       following it back to its post reads nothing more, also for a post without comments (decision 0421), whether the
 *       rest is referenced or in buckets (decision 0495);</li>
 *   <li>the first 5 comments of posts holding arrays of comment ids read 5 ids of each array, not every comment
 *       (decision 0420).</li>
 * </ul>
 */
class SubsetReadsAgreeTest {
    @TempDir
    Path dir;

    @Test
    void readsThroughSubsetsAndIdArraysAgree() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-subset-reads.docshape").toURI()));
        assertEquals(List.of(), ValidatorProblems.besidesDefaults(project));
        Map<String, Map<String, PatternMeasure>> byDesign = AgreementRuns.everyDesign(project, dir, (design, measured) -> { });

        for (String design : List.of("latest-and-referenced", "latest-and-buckets")) {
            for (String read : List.of("post-latest", "post-latest-count-posts", "post-latest-back", "latest-of-post")) {
                PatternMeasure p = byDesign.get(design).get(read);
                assertEquals(1, p.estRoundTrips(), design + " / " + read + ": the post alone, estimated");
                assertEquals(1, p.roundTrips(), design + " / " + read + ": the post alone, sent");
            }
        }
        Map<String, PatternMeasure> subset = byDesign.get("latest-and-referenced");
        // the count of posts is in hand, the count of likes is not: one more request
        assertEquals(2, subset.get("post-latest-likes").roundTrips());
        assertEquals(2, subset.get("user-posts-latest-count").roundTrips(), "the user, then its posts with their subsets");

        for (String design : List.of("comment-ids-in-post", "ids-both-sides")) {
            PatternMeasure one = byDesign.get(design).get("post-first-comments");
            // a post and at most 5 comments (12 on average, from 0 to 24): fewer when a post has fewer
            assertTrue(one.docsRead() <= 6 && one.docsRead() > 4, design + ": the first 5 ids only: " + one);
            PatternMeasure several = byDesign.get(design).get("user-posts-first-comments");
            // 20 posts a user on average, each giving its first 5 ids: about 1 + 20 + 90, not 1 + 20 + 240
            assertTrue(several.docsRead() < 130, design + ": 5 ids of each post: " + several);
        }
    }
}
