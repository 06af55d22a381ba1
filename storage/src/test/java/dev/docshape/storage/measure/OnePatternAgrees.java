package dev.docshape.storage.measure;

import dev.docshape.storage.testing.ValidatorProblems;
import dev.docshape.model.Project;

import java.util.List;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.BiConsumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The set-up of the tests about one pattern of a test workload: the workload is valid, every design of it is measured
 * on its sample ({@link AgreementRuns#everyDesign}, each pattern's bytes agreeing or explained), and the pattern's round
 * trips agree and its documents lie within the tolerance on every design; the test checks the rest.
 */
final class OnePatternAgrees {
    private OnePatternAgrees() {
    }

    /** Runs the checks above, then {@code more} with each design's name and the pattern's measure. */
    static void onEveryDesign(String workload, String patternId, Path dir, BiConsumer<String, PatternMeasure> more) throws Exception {
        Project project = WorkloadReads.load(workload);
        assertEquals(List.of(), ValidatorProblems.besidesDefaults(project));
        Map<String, Map<String, PatternMeasure>> measures = AgreementRuns.everyDesign(project, dir, (design, measured) -> { });
        for (var design : measures.entrySet()) {
            PatternMeasure m = design.getValue().get(patternId);
            String context = design.getKey() + ": " + m;
            assertEquals(m.estRoundTrips(), m.roundTrips(), "round trips: " + context);
            assertTrue(AgreementRuns.within(m.docsRead(), m.estDocsRead()), "documents: " + context);
            more.accept(design.getKey(), m);
        }
    }
}
