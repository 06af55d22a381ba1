package dev.docshape.storage.measure;

import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.BucketFill;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A blog whose comments declare a status of 3 values (a string) and a priority of 4 (an integer), names the rating
 * rule does not know (decision 0401, docs/counting-rules.md "Ties in an order"): the first 200 by either end inside one
 * tied group, which the store returns in its own order, so the estimate prices them as consecutive comments, embedded
 * and in buckets. On one sample the store's first tied comments lie as far into the data as that sample's draw of the
 * tied value puts them; where that makes the documents differ by more than 10 %, {@code measure} says so with the
 * figures (decision 0416), and over several samples the estimate is their mean.
 */
class DeclaredTiesAgreeTest {
    private static final List<String> TIED = List.of("by-status", "by-priority");

    @TempDir
    Path dir;

    @Test
    void anOrderByADeclaredFewValuedFieldIsReadAsTheTieCrowdsIt() throws Exception {
        // one sample's stretch strays by about 6 % (49 of 800 comments for the 200 most urgent), the mean of four by 3 %
        List<AgreementRuns.Runs> seeds = AgreementRuns.tiedReadsAgree("blog-statuses", dir, TIED);
        for (AgreementRuns.Runs seed : seeds) {
            for (Map.Entry<String, Map<String, PatternMeasure>> design : seed.of(Profile.mongodb()).entrySet()) {
                // spread draws: 200 comments picked at random among the documents holding comments, which Cosmos DB's read
                // of the newest counts (decision 0402); the newest themselves crowd as their dates do (decision 0449)
                PatternMeasure holders = seed.of(Profile.cosmos()).get(design.getKey()).get("newest-comments");
                double spread = BucketFill.distinctContainers(holders.estDocsRead(), 200);
                for (String tied : TIED) {
                    PatternMeasure first = design.getValue().get(tied);
                    String context = design.getKey() + ": " + first;
                    assertTrue(AgreementRuns.within(first.bytesRead() / first.docsRead(), first.estBytesRead() / first.estDocsRead()),
                            "bytes a document: " + context);
                    // spread draws would put 200 comments in far more documents: the estimate is the tie's
                    assertTrue(first.estDocsRead() < 0.7 * spread, "crowded, not spread: " + context + " / " + spread);
                }
            }
        }
    }
}
