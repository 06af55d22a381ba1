package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A blog whose posts keep their comments' ids (ids on both sides, or copies of each comment's date), read "a post's 5
 * newest comments", "its 3 oldest" and "a user's 4 latest posts" (docs/counting-rules.md "Children taken under a
 * limit", decision 0407): the read sends one {@code $in} on every id the parent holds, sorted and limited, and the
 * database returns the first N, so {@code measure} reads N documents (fewer where a parent has fewer), as the estimate
 * counts, not every id.
 */
class FirstByIdsAgreeTest {
    private static final Map<String, Integer> LIMITS = Map.of("newest-comments", 5, "oldest-comments", 3, "latest-posts", 4);

    @TempDir
    Path dir;

    @Test
    void theFirstByAnOrderOfOneParentsIdsAreTheNTheQueryReturns() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-newest-comment-ids.docshape").toURI()));
        for (AgreementRuns.Runs run : AgreementRuns.seeds(project, dir, 2, (design, measured) -> { })) {
            for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
                for (Map.Entry<String, Map<String, PatternMeasure>> design : run.of(profile).entrySet()) {
                    for (Map.Entry<String, Integer> pattern : LIMITS.entrySet()) {
                        PatternMeasure p = design.getValue().get(pattern.getKey());
                        String context = design.getKey() + " / " + profile.name() + ": " + p;
                        // the parent's document, then at most N of its children
                        assertTrue(p.docsRead() <= 1 + pattern.getValue() + 1e-9, "at most the parent and N: " + context);
                        assertTrue(AgreementRuns.within(p.docsRead(), p.estDocsRead()), "documents read: " + context);
                        assertTrue(AgreementRuns.within(p.bytesRead(), p.estBytesRead()), "bytes read: " + context);
                    }
                }
            }
        }
    }
}
