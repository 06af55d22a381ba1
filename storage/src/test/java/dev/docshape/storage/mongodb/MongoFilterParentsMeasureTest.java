package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "50 overdue loans, each with its patron" on a MongoDB server, on every design of {@code library-overdue.docshape}:
 * loans in their own collection, in buckets, or kept as each patron's latest 3 with every loan in buckets. Loans found
 * in buckets reach their patrons by the id each bucket holds (decision 0404), so the server reads the ~44 distinct
 * patrons the estimate counts, not the few whose latest 3 hold one of the loans.
 */
class MongoFilterParentsMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void loansFoundInBucketsReachEveryPatronTheyBelongTo() throws Exception {
        Project project = ProjectFiles.load(Path.of(MongoFilterParentsMeasureTest.class.getResource("/workloads/library-overdue.docshape").toURI()));
        for (Design design : project.designs()) {
            try (PushedSample pushed = new PushedSample(server, dir, project, design, "overdue_", 0.001)) {
                PatternMeasure m = pushed.measure(project, design);
                String context = design.name() + "\n" + pushed.text;
                assertEquals(m.estRoundTrips(), m.roundTrips(), "round trips: " + context);
                assertWithin(m.estDocsRead(), m.docsRead(), "documents: " + context);
                assertWithin(m.estBytesRead(), m.bytesRead(), "bytes: " + context);
                PatternMeasure onStore = pushed.onStore(m.patternId());
                assertEquals(onStore.estRoundTrips(), onStore.roundTrips(), "the sample store's round trips: " + context);
                assertWithin(onStore.estDocsRead(), onStore.docsRead(), "the sample store's documents: " + context);
                assertWithin(onStore.estBytesRead(), onStore.bytesRead(), "the sample store's bytes: " + context);
            }
        }
    }

    private static void assertWithin(double expected, double actual, String what) {
        assertTrue(Math.abs(actual - expected) <= 0.1 * expected, what + ": " + actual + " against " + expected);
    }
}
