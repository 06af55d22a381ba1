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
 * A blog whose reads take the first N by an order, with subsets and buckets kept in order or not
 * (docs/counting-rules.md "Ordering and feeds"): the sample store keeps and sorts the children, and
 * the measured round trips equal the estimate's, documents within 10 % (and bytes, where no bucket is read).
 */
class OrderedAgreeTest {

    @TempDir
    Path dir;

    @Test
    void measureAgreesWithTheEstimateOnEveryDesign() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-ordered.docshape").toURI()));
        Map<String, Map<String, PatternMeasure>> byDesign = AgreementRuns.everyDesign(project, dir, (design, measured) -> { });
        assertEquals(5, byDesign.get("referenced").get("newest-comments").docsRead(), 1e-9, "five comments, sorted and limited");
        assertEquals(20, byDesign.get("referenced").get("top-posts").docsRead(), 1e-9);
        assertEquals(1, byDesign.get("ordered").get("newest-comments").docsRead(), 1e-9, "the post holds the 5 newest");
        assertEquals(3, byDesign.get("ordered").get("best-comments").docsRead(), 1e-9, "another order: the comments themselves");
        assertEquals(5, byDesign.get("unordered").get("newest-comments").docsRead(), 1e-9,
                "a subset of the last added cannot serve a read by createdAt");
        double inOrder = byDesign.get("ordered-buckets").get("newest-comments").docsRead();
        double added = byDesign.get("unordered-buckets").get("newest-comments").docsRead();
        assertEquals(2, inOrder, 1e-9, "ordered buckets: the two newest buckets hold the 5 newest");
        assertTrue(inOrder < added, "unordered buckets: every bucket of the post (" + inOrder + " against " + added + ")");
    }
}
