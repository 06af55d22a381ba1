package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.validate.ModelValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Posts keeping copies of their 3 newest comments, the rest in buckets or in a collection of its own: a comment read on
 * its own reaches its post through the bucket holding it or its own document, in one request after the comment, and
 * deleting a comment takes one off its post's count by a request of its own, the post written whether or not its 3
 * newest held the comment (decision 0516). The estimate and {@code measure} agree on every pattern under both profiles
 * ({@link AgreementRuns#everyDesign}: round trips exactly, documents and bytes within the tolerance or explained).
 * Before, both counted the count's decrement inside the subset's pull: 2 round trips, the post written 1 time in 4.
 */
class SubsetRestParentsAgreeTest {
    @TempDir
    Path dir;

    @Test
    void aCommentsPostIsReadThroughItsBucketOrItsOwnDocumentAndItsDeleteReachesThePostsCount() throws Exception {
        Project project = WorkloadReads.load("blog-subset-rest-parents");
        assertTrue(ModelValidator.validate(project).isEmpty(), ModelValidator.validate(project).toString());
        Map<String, Map<String, PatternMeasure>> measures = AgreementRuns.everyDesign(project, dir, (design, measured) -> { });
        assertEquals(2, measures.size(), "both designs");
        for (var design : measures.entrySet()) {
            Map<String, PatternMeasure> m = design.getValue();
            String context = design.getKey() + ": ";
            assertEquals(2, m.get("comment-with-post").roundTrips(), context + "the comment, then its post: " + m.get("comment-with-post"));
            assertEquals(2.0, m.get("comment-with-post").docsRead(), context + m.get("comment-with-post"));
            PatternMeasure delete = m.get("delete-comment");
            assertEquals(3, delete.roundTrips(), context + "the subset's pull, the comment, the post's count: " + delete);
            // the comment (its document or its bucket) and its post's count, every time; the subset 1 time in 4 or so
            assertTrue(delete.docsWritten() > 2 && delete.docsWritten() < 2.5, context + delete);
            assertTrue(AgreementRuns.within(delete.docsWritten(), delete.estDocsWritten()), context + delete);
            assertEquals(2, m.get("edit-comment").roundTrips(), context + "the subset's copy where it is, the comment: " + m.get("edit-comment"));
        }
    }
}
