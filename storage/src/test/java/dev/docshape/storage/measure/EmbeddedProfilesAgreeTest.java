package dev.docshape.storage.measure;

import dev.docshape.storage.testing.ValidatorProblems;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A library whose patrons each hold one profile embedded one-to-one, besides a few embedded holds and loans referenced
 * or in buckets: reads of profiles of all patrons (every one, the 25 youngest, a filter's 40) read one patron's
 * document a profile, at the patron's size, measured on the sample store as estimated (docs/counting-rules.md "Items of
 * all parents taken by an order", decision 0327): round trips exactly, documents and bytes within 10 %.
 */
class EmbeddedProfilesAgreeTest {
    private static final List<String> ALL_PROFILES = List.of("all-profiles", "youngest-profiles", "branch-profiles");

    @TempDir
    static Path dir;

    @Test
    void profilesOfAllPatronsAreMeasuredAsEstimated() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/library-patrons.docshape").toURI()));
        assertEquals(List.of(), ValidatorProblems.besidesDefaults(project));
        Map<String, Map<String, PatternMeasure>> measures = AgreementRuns.everyDesign(project, dir, (design, measured) -> { });
        for (var design : measures.entrySet()) {
            for (String id : ALL_PROFILES) {
                PatternMeasure m = design.getValue().get(id);
                String context = design.getKey() + " / " + m.name() + ": " + m;
                assertEquals(1, m.roundTrips(), "one query on the patrons: " + context);
                assertTrue(AgreementRuns.within(m.docsRead(), m.estDocsRead()), "documents: " + context);
                assertTrue(AgreementRuns.within(m.bytesRead(), m.estBytesRead()), "bytes: " + context);
            }
            Map<String, PatternMeasure> reads = design.getValue();
            // one profile a patron: each profile read is one patron's document, whole
            double patron = reads.get("youngest-profiles").bytesRead() / reads.get("youngest-profiles").docsRead();
            assertEquals(25, reads.get("youngest-profiles").docsRead(), 1e-9, design.getKey());
            assertEquals(40, reads.get("branch-profiles").docsRead(), 1e-9, design.getKey());
            assertTrue(reads.get("all-profiles").docsRead() > 40, design.getKey() + ": every patron's profile");
            assertTrue(AgreementRuns.within(reads.get("all-profiles").bytesRead() / reads.get("all-profiles").docsRead(), patron),
                    design.getKey() + ": a profile costs its patron's document");
        }
    }
}
