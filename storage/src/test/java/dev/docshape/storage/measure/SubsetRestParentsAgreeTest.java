package dev.docshape.storage.measure;

import dev.docshape.storage.testing.ValidatorProblems;
import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.util.List;
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
 * A comment read in its user's document (the comment embedded there too) reaches its post through the bucket holding it,
 * or by the post's id it holds where the rest is referenced: "a user's comments with their posts' titles" is the user,
 * the buckets, the posts (decision 0530); before, the posts were queried by the ids of their 3 newest comments.
 * "A comment with its post's title" reads the comment where the bucket holding it names its post, in every design: the
 * comment, then its post (decision 0545); before, in the design embedding comments in users, it read the user's
 * document, then the bucket holding the comment, then the post.
 */
class SubsetRestParentsAgreeTest {
    @TempDir
    Path dir;

    @Test
    void aCommentsPostIsReadThroughItsBucketOrItsOwnDocumentAndItsDeleteReachesThePostsCount() throws Exception {
        Project project = WorkloadReads.load("blog-subset-rest-parents");
        assertEquals(List.of(), ValidatorProblems.besidesDefaults(project));
        Map<String, Map<String, PatternMeasure>> measures = AgreementRuns.everyDesign(project, dir, (design, measured) -> { });
        assertEquals(4, measures.size(), "every design");
        // a comment read in its user's document reaches its post through the bucket holding it: the user, the buckets,
        // the posts; before, the posts were queried by the ids of their 3 newest comments and few were found
        PatternMeasure inUsers = measures.get("newest-bucketed-and-in-users").get("user-comments-posts");
        assertEquals(3, inUsers.roundTrips(), inUsers.toString());
        // where the rest is referenced, by the post's id each comment holds: the user, the posts
        PatternMeasure referenced = measures.get("newest-referenced-and-in-users").get("user-comments-posts");
        assertEquals(2, referenced.roundTrips(), referenced.toString());
        for (var design : measures.entrySet()) {
            Map<String, PatternMeasure> m = design.getValue();
            String context = design.getKey() + ": ";
            int inUser = design.getKey().contains("in-users") ? 1 : 0;
            // read in the bucket holding it (its home, decision 0545), not in its user's document, which names no post
            PatternMeasure withPost = m.get("comment-with-post");
            assertEquals(2, withPost.roundTrips(), context + "the comment, then its post: " + withPost);
            assertEquals(2, withPost.estRoundTrips(), context + "the comment, then its post: " + withPost);
            // a bucket of 10 comments and a post, never a user's document of some 240 comments
            assertTrue(withPost.bytesRead() < 20_000, context + withPost);
            PatternMeasure delete = m.get("delete-comment");
            assertEquals(3 + inUser, delete.roundTrips(), context + "the subset's pull, the comment, the post's count: " + delete);
            // the comment (its document or its bucket, and its user) and its post's count, every time; the subset 1 time in 4 or so
            assertTrue(delete.docsWritten() > 2 + inUser && delete.docsWritten() < 2.5 + inUser, context + delete);
            assertTrue(AgreementRuns.within(delete.docsWritten(), delete.estDocsWritten()), context + delete);
            assertEquals(2 + inUser, m.get("edit-comment").roundTrips(), context + "the subset's copy where it is, the comment: " + m.get("edit-comment"));
        }
    }
}
