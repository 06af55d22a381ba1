package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.BucketFill;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A blog whose comments are rated 1 to 5, embedded in their posts or kept in buckets of 50 (docs/counting-rules.md
 * "Ties in an order", decision 0400): the 200 best rated end inside the comments rated 5, which a store returns in its
 * own order, following the posts, so they sit in the documents of about the first 1,000 comments, not in documents
 * spread over the data. The estimate prices the tie that way, and estimate and {@code measure} agree.
 */
class TiedOrderAgreeTest {
    @TempDir
    Path dir;

    @Test
    void theBestRatedAreReadAsTheTieCrowdsThem() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-ties.docshape").toURI()));
        // MongoDB's figures: Cosmos DB cannot sort inside arrays and reads every document holding the items (decision 0402)
        AgreementRuns.Runs runs = AgreementRuns.everyProfile(project, dir, (design, measured) -> { });
        Map<String, Map<String, PatternMeasure>> byDesign = runs.of(Profile.mongodb());
        for (Map.Entry<String, Map<String, PatternMeasure>> design : byDesign.entrySet()) {
            PatternMeasure best = design.getValue().get("best-comments");
            String context = design.getKey() + ": " + best;
            assertTrue(AgreementRuns.within(best.docsRead(), best.estDocsRead()), "documents read: " + context);
            assertTrue(AgreementRuns.within(best.bytesRead(), best.estBytesRead()), "bytes read: " + context);
            assertTrue(best.notes().stream().noneMatch(n -> n.contains(" tie ")), "nothing left to explain: " + context);
            // spread draws would put 200 comments in far more documents: the estimate is the tie's, not independence's
            // (200 picked at random among the documents holding comments, which Cosmos DB's read of the newest counts,
            // decision 0402; the newest themselves crowd as their dates do, decision 0449)
            PatternMeasure holders = runs.of(Profile.cosmos()).get(design.getKey()).get("newest-comments");
            double spread = BucketFill.distinctContainers(holders.estDocsRead(), 200);
            assertTrue(best.estDocsRead() < 0.7 * spread, "crowded, not spread: " + context + " / " + spread);
        }
    }
}
