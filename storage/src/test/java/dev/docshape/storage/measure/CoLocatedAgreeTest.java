package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The blog with comments and likes stored beside their post (and, in a second design, posts
 * beside their user): the measured round trips equal the estimate's, documents agree within 10 %,
 * and a post read with its comments is one request where the referenced design needs two.
 */
class CoLocatedAgreeTest {

    @TempDir
    Path dir;

    @Test
    void measureAgreesWithTheEstimateOnEveryDesign() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-co-located.docshape").toURI()));
        Map<String, Map<String, PatternMeasure>> byDesign = AgreementRuns.everyDesign(project, dir, (design, measured) -> { });
        PatternMeasure apart = byDesign.get("referenced").get("read-post");
        PatternMeasure together = byDesign.get("co-located").get("read-post");
        assertEquals(3, apart.roundTrips(), "the post, its comments, a count of its likes");
        assertEquals(1, together.roundTrips(), "the post and its comments in one query; the likes counted on the post");
        assertTrue(AgreementRuns.within(together.docsRead(), apart.docsRead()), together.docsRead() + " documents against " + apart.docsRead());
        // the post and its first 3 comments, 10 a post spread over 0 to 20 (docs/counting-rules.md "Children taken under a limit")
        assertEquals(1 + (3 * 3 / 2.0 + 3 * (20 - 3)) / 20, byDesign.get("co-located").get("read-post-first-comments").estDocsRead(), 1e-9);
        assertEquals(1, byDesign.get("co-located").get("read-post-first-comments").roundTrips());
        // the user and the posts in one request, then the comments of those posts
        assertEquals(2, byDesign.get("all-in-user").get("read-user-posts-comments").roundTrips());
        assertEquals(3, byDesign.get("referenced").get("read-user-posts-comments").roundTrips());
    }
}
