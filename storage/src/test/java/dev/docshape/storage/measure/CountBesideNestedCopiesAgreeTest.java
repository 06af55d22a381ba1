package dev.docshape.storage.measure;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Posts keeping their 3 latest comments and the number of their comments, embedded in their author's document or
 * in a collection of their own: adding a comment writes the comment's document and the post's (its latest comments
 * and its count in one update), deleting one also the post's count by a request of its own (decision 0516); the
 * estimate and {@code measure} count the same requests and documents (decision 0518; the templates' documents after
 * the write: {@code CountBesideNestedCopiesRunTest}).
 */
class CountBesideNestedCopiesAgreeTest {
    private static final String WORKLOAD = "posts-in-user-latest-comments";

    @TempDir
    Path dir;

    @Test
    void deletingACommentWritesItsDocumentThePostHoldingItsCopyAndThePostsCount() throws Exception {
        // copies of all of a post's comments: their pull takes the count along (decision 0518); a subset's count goes
        // by a request of its own (decision 0516)
        OnePatternAgrees.onEveryDesign(WORKLOAD, "delete-comment", dir, (design, m) ->
                assertEquals(design.endsWith("all-comments") ? 2 : 3, m.roundTrips(), design + ": " + m));
    }

    @Test
    void addingACommentWritesItsDocumentAndItsPost() throws Exception {
        OnePatternAgrees.onEveryDesign(WORKLOAD, "add-comment", dir, (design, m) -> {
            assertEquals(2, m.roundTrips(), design + ": " + m);
            assertEquals(2, m.docsWritten(), 1e-9, design + ": " + m);
        });
    }
}
