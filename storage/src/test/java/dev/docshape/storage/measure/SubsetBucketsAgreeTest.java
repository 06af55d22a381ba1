package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A blog keeping each post's 5 newest comments in a subset and every comment in buckets of 50, beside one keeping them
 * in buckets only (docs/counting-rules.md "Items of all parents taken by an order"): a read of comments of all posts
 * needs every comment, so estimate and {@code measure} read it from the buckets in both designs, not from the posts'
 * subsets, and agree; a count of the comments is one request adding up the buckets' counts.
 */
class SubsetBucketsAgreeTest {
    @TempDir
    Path dir;

    @Test
    void readsOfAllCommentsUseTheBucketsAndAgree() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-bucket-counts.docshape").toURI()));
        // MongoDB's figures: Cosmos DB cannot sort inside arrays and reads every document holding the items (decision 0402)
        Map<String, Map<String, PatternMeasure>> byDesign = AgreementRuns.everyProfile(project, dir, (design, measured) -> { }).of(Profile.mongodb());
        Map<String, PatternMeasure> subset = byDesign.get("latest-and-buckets");
        Map<String, PatternMeasure> buckets = byDesign.get("buckets");
        for (String read : List.of("newest-comments", "best-comments", "flagged-comments")) {
            PatternMeasure s = subset.get(read);
            PatternMeasure b = buckets.get(read);
            // the same bucket documents hold the same comments in both designs: the same read, the same figures
            assertEquals(b.estDocsRead(), s.estDocsRead(), 1e-9, read + ": estimated documents");
            assertEquals(b.estBytesRead(), s.estBytesRead(), 1e-6 * b.estBytesRead(), read + ": estimated bytes");
            assertEquals(b.docsRead(), s.docsRead(), 1e-9, read + ": documents measured");
            assertEquals(b.bytesRead(), s.bytesRead(), 1e-6 * b.bytesRead(), read + ": bytes measured");
        }
        // 100 comments matching a filter lie in about 37 of the sample's 27 posts' buckets, not in 100 posts read whole
        double flagged = subset.get("flagged-comments").docsRead();
        assertTrue(flagged > 30 && flagged < 45, "buckets read: " + flagged);
        assertEquals(2, subset.get("count-comments").roundTrips(), "the post and the sum of its buckets' counts");
        // ratings from 1 to 5 drawn apart from the post (decision 0394): the 50 best end inside the comments rated 5, so
        // the store's order of tied comments decides which buckets hold them; the estimate prices that (decision 0400),
        // and where this sample's first posts differ from the model's average the report says so, not that the order crowds
        for (Map<String, PatternMeasure> design : byDesign.values()) {
            PatternMeasure best = design.get("best-comments");
            assertTrue(best.estDocsRead() < 10, "the tie is priced: " + best);
            assertTrue(AgreementRuns.within(best.docsRead(), best.estDocsRead())
                            || best.notes().stream().anyMatch(n -> n.startsWith(OrderClustering.PRICED_TIE) && n.contains("tie at rating = 5 with")),
                    "the tie is named: " + best.notes());
            assertTrue(best.notes().stream().noneMatch(n -> n.startsWith(OrderClustering.NOTE)), "the order is not blamed: " + best.notes());
            PatternMeasure newest = design.get("newest-comments");
            assertTrue(newest.notes().stream().noneMatch(n -> n.contains(" tie at ")), "dates do not tie: " + newest.notes());
            // the newest comments come from a few posts' newest buckets: bytes agree, or the report says from how many posts
            assertTrue(AgreementRuns.within(newest.bytesRead(), newest.estBytesRead()) || newest.notes().stream()
                            .anyMatch(n -> n.startsWith(SampledParents.NOTE) && n.matches(".*sampled \\d+ parents, of the sample's \\d+ .*")),
                    "bytes agree or the parents sampled are named: " + newest.notes());
        }
    }
}
