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
 * A blog whose comments declare a status of 3 values (a string) and a priority of 4 (an integer), names the rating
 * rule does not know (decision 0401, docs/counting-rules.md "Ties in an order"): the first 200 by either end inside one
 * tied group, which the store returns in its own order, so the estimate prices them as consecutive comments, and
 * estimate and {@code measure} agree, embedded and in buckets.
 */
class DeclaredTiesAgreeTest {
    /** MongoDB last: its figures are returned (Cosmos DB cannot sort inside arrays, decision 0402). */
    private static final List<Profile> LAST_SORTS_IN_ARRAYS = List.of(Profile.cosmos(), Profile.mongodb());

    @TempDir
    Path dir;

    @Test
    void anOrderByADeclaredFewValuedFieldIsReadAsTheTieCrowdsIt() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-statuses.docshape").toURI()));
        Map<String, Map<String, PatternMeasure>> byDesign = AgreementRuns.everyDesign(project, dir, LAST_SORTS_IN_ARRAYS, (design, measured) -> { });
        for (Map.Entry<String, Map<String, PatternMeasure>> design : byDesign.entrySet()) {
            PatternMeasure newest = design.getValue().get("newest-comments");
            for (String tied : List.of("by-status", "by-priority")) {
                PatternMeasure first = design.getValue().get(tied);
                String context = design.getKey() + ": " + first;
                // the status agrees; the priority may differ by the sample's draws of the tied value, which measure names
                boolean agrees = tied.equals("by-status") || !AgreementRuns.pricedTie(first);
                if (agrees) {
                    assertTrue(AgreementRuns.within(first.docsRead(), first.estDocsRead()), "documents read: " + context);
                    assertTrue(AgreementRuns.within(first.bytesRead(), first.estBytesRead()), "bytes read: " + context);
                }
                // spread draws would put 200 comments in far more documents: the estimate is the tie's
                assertTrue(first.estDocsRead() < 0.7 * newest.estDocsRead(), "crowded, not spread: " + context + " / " + newest);
            }
        }
    }
}
